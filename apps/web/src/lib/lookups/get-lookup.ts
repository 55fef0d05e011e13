import {
  type LookupId,
  type LookupQuery,
  lookupQuerySchema,
  lookupResponseSchema,
} from '@baitwatch/contracts/lookups/lookup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';

/**
 * GET /v1/lookup/{lookupId}?sflex1=&sflex2=: a reference list (Scan Settings' dropdowns; the threat
 * intel form's industry, country, and the states of a country and cities of a state). Lists change rarely.
 */
export function fetchLookup(lookupId: LookupId, filter: LookupQuery = {}, signal?: AbortSignal) {
  return apiRequest(`/v1/lookup/${lookupId}`, {
    schema: lookupResponseSchema,
    signal,
    querySchema: lookupQuerySchema,
    query: { sflex1: filter.sflex1 || undefined, sflex2: filter.sflex2 || undefined },
  });
}

export const lookupQueryOptions = (lookupId: LookupId, filter: LookupQuery = {}) =>
  queryOptions({
    queryKey: ['lookup', lookupId, filter.sflex1 ?? '', filter.sflex2 ?? ''] as const,
    queryFn: ({ signal }) => fetchLookup(lookupId, filter, signal),
    staleTime: 10 * 60_000,
  });

/** A lookup list; `enabled` false while its parent (the country of states, the state of cities) is unset. */
export function useLookup(lookupId: LookupId, filter: LookupQuery = {}, enabled = true) {
  return useQuery({ ...lookupQueryOptions(lookupId, filter), enabled });
}
