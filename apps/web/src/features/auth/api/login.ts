import type { LoginRequest, LoginResponse } from '@baitwatch/contracts/auth/login';
import { login } from '@baitwatch/contracts/auth/session-calls';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** A session, or (for a generated password) a token to choose a new one first. */
export function postLogin(body: LoginRequest): Promise<LoginResponse> {
  return callApi(login, { body, skipRefresh: true });
}

export function useLogin() {
  return useMutation({ mutationFn: postLogin });
}
