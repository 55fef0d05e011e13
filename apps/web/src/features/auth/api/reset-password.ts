import { type TokenResponse, tokenResponseSchema } from '@baitwatch/contracts/auth/login';
import type { SetPasswordRequest } from '@baitwatch/contracts/auth/set-password';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function postResetPassword(body: SetPasswordRequest): Promise<TokenResponse> {
  return apiRequest('/v1/auth/reset-password', {
    method: 'POST',
    body,
    schema: tokenResponseSchema,
    skipRefresh: true,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: postResetPassword });
}
