import { z } from 'zod';
import { tenantIdParam } from '../events/query-params.ts';

/**
 * GET /v1/enterprise-soc/fetch-tenant-apikey/{tenantId}: the tenant's global SOC API key (all its
 * organizations) and its expiry, both null when none was generated. The tenant's TenantAdmins, and the
 * provider (from a Global View).
 */
export const fetchTenantApiKeyParamsSchema = z.object({ tenantId: tenantIdParam });

export const fetchTenantApiKeyResponseSchema = z.object({
  tenantApiKey: z.string().nullable(),
  tenantApiKeyExpiryDate: z.string().nullable(),
});
export type FetchTenantApiKeyResponse = z.infer<typeof fetchTenantApiKeyResponseSchema>;
