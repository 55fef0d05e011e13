import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /v1/portal/customers/{id}/blacklist-urls/export: the organization's blocked URLs as CSV text (decision 0035). */
export function fetchBlockedUrlsCsv(customerId: number) {
  return apiRequest(`/v1/portal/customers/${customerId}/blacklist-urls/export`, { schema: z.string() });
}
