import { z } from 'zod';

/**
 * An allowed Google Form URL (spec doc 2 §3): `url` is stored without the scheme and URL-encoded
 * (shownGoogleFormUrl in list-rules.ts reads it back); `displayName` is the admin who added it.
 */
export const googleFormUrlSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  displayName: z.string(),
  url: z.string(),
  createdOn: z.iso.datetime(),
});
export type GoogleFormUrl = z.infer<typeof googleFormUrlSchema>;

/** GET /v1/portal/customers/{id}/whitelist-urls: the organization's allowed Google Form URLs, oldest first. */
export const listGoogleFormUrlsResponseSchema = z.object({ list: z.array(googleFormUrlSchema) });
export type ListGoogleFormUrlsResponse = z.infer<typeof listGoogleFormUrlsResponseSchema>;
