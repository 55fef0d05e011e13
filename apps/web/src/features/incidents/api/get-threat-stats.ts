import { getThreatStats } from '@baitwatch/contracts/dashboard/calls';
import { CHART_BUCKETS } from '@baitwatch/contracts/events/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { incidentKeys } from '../../../domains/events/model/query-keys.ts';
import { callApi } from '../../../lib/call-api.ts';
import { feedWindow } from '../model/feed-filters.ts';
import { type FeedScope, scopeKey, statsScopeQuery } from '../model/feed-scope.ts';

/** Threats detected, Top Threats and Top Vulnerable Users. */
export function fetchThreatStats(scope: FeedScope, days: number, signal?: AbortSignal) {
  return callApi(getThreatStats, {
    params: { id: scope.id },
    signal,
    query: { ...statsScopeQuery(scope), ...feedWindow(days, new Date()), numberOfBuckets: CHART_BUCKETS },
  });
}

export const threatStatsQueryOptions = (scope: FeedScope, days: number) =>
  queryOptions({
    queryKey: [...incidentKeys.ofScope('threat-stats', scopeKey(scope)), days],
    queryFn: ({ signal }) => fetchThreatStats(scope, days, signal),
    staleTime: 60_000,
  });

export function useThreatStats(scope: FeedScope, days: number) {
  return useQuery(threatStatsQueryOptions(scope, days));
}
