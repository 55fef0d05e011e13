import { searchOrganizations } from '@baitwatch/contracts/search/calls';
import { SEARCH_MIN_LENGTH, type SearchResponse } from '@baitwatch/contracts/search/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export function fetchPortalSearch(term: string, signal?: AbortSignal): Promise<SearchResponse> {
  return callApi(searchOrganizations, { query: { term }, signal });
}

export const portalSearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['session', 'portal-search', term],
    queryFn: ({ signal }) => fetchPortalSearch(term, signal),
    staleTime: 60_000,
  });

/** The organization dropdown's server search; the caller passes the already debounced term. */
export function usePortalSearch(term: string) {
  const trimmed = term.trim();
  return useQuery({
    ...portalSearchQueryOptions(trimmed),
    enabled: trimmed.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
