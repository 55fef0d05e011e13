import { customerChangeResponseSchema } from '@baitwatch/contracts/customers/update-customer';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /v1/msp-management/customers/{id}: the organization stops; its data stays. */
export function deleteOrganization(id: number) {
  return apiRequest(`/v1/msp-management/customers/${id}`, {
    method: 'DELETE',
    schema: customerChangeResponseSchema,
  });
}

export function useDeleteOrganization() {
  return useMutation({ mutationFn: deleteOrganization });
}
