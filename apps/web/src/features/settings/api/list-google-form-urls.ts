import { listGoogleFormUrls } from '@baitwatch/contracts/settings/list-calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** The organization's allowed Google Form URLs. */
export function fetchGoogleFormUrls(customerId: number, signal?: AbortSignal) {
  return callApi(listGoogleFormUrls, { params: { id: customerId }, signal });
}

export const googleFormUrlsQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: ['settings', 'google-form-urls', customerId] as const,
    queryFn: ({ signal }) => fetchGoogleFormUrls(customerId, signal),
    select: (answer) => answer.list,
  });

export function useGoogleFormUrls(customerId: number) {
  return useQuery(googleFormUrlsQueryOptions(customerId));
}
