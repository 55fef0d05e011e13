import { z } from 'zod';

/** A blocked URL (spec doc 2 §3): `displayName` is the admin who added it. */
export const blockedUrlSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  displayName: z.string(),
  url: z.string(),
  created: z.iso.datetime(),
});
export type BlockedUrl = z.infer<typeof blockedUrlSchema>;

/** GET /v1/portal/customers/{id}/blacklist-urls: the organization's blocked URLs, oldest first. */
export const listBlockedUrlsResponseSchema = z.object({ list: z.array(blockedUrlSchema) });
export type ListBlockedUrlsResponse = z.infer<typeof listBlockedUrlsResponseSchema>;
