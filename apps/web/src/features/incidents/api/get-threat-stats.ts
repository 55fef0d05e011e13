import { statsQuerySchema } from '@baitwatch/contracts/dashboard/stats-query';
import { threatStatsResponseSchema } from '@baitwatch/contracts/dashboard/threat-stats';
import { CHART_BUCKETS } from '@baitwatch/contracts/events/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { incidentKeys } from '../../../lib/events/query-keys.ts';
import { feedWindow } from '../model/feed-filters.ts';
import { type FeedScope, scopeKey, statsCall } from '../model/feed-scope.ts';

/** GET dashboard/stats/{id}/threats: Threats detected, Top Threats and Top Vulnerable Users. */
export function fetchThreatStats(scope: FeedScope, days: number, signal?: AbortSignal) {
  const { path, query } = statsCall(scope, 'threats');
  return apiRequest(path, {
    schema: threatStatsResponseSchema,
    signal,
    querySchema: statsQuerySchema,
    query: { ...query, ...feedWindow(days, new Date()), numberOfBuckets: CHART_BUCKETS },
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
