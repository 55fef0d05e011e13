import { urlUsersCard } from '@baitwatch/contracts/dashboard/calls';
import { DASHBOARD_WINDOWS } from '@baitwatch/contracts/dashboard/dashboard-cards';
import { useQuery } from '@tanstack/react-query';
import type { FeedScope } from '../../../lib/org-scope.ts';
import { cardQueryOptions } from './card-call.ts';

/** Most common threats per unique users. */
export function useUrlUsers(scope: FeedScope) {
  return useQuery(
    cardQueryOptions(urlUsersCard, scope, {
      daysduration: DASHBOARD_WINDOWS.urlUsersDays,
      topvisitors: DASHBOARD_WINDOWS.topVisitors,
    }),
  );
}
