import { meResponseSchema } from '@baitwatch/contracts/auth/me';
import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function fetchMe(signal?: AbortSignal): Promise<SessionUser> {
  return apiRequest('/v1/auth/me', { schema: meResponseSchema, signal });
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
