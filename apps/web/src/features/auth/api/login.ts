import { type LoginRequest, type TokenResponse, tokenResponseSchema } from '@baitwatch/contracts/auth/login';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function postLogin(body: LoginRequest): Promise<TokenResponse> {
  return apiRequest('/v1/auth/login', {
    method: 'POST',
    body,
    schema: tokenResponseSchema,
    skipRefresh: true,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: postLogin });
}
