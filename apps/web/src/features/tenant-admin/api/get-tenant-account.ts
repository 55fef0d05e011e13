import { tenantAccountSchema } from '@baitwatch/contracts/tenants/tenant-account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /v1/msp-management/tenants/{id}: the Account tab's details. */
export function fetchTenantAccount(tenantId: number, signal?: AbortSignal) {
  return apiRequest(`/v1/msp-management/tenants/${tenantId}`, { schema: tenantAccountSchema, signal });
}

export const tenantAccountQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: ['tenant-admin', 'account', tenantId] as const,
    queryFn: ({ signal }) => fetchTenantAccount(tenantId, signal),
  });

export function useTenantAccount(tenantId: number) {
  return useQuery(tenantAccountQueryOptions(tenantId));
}
