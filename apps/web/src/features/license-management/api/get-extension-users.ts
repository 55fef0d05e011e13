import { LICENSE_USERS_PAGE_SIZE, licenseUsersOffset } from '@baitwatch/contracts/licenses/constants';
import {
  extensionUsersResponseSchema,
  tenantExtensionUsersQuerySchema,
} from '@baitwatch/contracts/licenses/extension-users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type LicenseScope, scopeCall } from '../model/license-scope.ts';
import { licenseKeys } from './query-keys.ts';

/** GET portal/{customers|tenants}/{id}/extension-users: one page of the User License grid (6 asked, 5 shown). */
export function useExtensionUsers(scope: LicenseScope, page: number, notSeen: boolean) {
  const { path, query } = scopeCall(scope, 'portal', 'extension-users');
  return useQuery({
    queryKey: licenseKeys.ofScope('extension-users', scope, page, notSeen),
    queryFn: ({ signal }) =>
      apiRequest(path, {
        schema: extensionUsersResponseSchema,
        signal,
        querySchema: tenantExtensionUsersQuerySchema,
        query: {
          ...query,
          offset: licenseUsersOffset(page),
          pageSize: LICENSE_USERS_PAGE_SIZE,
          ...(notSeen ? { notSeen: 'true' } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
}
