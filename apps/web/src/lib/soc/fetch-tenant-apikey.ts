import { fetchTenantApiKeyResponseSchema } from '@baitwatch/contracts/api-keys/fetch-tenant-apikey';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';

export const tenantApiKeyQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: ['api-key', 'tenant', tenantId] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/v1/enterprise-soc/fetch-tenant-apikey/${tenantId}`, {
        schema: fetchTenantApiKeyResponseSchema,
        signal,
      }),
  });

/** GET /v1/enterprise-soc/fetch-tenant-apikey/{tenantId}: the tenant's global key and expiry. */
export function useTenantApiKey(tenantId: number) {
  return useQuery(tenantApiKeyQueryOptions(tenantId));
}
