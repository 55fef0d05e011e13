import { z } from 'zod';
import { googleFormUrlSchema } from './list-google-form-urls.ts';
import { googleFormUrlField } from './list-rules.ts';

/**
 * POST /v1/portal/customers/{id}/whitelist-url with body `url` (spec doc 2 §7): trimmed, https added
 * when the scheme is missing, judged by the rules of doc 2 §5, stored without the scheme, URL-encoded.
 */
export const addGoogleFormUrlSchema = (existing?: readonly string[]) =>
  z.object({ url: googleFormUrlField(existing) });
export const addGoogleFormUrlRequestSchema = addGoogleFormUrlSchema();
export type AddGoogleFormUrlRequest = z.input<typeof addGoogleFormUrlRequestSchema>;

export const addGoogleFormUrlResponseSchema = z.object({ message: z.string(), url: googleFormUrlSchema });
export type AddGoogleFormUrlResponse = z.infer<typeof addGoogleFormUrlResponseSchema>;
