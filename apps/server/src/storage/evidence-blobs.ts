import type { BlobStore } from './blob-store.ts';

/**
 * The evidence of one event, laid out as the console's `storage/blob` call expects (spec doc 1 §7):
 * container = the organization's blob container, path p = "customerId/installId", blob name b = the event
 * id (the JPEG screenshot), with `_resized` (thumbnail) or `_marked` (detection boxes drawn). The page HTML
 * is asked for with the bare event id and t=h; it is stored beside the screenshot as "<eventId>.html".
 */
export type EvidenceKind = 'screenshot' | 'resized' | 'marked' | 'html';

export interface EvidenceAddress {
  container: string;
  customerId: number;
  installId: string;
  eventId: string;
}

export const evidencePath = (a: Pick<EvidenceAddress, 'customerId' | 'installId'>) =>
  `${a.customerId}/${a.installId}`;

export function evidenceBlobName(eventId: string, kind: EvidenceKind): string {
  switch (kind) {
    case 'screenshot':
      return eventId;
    case 'resized':
      return `${eventId}_resized`;
    case 'marked':
      return `${eventId}_marked`;
    case 'html':
      return `${eventId}.html`;
  }
}

/** Typed access to evidence blobs over any blob store. */
export function evidenceBlobs(store: BlobStore) {
  return {
    put: (a: EvidenceAddress, kind: EvidenceKind, data: Buffer) =>
      store.put(a.container, evidencePath(a), evidenceBlobName(a.eventId, kind), data),
    stage: (a: EvidenceAddress, kind: EvidenceKind, data: Buffer) =>
      store.stage(a.container, evidencePath(a), evidenceBlobName(a.eventId, kind), data),
    exists: (a: EvidenceAddress, kind: EvidenceKind) =>
      store.exists(a.container, evidencePath(a), evidenceBlobName(a.eventId, kind)),
    get: (a: EvidenceAddress, kind: EvidenceKind) =>
      store.get(a.container, evidencePath(a), evidenceBlobName(a.eventId, kind)),
  };
}
