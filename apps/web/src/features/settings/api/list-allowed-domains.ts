import { listAllowedDomainsResponseSchema } from '@baitwatch/contracts/settings/list-allowed-domains';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /v1/portal/customers/{id}/whitelist-domain: the organization's allowed domains. */
export function fetchAllowedDomains(customerId: number, signal?: AbortSignal) {
  return apiRequest(`/v1/portal/customers/${customerId}/whitelist-domain`, {
    schema: listAllowedDomainsResponseSchema,
    signal,
  });
}

export const allowedDomainsQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: ['settings', 'allowed-domains', customerId] as const,
    queryFn: ({ signal }) => fetchAllowedDomains(customerId, signal),
    select: (answer) => answer.list,
  });

export function useAllowedDomains(customerId: number) {
  return useQuery(allowedDomainsQueryOptions(customerId));
}
