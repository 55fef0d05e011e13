import {
  customerChangeResponseSchema,
  type UpdateCustomerAccountRequest,
} from '@baitwatch/contracts/customers/update-customer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerDetailsQueryOptions } from '../../../lib/customers/get-customer-details.ts';

/** PUT /v1/msp-management/customers/{id} with the Account tab's body: name and phone. */
export function putCustomerAccount({ id, body }: { id: number; body: UpdateCustomerAccountRequest }) {
  return apiRequest(`/v1/msp-management/customers/${id}`, {
    method: 'PUT',
    body,
    schema: customerChangeResponseSchema,
  });
}

export function useUpdateCustomerAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putCustomerAccount,
    onSuccess: (_answer, { id }) =>
      queryClient.invalidateQueries({ queryKey: customerDetailsQueryOptions(id).queryKey }),
  });
}
