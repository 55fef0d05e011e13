import { logout } from '@baitwatch/contracts/auth/session-calls';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** Revokes the refresh family and clears both cookies on the server. */
export function postLogout() {
  return callApi(logout, { body: {}, skipRefresh: true });
}

export function useLogout() {
  return useMutation({ mutationFn: postLogout });
}
