import { getMe } from '@baitwatch/contracts/auth/session-calls';
import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export function fetchMe(signal?: AbortSignal): Promise<SessionUser> {
  return callApi(getMe, { signal });
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['session', 'me'],
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: 5 * 60_000,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}
