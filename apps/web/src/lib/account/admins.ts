import { deleteUserResponseSchema } from '@baitwatch/contracts/users/delete-user';
import { type InviteUserRequest, inviteUserResponseSchema } from '@baitwatch/contracts/users/invite-user';
import { listUsersQuerySchema, listUsersResponseSchema } from '@baitwatch/contracts/users/list-users';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';

// The Admin Management tab's calls: the MSP Center lists its tenant's admins, the customer settings an
// organization's (both features show the tab, so its calls live here).

/** Whose admins: an organization's CustomerAdmins, or (no customerId) the caller's own scope. */
export interface AdminsScope {
  customerId?: number;
}

export const adminKeys = {
  all: ['account', 'admins'] as const,
  of: (scope: AdminsScope) => [...adminKeys.all, scope.customerId ?? 'own'] as const,
};

/** GET /v1/users: the admins of one organization, or of the caller's own scope. */
export function fetchAdmins(scope: AdminsScope, signal?: AbortSignal) {
  return apiRequest('/v1/users', {
    querySchema: listUsersQuerySchema,
    query: { customerId: scope.customerId },
    schema: listUsersResponseSchema,
    signal,
  });
}

export const adminsQueryOptions = (scope: AdminsScope) =>
  queryOptions({
    queryKey: adminKeys.of(scope),
    queryFn: ({ signal }) => fetchAdmins(scope, signal),
    select: (answer) => answer.users,
  });

export function useAdmins(scope: AdminsScope) {
  return useQuery(adminsQueryOptions(scope));
}

/** DELETE /v1/users/{id}: removes an admin while another remains. */
export function deleteAdmin(id: string) {
  return apiRequest(`/v1/users/${id}`, { method: 'DELETE', schema: deleteUserResponseSchema });
}

/** POST /v1/auth/invite-user: a new admin, who sets a password from the emailed link. */
export function postInviteAdmin(body: InviteUserRequest) {
  return apiRequest('/v1/auth/invite-user', { method: 'POST', body, schema: inviteUserResponseSchema });
}

export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useInviteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postInviteAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
