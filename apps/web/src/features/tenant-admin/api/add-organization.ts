import {
  type AddCustomerRequest,
  addCustomerResponseSchema,
} from '@baitwatch/contracts/customers/add-customer';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /v1/portal/customers: a new organization of the tenant, its primary admin invited. */
export function postAddOrganization(body: AddCustomerRequest) {
  return apiRequest('/v1/portal/customers', { method: 'POST', body, schema: addCustomerResponseSchema });
}

export function useAddOrganization() {
  return useMutation({ mutationFn: postAddOrganization });
}
