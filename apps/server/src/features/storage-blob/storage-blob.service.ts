import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import {
  BLOB_SUFFIXES,
  type StorageBlobQuery,
  type StorageBlobResponse,
} from '@baitwatch/contracts/storage/storage-blob';
import type { AccessPolicy } from '../../auth/access-policy.ts';
import type { AppDeps } from '../../deps.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { type EvidenceKind, evidenceBlobs } from '../../storage/evidence-blobs.ts';
import { storageBlobRepository } from './storage-blob.repository.ts';

const NOT_FOUND = 'Blob not found';

/** Which stored blob a (b, t) pair names. The page HTML has no derived variants. */
function kindOf(b: string, t: 'i' | 'h'): { eventId: string; kind: EvidenceKind } | null {
  const suffix = Object.entries(BLOB_SUFFIXES).find(([, s]) => b.endsWith(s));
  const eventId = suffix ? b.slice(0, -suffix[1].length) : b;
  if (t === 'h') return suffix ? null : { eventId, kind: 'html' };
  return { eventId, kind: suffix ? (suffix[0] as 'resized' | 'marked') : 'screenshot' };
}

/**
 * Reads evidence for the console. The organization is parsed from p and must be in the session's scope
 * (403 otherwise); c must be that organization's container. The marked screenshot is the Vision Analysis
 * tab, which the spec gives to the provider only.
 */
export function storageBlobService(deps: Pick<AppDeps, 'database' | 'blobs'> & { policy: AccessPolicy }) {
  const repo = storageBlobRepository(deps.database.db);
  const blobs = evidenceBlobs(deps.blobs);
  return {
    async read(user: SessionUser, query: StorageBlobQuery): Promise<StorageBlobResponse> {
      const [customerPart, installPart] = query.p.toLowerCase().split('/') as [string, string];
      const customerId = Number(customerPart);
      const organization = await deps.policy.customer(user, customerId);
      const target = kindOf(query.b.toLowerCase(), query.t);
      if (!target) throw notFound(NOT_FOUND);
      if (target.kind === 'marked' && !deps.policy.isProvider(user)) throw forbidden();
      const container = await repo.blobContainer(organization);
      if (container !== query.c) throw notFound(NOT_FOUND);
      const data = await blobs.get(
        { container, customerId, installId: installPart, eventId: target.eventId },
        target.kind,
      );
      if (!data) throw notFound(NOT_FOUND);
      const text =
        target.kind === 'html' ? data.toString('utf8') : `data:image/jpeg;base64,${data.toString('base64')}`;
      return { data: [{ data: text }] };
    },
  };
}
