import { removeOrganization } from '@baitwatch/contracts/organizations/calls';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/**
 * The organization stops (its admins cannot sign in, its
 * extensions are refused); its data stays. The MSP Center's Delete Organization and the customer
 * settings' Account Cancellation both make this call.
 */
export function stopOrganization(id: number) {
  return callApi(removeOrganization, { params: { id } });
}

export function useStopOrganization() {
  return useMutation({ mutationFn: stopOrganization });
}
