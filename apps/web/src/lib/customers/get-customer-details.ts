import { customerDetailsSchema } from '@baitwatch/contracts/customers/customer-details';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';

/** GET /v1/portal/customers/{id}: the organization's details (the settings' Account tab, the Deployment page). */
export function fetchCustomerDetails(id: number, signal?: AbortSignal) {
  return apiRequest(`/v1/portal/customers/${id}`, { schema: customerDetailsSchema, signal });
}

export const customerDetailsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['customer', id] as const,
    queryFn: ({ signal }) => fetchCustomerDetails(id, signal),
  });

export function useCustomerDetails(id: number) {
  return useQuery(customerDetailsQueryOptions(id));
}
