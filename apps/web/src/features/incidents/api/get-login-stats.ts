import { loginStatsResponseSchema } from '@baitwatch/contracts/dashboard/login-stats';
import { statsQuerySchema } from '@baitwatch/contracts/dashboard/stats-query';
import { CHART_BUCKETS } from '@baitwatch/contracts/events/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { incidentKeys } from '../../../lib/events/query-keys.ts';
import { feedWindow } from '../model/feed-filters.ts';
import { type FeedScope, scopeKey, statsCall } from '../model/feed-scope.ts';

/** GET dashboard/stats/{id}/events: Login Pages Scanned per bucket. */
export function fetchLoginStats(scope: FeedScope, days: number, signal?: AbortSignal) {
  const { path, query } = statsCall(scope, 'events');
  return apiRequest(path, {
    schema: loginStatsResponseSchema,
    signal,
    querySchema: statsQuerySchema,
    query: { ...query, ...feedWindow(days, new Date()), numberOfBuckets: CHART_BUCKETS },
  });
}

export const loginStatsQueryOptions = (scope: FeedScope, days: number) =>
  queryOptions({
    queryKey: [...incidentKeys.ofScope('login-stats', scopeKey(scope)), days],
    queryFn: ({ signal }) => fetchLoginStats(scope, days, signal),
    staleTime: 60_000,
  });

export function useLoginStats(scope: FeedScope, days: number) {
  return useQuery(loginStatsQueryOptions(scope, days));
}
