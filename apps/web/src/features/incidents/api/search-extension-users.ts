import {
  searchExtensionUsersResponseSchema,
  tenantSearchExtensionUsersQuerySchema,
} from '@baitwatch/contracts/events/search-extension-users';
import { SEARCH_MIN_LENGTH } from '@baitwatch/contracts/search/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { incidentKeys } from '../../../lib/events/query-keys.ts';
import { type FeedScope, scopeCall, scopeKey } from '../model/feed-scope.ts';

/** GET portal/{customers|tenants}/{id}/search-extension-users?term=: the user filter's options. */
export function fetchExtensionUsers(scope: FeedScope, term: string, signal?: AbortSignal) {
  const { path, query } = scopeCall(scope, 'search-extension-users');
  return apiRequest(path, {
    schema: searchExtensionUsersResponseSchema,
    signal,
    querySchema: tenantSearchExtensionUsersQuerySchema,
    query: { ...query, term },
  });
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
