import { type LookupId, lookupResponseSchema } from '@baitwatch/contracts/lookups/lookup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /v1/lookup/{lookupId}: a reference list (Scan Settings' dropdowns). Lists change rarely. */
export function fetchLookup(lookupId: LookupId, signal?: AbortSignal) {
  return apiRequest(`/v1/lookup/${lookupId}`, { schema: lookupResponseSchema, signal });
}

export const lookupQueryOptions = (lookupId: LookupId) =>
  queryOptions({
    queryKey: ['lookup', lookupId] as const,
    queryFn: ({ signal }) => fetchLookup(lookupId, signal),
    staleTime: 10 * 60_000,
  });

export function useLookup(lookupId: LookupId) {
  return useQuery(lookupQueryOptions(lookupId));
}
