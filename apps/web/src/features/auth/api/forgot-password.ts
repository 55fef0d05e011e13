import type { ForgotPasswordRequest } from '@baitwatch/contracts/auth/forgot-password';
import { messageResponseSchema } from '@baitwatch/contracts/auth/logout';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function postForgotPassword(body: ForgotPasswordRequest) {
  return apiRequest('/v1/auth/forgot-password', {
    method: 'POST',
    body,
    schema: messageResponseSchema,
    skipRefresh: true,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: postForgotPassword });
}
