import { type OneTimeLinkResponse, oneTimeLinkResponseSchema } from '@baitwatch/contracts/auth/one-time-link';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** What an emailed link is for and whose it is, before the set-password form shows. */
export function fetchOneTimeLink(token: string, signal?: AbortSignal): Promise<OneTimeLinkResponse> {
  return apiRequest(`/v1/auth/one-time/${encodeURIComponent(token)}`, {
    schema: oneTimeLinkResponseSchema,
    signal,
    skipRefresh: true,
  });
}

export const oneTimeLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'one-time-link', token],
    queryFn: ({ signal }) => fetchOneTimeLink(token, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** `used`: once the link has set the password it is spent; asking again would only fail. */
export function useOneTimeLink(token: string, used: boolean) {
  return useQuery({ ...oneTimeLinkQueryOptions(token), enabled: token.length > 0 && !used });
}
