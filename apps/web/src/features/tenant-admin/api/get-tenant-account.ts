import { getTenantAccount } from '@baitwatch/contracts/tenants/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** The Account tab's details. */
export function fetchTenantAccount(tenantId: number, signal?: AbortSignal) {
  return callApi(getTenantAccount, { params: { id: tenantId }, signal });
}

export const tenantAccountQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: ['tenant-admin', 'account', tenantId] as const,
    queryFn: ({ signal }) => fetchTenantAccount(tenantId, signal),
  });

export function useTenantAccount(tenantId: number) {
  return useQuery(tenantAccountQueryOptions(tenantId));
}
