import {
  type PortalCustomersResponse,
  portalCustomersResponseSchema,
} from '@baitwatch/contracts/customers/portal-customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function fetchPortalCustomers(signal?: AbortSignal): Promise<PortalCustomersResponse> {
  return apiRequest('/v1/portal/customers', { schema: portalCustomersResponseSchema, signal });
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
