import { whitelabelInfoSchema } from '@baitwatch/contracts/whitelabel/get-whitelabel';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';

// The Whitelabel Details panel shows on the customer settings' and the MSP Center's Account tab, so
// its calls live here.

/** GET /v1/portal/tenants/{id}/settings/whitelabel: the tenant's flag, brand, support email and logo. */
export function fetchWhitelabel(tenantId: number, signal?: AbortSignal) {
  return apiRequest(`/v1/portal/tenants/${tenantId}/settings/whitelabel`, {
    schema: whitelabelInfoSchema,
    signal,
  });
}

export const whitelabelQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: ['account', 'whitelabel', tenantId] as const,
    queryFn: ({ signal }) => fetchWhitelabel(tenantId, signal),
  });

export function useWhitelabel(tenantId: number) {
  return useQuery(whitelabelQueryOptions(tenantId));
}
