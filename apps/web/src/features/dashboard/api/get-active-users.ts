import { activeUsersCard } from '@baitwatch/contracts/dashboard/calls';
import { DASHBOARD_WINDOWS } from '@baitwatch/contracts/dashboard/dashboard-cards';
import { useQuery } from '@tanstack/react-query';
import type { FeedScope } from '../../../lib/org-scope.ts';
import { cardQueryOptions } from './card-call.ts';

/** Active Users. */
export function useActiveUsers(scope: FeedScope) {
  return useQuery(cardQueryOptions(activeUsersCard, scope, { daysduration: DASHBOARD_WINDOWS.activeDays }));
}
