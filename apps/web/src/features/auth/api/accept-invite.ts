import type { SignInResponse } from '@baitwatch/contracts/auth/login';
import { acceptInvite } from '@baitwatch/contracts/auth/session-calls';
import type { SetPasswordRequest } from '@baitwatch/contracts/auth/set-password';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export function postAcceptInvite(body: SetPasswordRequest): Promise<SignInResponse> {
  return callApi(acceptInvite, { body, skipRefresh: true });
}

export function useAcceptInvite() {
  return useMutation({ mutationFn: postAcceptInvite });
}
