import { listFeedBrands } from '@baitwatch/contracts/events/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { incidentKeys } from '../../../domains/events/model/query-keys.ts';
import { callForScope } from '../../../lib/org-scope-call.ts';
import { feedWindow } from '../model/feed-filters.ts';
import { type FeedScope, scopeKey } from '../model/feed-scope.ts';

/** The brands seen in the window, for the brand filter. */
export function fetchBrands(scope: FeedScope, days: number, signal?: AbortSignal) {
  return callForScope(listFeedBrands, scope, {
    query: { startTime: feedWindow(days, new Date()).startTime },
    signal,
  });
}

export const brandsQueryOptions = (scope: FeedScope, days: number) =>
  queryOptions({
    queryKey: [...incidentKeys.ofScope('brands', scopeKey(scope)), days],
    queryFn: ({ signal }) => fetchBrands(scope, days, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useBrands(scope: FeedScope, days: number) {
  return useQuery(brandsQueryOptions(scope, days));
}
