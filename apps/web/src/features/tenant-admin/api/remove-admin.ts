import { deleteUserResponseSchema } from '@baitwatch/contracts/users/delete-user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tenantAdminKeys } from './get-admins.ts';

/** DELETE /v1/users/{id}: removes an admin while another remains. */
export function deleteAdmin(id: string) {
  return apiRequest(`/v1/users/${id}`, { method: 'DELETE', schema: deleteUserResponseSchema });
}

export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantAdminKeys.admins() }),
  });
}
