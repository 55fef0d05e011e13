import { listExtensionUsers } from '@baitwatch/contracts/licenses/calls';
import { LICENSE_USERS_PAGE_SIZE, licenseUsersOffset } from '@baitwatch/contracts/licenses/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callForScope } from '../../../lib/org-scope-call.ts';
import type { LicenseScope } from '../model/license-scope.ts';
import { licenseKeys } from './query-keys.ts';

/** One page of the User License grid (6 asked, 5 shown). */
export function useExtensionUsers(scope: LicenseScope, page: number, notSeen: boolean) {
  return useQuery({
    queryKey: licenseKeys.ofScope('extension-users', scope, page, notSeen),
    queryFn: ({ signal }) =>
      callForScope(listExtensionUsers, scope, {
        query: {
          offset: licenseUsersOffset(page),
          pageSize: LICENSE_USERS_PAGE_SIZE,
          ...(notSeen ? { notSeen: 'true' } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
