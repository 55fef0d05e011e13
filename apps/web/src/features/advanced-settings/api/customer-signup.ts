import { signUpOrganization } from '@baitwatch/contracts/organizations/calls';
import type { CustomerSignupRequest } from '@baitwatch/contracts/organizations/customer-signup';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** Create Customer. */
export function postCustomerSignup(body: CustomerSignupRequest) {
  return callApi(signUpOrganization, { body });
}

export function useCustomerSignup() {
  return useMutation({ mutationFn: postCustomerSignup });
}
