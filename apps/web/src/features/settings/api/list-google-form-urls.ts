import { listGoogleFormUrlsResponseSchema } from '@baitwatch/contracts/settings/list-google-form-urls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /v1/portal/customers/{id}/whitelist-urls: the organization's allowed Google Form URLs. */
export function fetchGoogleFormUrls(customerId: number, signal?: AbortSignal) {
  return apiRequest(`/v1/portal/customers/${customerId}/whitelist-urls`, {
    schema: listGoogleFormUrlsResponseSchema,
    signal,
  });
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
