import { updateOrganizationAccount } from '@baitwatch/contracts/organizations/calls';
import type { UpdateCustomerAccountRequest } from '@baitwatch/contracts/organizations/update-customer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerDetailsQueryOptions } from '../../../domains/organizations/api/get-customer-details.ts';
import { callApi } from '../../../lib/call-api.ts';

/** The Account tab: the organization's name and phone. */
export function putCustomerAccount({ id, body }: { id: number; body: UpdateCustomerAccountRequest }) {
  return callApi(updateOrganizationAccount, { params: { id }, body });
}

export function useUpdateCustomerAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putCustomerAccount,
    onSuccess: (_answer, { id }) =>
      queryClient.invalidateQueries({ queryKey: customerDetailsQueryOptions(id).queryKey }),
  });
}
