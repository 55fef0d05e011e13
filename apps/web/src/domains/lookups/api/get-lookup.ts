import { getLookup } from '@baitwatch/contracts/lookups/calls';
import type { LookupId, LookupQuery } from '@baitwatch/contracts/lookups/lookup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/**
 * A reference list (Scan Settings' dropdowns; the threat
 * intel form's industry, country, and the states of a country and cities of a state). Lists change rarely.
 */
export function fetchLookup(lookupId: LookupId, filter: LookupQuery = {}, signal?: AbortSignal) {
  return callApi(getLookup, {
    params: { lookupId },
    query: { sflex1: filter.sflex1 || undefined, sflex2: filter.sflex2 || undefined },
    signal,
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
