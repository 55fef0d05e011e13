import {
  customerChangeResponseSchema,
  type UpdateCustomerInfoRequest,
} from '@baitwatch/contracts/customers/update-customer';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /v1/msp-management/customers/{id}: the edit form's Organization Info block. */
export function putOrganizationInfo({ id, body }: { id: number; body: UpdateCustomerInfoRequest }) {
  return apiRequest(`/v1/msp-management/customers/${id}`, {
    method: 'PUT',
    body,
    schema: customerChangeResponseSchema,
  });
}

export function useUpdateOrganization() {
  return useMutation({ mutationFn: putOrganizationInfo });
}
