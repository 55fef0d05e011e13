import { z } from 'zod';
import { tenantIdParam } from '../events/query-params.ts';

export { generateApiKeyBodySchema, generateApiKeyResponseSchema } from './expiry-date.ts';

/**
 * PUT /v1/enterprise-soc/generate-tenant-apikey/{tenantId} with { expiryDate: 'yyyy-mm-dd' }: a new
 * global key in place of the old one, which stops working at once. Answers newApiKey and newApiExpiryDate.
 */
export const generateTenantApiKeyParamsSchema = z.object({ tenantId: tenantIdParam });
