import { z } from 'zod';
import { customerIdParam } from '../common/ids.ts';

/**
 * GET /v1/enterprise-soc/fetch-apikey/{customerId}: the organization's SOC API key and its expiry
 * (yyyy-mm-dd), both null when none was generated. Any admin of the organization; not for a Global View.
 */
export const fetchApiKeyParamsSchema = z.object({ customerId: customerIdParam });

export const fetchApiKeyResponseSchema = z.object({
  apiKey: z.string().nullable(),
  apiKeyExpiry: z.string().nullable(),
});
export type FetchApiKeyResponse = z.infer<typeof fetchApiKeyResponseSchema>;
