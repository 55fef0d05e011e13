import { z } from 'zod';
import { tenantIdParam } from '../events/query-params.ts';

/** The path of the whitelabel calls: portal/tenants/{id}/settings/whitelabel. */
export const whitelabelParamsSchema = z.object({ id: tenantIdParam });

/**
 * GET /v1/portal/tenants/{id}/settings/whitelabel (doc 1 §3 "Whitelabel info"): the tenant's flag and
 * branding. The logo comes as its public address and size, not as base64 (decision 0027).
 */
export const whitelabelInfoSchema = z.object({
  tenantId: z.number().int(),
  organizationName: z.string(),
  subDomain: z.string(),
  isCustomized: z.boolean(),
  brandName: z.string().nullable(),
  supportEmail: z.string().nullable(),
  logoFileName: z.string().nullable(),
  /** The logo as the login page loads it; null without a logo. */
  logoUrl: z.string().nullable(),
  /** The stored logo's size in bytes; null without a logo. */
  logoSize: z.number().int().nullable(),
});
export type WhitelabelInfo = z.infer<typeof whitelabelInfoSchema>;
