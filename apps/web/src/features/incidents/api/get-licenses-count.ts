import { countLicenses } from '@baitwatch/contracts/events/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { incidentKeys } from '../../../domains/events/model/query-keys.ts';
import { callForScope } from '../../../lib/org-scope-call.ts';
import { type FeedScope, scopeKey } from '../model/feed-scope.ts';

/** How many extension users the scope has. */
export function fetchLicensesCount(scope: FeedScope, signal?: AbortSignal) {
  return callForScope(countLicenses, scope, { signal });
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
