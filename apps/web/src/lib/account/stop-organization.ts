import { customerChangeResponseSchema } from '@baitwatch/contracts/customers/update-customer';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';

/**
 * DELETE /v1/msp-management/customers/{id}: the organization stops (its admins cannot sign in, its
 * extensions are refused); its data stays. The MSP Center's Delete Organization and the customer
 * settings' Account Cancellation both make this call.
 */
export function stopOrganization(id: number) {
  return apiRequest(`/v1/msp-management/customers/${id}`, {
    method: 'DELETE',
    schema: customerChangeResponseSchema,
  });
}

export function useStopOrganization() {
  return useMutation({ mutationFn: stopOrganization });
}
