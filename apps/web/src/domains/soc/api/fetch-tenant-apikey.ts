import { fetchTenantApiKey } from '@baitwatch/contracts/api-keys/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export const tenantApiKeyQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: ['api-key', 'tenant', tenantId] as const,
    queryFn: ({ signal }) => callApi(fetchTenantApiKey, { params: { tenantId }, signal }),
  });

/** The tenant's global key and expiry. */
export function useTenantApiKey(tenantId: number) {
  return useQuery(tenantApiKeyQueryOptions(tenantId));
}
