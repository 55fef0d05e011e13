import { listPortalOrganizations } from '@baitwatch/contracts/organizations/calls';
import type { PortalCustomersResponse } from '@baitwatch/contracts/organizations/portal-customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export function fetchPortalCustomers(signal?: AbortSignal): Promise<PortalCustomersResponse> {
  return callApi(listPortalOrganizations, { signal });
}

export const portalCustomersQueryOptions = () =>
  queryOptions({
    queryKey: ['session', 'portal-customers'],
    queryFn: ({ signal }) => fetchPortalCustomers(signal),
    staleTime: 5 * 60_000,
  });

export function usePortalCustomers(enabled: boolean) {
  return useQuery({ ...portalCustomersQueryOptions(), enabled });
}
