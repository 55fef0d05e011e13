import { defineCall } from '../common/call.ts';
import { storageBlobQuerySchema, storageBlobResponseSchema } from './storage-blob.ts';

/**
 * One of an event's files (spec doc 1 §7: the blob store's own base). The console reads it at the
 * address the event carries (screenshotURL, pageContentURL, ...), which the server writes from this call.
 */
export const readStorageBlob = defineCall({
  method: 'GET',
  path: '/storage/blob',
  access: 'signedIn',
  query: storageBlobQuerySchema,
  response: storageBlobResponseSchema,
});
