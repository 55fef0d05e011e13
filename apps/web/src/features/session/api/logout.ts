import { messageResponseSchema } from '@baitwatch/contracts/auth/logout';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Revokes the refresh family and clears both cookies on the server. */
export function postLogout() {
  return apiRequest('/v1/auth/logout', {
    method: 'POST',
    body: {},
    schema: messageResponseSchema,
    skipRefresh: true,
  });
}

export function useLogout() {
  return useMutation({ mutationFn: postLogout });
}
