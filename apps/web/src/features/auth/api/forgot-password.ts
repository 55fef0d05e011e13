import type { ForgotPasswordRequest } from '@baitwatch/contracts/auth/forgot-password';
import { forgotPassword } from '@baitwatch/contracts/auth/session-calls';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export function postForgotPassword(body: ForgotPasswordRequest) {
  return callApi(forgotPassword, { body, skipRefresh: true });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: postForgotPassword });
}
