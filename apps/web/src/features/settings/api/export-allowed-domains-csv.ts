import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /v1/portal/customers/{id}/whitelist-domain/export: the organization's allowed domains as CSV text (decision 0035). */
export function fetchAllowedDomainsCsv(customerId: number) {
  return apiRequest(`/v1/portal/customers/${customerId}/whitelist-domain/export`, { schema: z.string() });
}
