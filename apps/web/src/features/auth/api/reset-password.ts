import type { SignInResponse } from '@baitwatch/contracts/auth/login';
import { resetPassword } from '@baitwatch/contracts/auth/session-calls';
import type { SetPasswordRequest } from '@baitwatch/contracts/auth/set-password';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export function postResetPassword(body: SetPasswordRequest): Promise<SignInResponse> {
  return callApi(resetPassword, { body, skipRefresh: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: postResetPassword });
}
