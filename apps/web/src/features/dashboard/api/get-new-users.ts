import { DASHBOARD_WINDOWS } from '@baitwatch/contracts/dashboard/dashboard-cards';
import {
  extensionUsersQuerySchema,
  extensionUsersResponseSchema,
} from '@baitwatch/contracts/dashboard/extension-users';
import { useQuery } from '@tanstack/react-query';
import type { FeedScope } from '../../../lib/org-scope.ts';
import { cardQueryOptions } from './card-call.ts';

/** GET dashboard/{customers|tenants}/{id}/extension-users (daysduration 7): New users in last 7 days. */
export function useNewUsers(scope: FeedScope) {
  return useQuery(
    cardQueryOptions(
      {
        suffix: 'extension-users',
        querySchema: extensionUsersQuerySchema.tenants,
        response: extensionUsersResponseSchema,
      },
      scope,
      { daysduration: DASHBOARD_WINDOWS.newUsersDays },
    ),
  );
}
