import { getOrganization } from '@baitwatch/contracts/organizations/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** The organization's details (the settings' Account tab, the Deployment page). */
export function fetchCustomerDetails(id: number, signal?: AbortSignal) {
  return callApi(getOrganization, { params: { id }, signal });
}

export const customerDetailsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['customer', id] as const,
    queryFn: ({ signal }) => fetchCustomerDetails(id, signal),
  });

export function useCustomerDetails(id: number) {
  return useQuery(customerDetailsQueryOptions(id));
}
