import { listBlockedUrlsResponseSchema } from '@baitwatch/contracts/settings/list-blocked-urls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /v1/portal/customers/{id}/blacklist-urls: the organization's blocked URLs. */
export function fetchBlockedUrls(customerId: number, signal?: AbortSignal) {
  return apiRequest(`/v1/portal/customers/${customerId}/blacklist-urls`, {
    schema: listBlockedUrlsResponseSchema,
    signal,
  });
}

export const blockedUrlsQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: ['settings', 'blocked-urls', customerId] as const,
    queryFn: ({ signal }) => fetchBlockedUrls(customerId, signal),
    select: (answer) => answer.list,
  });

export function useBlockedUrls(customerId: number) {
  return useQuery(blockedUrlsQueryOptions(customerId));
}
