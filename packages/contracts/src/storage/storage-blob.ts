import { z } from 'zod';
import { storableText } from '../common/text.ts';

/** Blob names: the event id, or the event id with a `_resized` (thumbnail) or `_marked` suffix. */
export const BLOB_SUFFIXES = { resized: '_resized', marked: '_marked' } as const;

/**
 * GET /storage/blob (its own base, spec doc 1 §7): c container, p "customerId/installId", b blob name,
 * t `i` image or `h` page HTML. Answered as data[0].data: an image as a `data:image/jpeg;base64,` URL,
 * the HTML as text (to be shown as text, never rendered).
 */
export const storageBlobQuerySchema = z.object({
  c: z
    .string()
    .check(storableText)
    .regex(/^[A-Za-z0-9._-]{1,200}$/, { error: 'Invalid container' }),
  p: z
    .string()
    .check(storableText)
    .regex(/^\d{1,10}\/[0-9a-fA-F-]{36}$/, { error: 'Invalid path' }),
  b: z
    .string()
    .check(storableText)
    .regex(/^[0-9a-fA-F-]{36}(_resized|_marked)?$/, { error: 'Invalid blob name' }),
  t: z.enum(['i', 'h'], { error: 'Invalid type' }),
});
export type StorageBlobQuery = z.infer<typeof storageBlobQuerySchema>;

export const storageBlobResponseSchema = z.object({
  data: z.array(z.object({ data: z.string() })),
});
export type StorageBlobResponse = z.infer<typeof storageBlobResponseSchema>;
