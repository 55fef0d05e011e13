import {
  allExtensionUsersQuerySchema,
  allExtensionUsersResponseSchema,
} from '@baitwatch/contracts/dashboard/all-extension-users';
import { useQuery } from '@tanstack/react-query';
import type { FeedScope } from '../../../lib/org-scope.ts';
import { cardQueryOptions } from './card-call.ts';

/** GET dashboard/{customers|tenants}/{id}/all-extension-users (offset 0, pageSize 1): Total User Registration. */
export function useAllExtensionUsers(scope: FeedScope) {
  return useQuery(
    cardQueryOptions(
      {
        suffix: 'all-extension-users',
        querySchema: allExtensionUsersQuerySchema.tenants,
        response: allExtensionUsersResponseSchema,
      },
      scope,
      { offset: 0, pageSize: 1 },
    ),
  );
}
