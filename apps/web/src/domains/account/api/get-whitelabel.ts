import { getWhitelabel } from '@baitwatch/contracts/whitelabel/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

// The Whitelabel Details panel shows on the customer settings' and the MSP Center's Account tab, so
// its calls live here.

/** The tenant's flag, brand, support email and logo. */
export function fetchWhitelabel(tenantId: number, signal?: AbortSignal) {
  return callApi(getWhitelabel, { params: { id: tenantId }, signal });
}

export const whitelabelQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: ['account', 'whitelabel', tenantId] as const,
    queryFn: ({ signal }) => fetchWhitelabel(tenantId, signal),
  });

export function useWhitelabel(tenantId: number) {
  return useQuery(whitelabelQueryOptions(tenantId));
}
