import { inviteAdmin, listAdmins, removeAdmin, resetSecondFactor } from '@baitwatch/contracts/users/calls';
import type { InviteUserRequest } from '@baitwatch/contracts/users/invite-user';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

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

/** The admins of one organization, or of the caller's own scope. */
export function fetchAdmins(scope: AdminsScope, signal?: AbortSignal) {
  return callApi(listAdmins, { query: { customerId: scope.customerId }, signal });
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

/** Removes an admin while another remains. */
export function deleteAdmin(id: string) {
  return callApi(removeAdmin, { params: { id } });
}

/** A new admin, who sets a password from the emailed link. */
export function postInviteAdmin(body: InviteUserRequest) {
  return callApi(inviteAdmin, { body });
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

/** Removes another admin's second factors and ends their sessions (a lost phone). */
export function useResetSecondFactor() {
  return useMutation({ mutationFn: (id: string) => callApi(resetSecondFactor, { params: { id } }) });
}
