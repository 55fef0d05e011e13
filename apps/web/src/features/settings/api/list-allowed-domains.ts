import { listAllowedDomains } from '@baitwatch/contracts/settings/list-calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** The organization's allowed domains. */
export function fetchAllowedDomains(customerId: number, signal?: AbortSignal) {
  return callApi(listAllowedDomains, { params: { id: customerId }, signal });
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
