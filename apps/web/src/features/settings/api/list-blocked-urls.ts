import { listBlockedUrls } from '@baitwatch/contracts/settings/list-calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** The organization's blocked URLs. */
export function fetchBlockedUrls(customerId: number, signal?: AbortSignal) {
  return callApi(listBlockedUrls, { params: { id: customerId }, signal });
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
