import {
  type CustomerSignupRequest,
  customerSignupResponseSchema,
} from '@baitwatch/contracts/customers/customer-signup';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST auth/customer/signup (Create Customer). */
export function postCustomerSignup(body: CustomerSignupRequest) {
  return apiRequest('/v1/auth/customer/signup', {
    method: 'POST',
    body,
    schema: customerSignupResponseSchema,
  });
}

export function useCustomerSignup() {
  return useMutation({ mutationFn: postCustomerSignup });
}
