import { type InviteUserRequest, inviteUserResponseSchema } from '@baitwatch/contracts/users/invite-user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tenantAdminKeys } from './get-admins.ts';

/** POST /v1/auth/invite-user: a new admin, who sets a password from the emailed link. */
export function postInviteAdmin(body: InviteUserRequest) {
  return apiRequest('/v1/auth/invite-user', { method: 'POST', body, schema: inviteUserResponseSchema });
}

export function useInviteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postInviteAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantAdminKeys.admins() }),
  });
}
