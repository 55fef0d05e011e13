import { DASHBOARD_WINDOWS } from '@baitwatch/contracts/dashboard/dashboard-cards';
import { urlUsersQuerySchema, urlUsersResponseSchema } from '@baitwatch/contracts/dashboard/url-users';
import { useQuery } from '@tanstack/react-query';
import type { FeedScope } from '../../../lib/org-scope.ts';
import { cardQueryOptions } from './card-call.ts';

/** GET dashboard/{customers|tenants}/{id}/url-users (daysduration 30, topvisitors 10): Most common threats per unique users. */
export function useUrlUsers(scope: FeedScope) {
  return useQuery(
    cardQueryOptions(
      { suffix: 'url-users', querySchema: urlUsersQuerySchema.tenants, response: urlUsersResponseSchema },
      scope,
      { daysduration: DASHBOARD_WINDOWS.urlUsersDays, topvisitors: DASHBOARD_WINDOWS.topVisitors },
    ),
  );
}
