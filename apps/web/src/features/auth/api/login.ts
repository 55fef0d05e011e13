import { type LoginRequest, type LoginResponse, loginResponseSchema } from '@baitwatch/contracts/auth/login';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /v1/auth/login: a session, or (for a generated password) a token to choose a new one first. */
export function postLogin(body: LoginRequest): Promise<LoginResponse> {
  return apiRequest('/v1/auth/login', {
    method: 'POST',
    body,
    schema: loginResponseSchema,
    skipRefresh: true,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: postLogin });
}
