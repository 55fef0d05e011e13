import { z } from 'zod';
import { blockedUrlSchema } from './list-blocked-urls.ts';
import { blockedUrlField } from './list-rules.ts';

/** POST /v1/portal/customers/{id}/blacklist-urls with body `url` (spec doc 2 §7). */
export const addBlockedUrlSchema = (existing?: readonly string[]) =>
  z.object({ url: blockedUrlField(existing) });
export const addBlockedUrlRequestSchema = addBlockedUrlSchema();
export type AddBlockedUrlRequest = z.input<typeof addBlockedUrlRequestSchema>;

export const addBlockedUrlResponseSchema = z.object({ message: z.string(), url: blockedUrlSchema });
export type AddBlockedUrlResponse = z.infer<typeof addBlockedUrlResponseSchema>;
