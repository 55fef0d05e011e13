import {
  activeUsersQuerySchema,
  activeUsersResponseSchema,
} from '@baitwatch/contracts/dashboard/active-users';
import { DASHBOARD_WINDOWS } from '@baitwatch/contracts/dashboard/dashboard-cards';
import { useQuery } from '@tanstack/react-query';
import type { FeedScope } from '../../../lib/org-scope.ts';
import { cardQueryOptions } from './card-call.ts';

/** GET dashboard/{customers|tenants}/{id}/active-users (daysduration 30): Active Users. */
export function useActiveUsers(scope: FeedScope) {
  return useQuery(
    cardQueryOptions(
      {
        suffix: 'active-users',
        querySchema: activeUsersQuerySchema.tenants,
        response: activeUsersResponseSchema,
      },
      scope,
      { daysduration: DASHBOARD_WINDOWS.activeDays },
    ),
  );
}
