import type { OneTimeLinkResponse } from '@baitwatch/contracts/auth/one-time-link';
import { inspectOneTimeLink } from '@baitwatch/contracts/auth/session-calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** What an emailed link is for and whose it is, before the set-password form shows. */
export function fetchOneTimeLink(token: string, signal?: AbortSignal): Promise<OneTimeLinkResponse> {
  return callApi(inspectOneTimeLink, { params: { token }, signal, skipRefresh: true });
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
