import { listUsersResponseSchema } from '@baitwatch/contracts/users/list-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /v1/users without filters: for a TenantAdmin, its tenant's admins (MSP Admins). */
export function fetchTenantAdmins(signal?: AbortSignal) {
  return apiRequest('/v1/users', { schema: listUsersResponseSchema, signal });
}

export const tenantAdminKeys = {
  all: ['tenant-admin'] as const,
  admins: () => ['tenant-admin', 'admins'] as const,
};

export const tenantAdminsQueryOptions = () =>
  queryOptions({
    queryKey: tenantAdminKeys.admins(),
    queryFn: ({ signal }) => fetchTenantAdmins(signal),
    select: (answer) => answer.users,
  });

export function useTenantAdmins() {
  return useQuery(tenantAdminsQueryOptions());
}
