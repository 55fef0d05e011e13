import {
  licensesCountResponseSchema,
  tenantLicensesCountQuerySchema,
} from '@baitwatch/contracts/events/licenses-count';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { incidentKeys } from '../../../lib/events/query-keys.ts';
import { type FeedScope, scopeCall, scopeKey } from '../model/feed-scope.ts';

/** GET portal/{customers|tenants}/{id}/licenses-count: how many extension users the scope has. */
export function fetchLicensesCount(scope: FeedScope, signal?: AbortSignal) {
  const { path, query } = scopeCall(scope, 'licenses-count');
  return apiRequest(path, {
    schema: licensesCountResponseSchema,
    signal,
    querySchema: tenantLicensesCountQuerySchema,
    query,
  });
}

export const licensesCountQueryOptions = (scope: FeedScope) =>
  queryOptions({
    queryKey: incidentKeys.ofScope('licenses-count', scopeKey(scope)),
    queryFn: ({ signal }) => fetchLicensesCount(scope, signal),
    staleTime: 5 * 60_000,
  });

export function useLicensesCount(scope: FeedScope, enabled: boolean) {
  return useQuery({ ...licensesCountQueryOptions(scope), enabled });
}
