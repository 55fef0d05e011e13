import { z } from 'zod';

/**
 * Where an event's files live in blob storage (spec doc 1 §7, GET storage/blob): c the container,
 * p the customer id and install id, b the event id (plus _resized or _marked), t i (image) or h (HTML).
 */
export const blobAddressSchema = z.object({ c: z.string(), p: z.string(), b: z.string() });
export type BlobAddress = z.infer<typeof blobAddressSchema>;

export const BLOB_PATH = '/storage/blob';

export type BlobVariant = 'screenshot' | 'resized' | 'marked' | 'html';

const SUFFIX: Record<BlobVariant, string> = {
  screenshot: '',
  resized: '_resized',
  marked: '_marked',
  html: '',
};

export function blobAddress(
  container: string,
  customerId: number,
  installId: string | null,
  eventId: string,
) {
  return { c: container, p: installId ? `${customerId}/${installId}` : String(customerId), b: eventId };
}

/** The storage/blob address of one of an event's files (relative to the server root). */
export function blobUrl(address: BlobAddress, variant: BlobVariant): string {
  const query = new URLSearchParams({
    c: address.c,
    p: address.p,
    b: `${address.b}${SUFFIX[variant]}`,
    t: variant === 'html' ? 'h' : 'i',
  });
  return `${BLOB_PATH}?${query.toString()}`;
}
