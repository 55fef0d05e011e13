import { brandsResponseSchema, tenantBrandsQuerySchema } from '@baitwatch/contracts/brands/portal-brands';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { incidentKeys } from '../../../lib/events/query-keys.ts';
import { feedWindow } from '../model/feed-filters.ts';
import { type FeedScope, scopeCall, scopeKey } from '../model/feed-scope.ts';

/** GET portal/{customers|tenants}/{id}/brands: the brands seen in the window, for the brand filter. */
export function fetchBrands(scope: FeedScope, days: number, signal?: AbortSignal) {
  const { path, query } = scopeCall(scope, 'brands');
  return apiRequest(path, {
    schema: brandsResponseSchema,
    signal,
    querySchema: tenantBrandsQuerySchema,
    query: { ...query, startTime: feedWindow(days, new Date()).startTime },
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
