import { searchExtensionUsers } from '@baitwatch/contracts/events/calls';
import { SEARCH_MIN_LENGTH } from '@baitwatch/contracts/search/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { incidentKeys } from '../../../domains/events/model/query-keys.ts';
import { callForScope } from '../../../lib/org-scope-call.ts';
import { type FeedScope, scopeKey } from '../model/feed-scope.ts';

/** The user filter's options. */
export function fetchExtensionUsers(scope: FeedScope, term: string, signal?: AbortSignal) {
  return callForScope(searchExtensionUsers, scope, { query: { term }, signal });
}

export const extensionUsersQueryOptions = (scope: FeedScope, term: string) =>
  queryOptions({
    queryKey: [...incidentKeys.ofScope('extension-users', scopeKey(scope)), term],
    queryFn: ({ signal }) => fetchExtensionUsers(scope, term, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** Searches once the (already debounced) term has at least 2 characters. */
export function useExtensionUserSearch(scope: FeedScope, term: string) {
  return useQuery({
    ...extensionUsersQueryOptions(scope, term),
    enabled: term.trim().length >= SEARCH_MIN_LENGTH,
  });
}
