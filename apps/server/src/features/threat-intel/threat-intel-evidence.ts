import type { EventRecord } from '@baitwatch/contracts/events/event-record';
import { MAX_HTML_BYTES, MAX_SCREENSHOT_BYTES } from '@baitwatch/contracts/threat-intel/constants';
import { THREAT_INTEL_MESSAGES } from '@baitwatch/contracts/threat-intel/messages';
import { badRequest } from '../../http/errors.ts';
import type { BlobStore, StagedBlob } from '../../storage/blob-store.ts';

/** Where a record's file lives: the blob store's container, path and name (stored as JSON text). */
interface StoredBlob {
  c: string;
  p: string;
  n: string;
}

export type EvidenceKind = 'screenshot' | 'html';

/** An evidence choice resolved: nothing, a reference to a stored file, or an upload to publish. */
export interface ResolvedEvidence {
  column: string | null;
  staged: StagedBlob | null;
}

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const UPLOAD: Record<EvidenceKind, { prefix: string; max: number; name: (eventId: string) => string }> = {
  screenshot: { prefix: 'data:image/jpeg;base64,', max: MAX_SCREENSHOT_BYTES, name: (id) => `${id}.jpg` },
  html: { prefix: 'data:text/html;base64,', max: MAX_HTML_BYTES, name: (id) => `${id}.html` },
};

/**
 * The form's evidence: the event's own file (its storage/blob address, preselected on the form) is
 * kept by reference; an upload is staged beside the event's files under "threat-intel" and published
 * once the record commits. The event's files are never copied: the record points at them.
 */
export function threatIntelEvidence(store: BlobStore) {
  const own = (event: EventRecord, kind: EvidenceKind): StoredBlob => ({
    c: event.blob.c,
    p: event.blob.p,
    n: kind === 'html' ? `${event.blob.b}.html` : event.blob.b,
  });
  return {
    async resolve(event: EventRecord, kind: EvidenceKind, value: string): Promise<ResolvedEvidence> {
      if (value === '') return { column: null, staged: null };
      const eventUrl = kind === 'html' ? event.pageContentURL : event.screenshotURL;
      if (eventUrl !== null && value === eventUrl)
        return { column: JSON.stringify(own(event, kind)), staged: null };
      const upload = UPLOAD[kind];
      if (!value.startsWith(upload.prefix)) throw badRequest(THREAT_INTEL_MESSAGES.invalidEvidence);
      const data = Buffer.from(value.slice(upload.prefix.length), 'base64');
      const valid =
        data.length > 0 &&
        data.length <= upload.max &&
        (kind === 'html' || data.subarray(0, 3).equals(JPEG_MAGIC));
      if (!valid) throw badRequest(THREAT_INTEL_MESSAGES.invalidEvidence);
      const target: StoredBlob = {
        c: event.blob.c,
        p: `${event.customerId}/threat-intel`,
        n: upload.name(event.eventId),
      };
      return {
        column: JSON.stringify(target),
        staged: await store.stage(target.c, target.p, target.n, data),
      };
    },

    /** A record's file for the detail call: the image as a data URL, the page as text; null when absent. */
    async read(column: string | null, kind: EvidenceKind): Promise<string | null> {
      if (!column) return null;
      const at = JSON.parse(column) as StoredBlob;
      const data = await store.get(at.c, at.p, at.n);
      if (!data) return null;
      return kind === 'html' ? data.toString('utf8') : `data:image/jpeg;base64,${data.toString('base64')}`;
    },
  };
}
