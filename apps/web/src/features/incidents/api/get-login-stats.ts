import { getLoginStats } from '@baitwatch/contracts/dashboard/calls';
import { CHART_BUCKETS } from '@baitwatch/contracts/events/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { incidentKeys } from '../../../domains/events/model/query-keys.ts';
import { callApi } from '../../../lib/call-api.ts';
import { feedWindow } from '../model/feed-filters.ts';
import { type FeedScope, scopeKey, statsScopeQuery } from '../model/feed-scope.ts';

/** Login Pages Scanned per bucket. */
export function fetchLoginStats(scope: FeedScope, days: number, signal?: AbortSignal) {
  return callApi(getLoginStats, {
    params: { id: scope.id },
    signal,
    query: { ...statsScopeQuery(scope), ...feedWindow(days, new Date()), numberOfBuckets: CHART_BUCKETS },
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
