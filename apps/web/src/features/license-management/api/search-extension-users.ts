import {
  searchExtensionUsersResponseSchema,
  tenantSearchExtensionUsersQuerySchema,
} from '@baitwatch/contracts/events/search-extension-users';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type LicenseScope, scopeCall } from '../model/license-scope.ts';
import { licenseKeys } from './query-keys.ts';

/** GET portal/{customers|tenants}/{id}/search-extension-users?term=: the grid's user search (2 characters or more). */
export function useUserSearch(scope: LicenseScope, term: string) {
  const { path, query } = scopeCall(scope, 'portal', 'search-extension-users');
  return useQuery({
    queryKey: licenseKeys.ofScope('search', scope, term),
    queryFn: ({ signal }) =>
      apiRequest(path, {
        schema: searchExtensionUsersResponseSchema,
        signal,
        querySchema: tenantSearchExtensionUsersQuerySchema,
        query: { ...query, term },
      }),
    enabled: term.length >= 2,
  });
}
