import { z } from 'zod';
import { readStorageBlob } from '../storage/calls.ts';

/**
 * Where an event's files live in blob storage (spec doc 1 §7, GET storage/blob): c the container,
 * p the customer id and install id, b the event id (plus _resized or _marked), t i (image) or h (HTML).
 */
export const blobAddressSchema = z.object({ c: z.string(), p: z.string(), b: z.string() });
export type BlobAddress = z.infer<typeof blobAddressSchema>;

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

/**
 * Characters a form-encoded query value keeps as they are (the URL standard's urlencoded set), and
 * the slash between a customer id and an install id.
 */
const FORM_SAFE_OR_SLASH = /^[A-Za-z0-9*._/-]*$/;

/**
 * One query value as URLSearchParams writes it (application/x-www-form-urlencoded). The feed builds
 * four of these for each of its rows, and addresses are nearly always plain names, which pass as
 * they are; URLSearchParams itself cost about a twentieth of a feed call.
 */
export function formEncode(value: string): string {
  if (FORM_SAFE_OR_SLASH.test(value)) return value.replaceAll('/', '%2F');
  return encodeURIComponent(value).replace(/%20|[!'()~]/g, (c) =>
    c === '%20' ? '+' : `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The storage/blob addresses of an event's files (relative to the server root), by variant. The
 * address is encoded once for all of them: the feed asks for up to four a row.
 */
export function blobUrls(address: BlobAddress): (variant: BlobVariant) => string {
  const prefix = `${readStorageBlob.path}?c=${formEncode(address.c)}&p=${formEncode(address.p)}&b=${formEncode(address.b)}`;
  // The suffixes are plain names: encoded, the blob name is the encoded event id and its suffix.
  return (variant) => `${prefix}${SUFFIX[variant]}&t=${variant === 'html' ? 'h' : 'i'}`;
}
