import { newUsersCard } from '@baitwatch/contracts/dashboard/calls';
import { DASHBOARD_WINDOWS } from '@baitwatch/contracts/dashboard/dashboard-cards';
import { useQuery } from '@tanstack/react-query';
import type { FeedScope } from '../../../lib/org-scope.ts';
import { cardQueryOptions } from './card-call.ts';

/** New users in last 7 days. */
export function useNewUsers(scope: FeedScope) {
  return useQuery(cardQueryOptions(newUsersCard, scope, { daysduration: DASHBOARD_WINDOWS.newUsersDays }));
}
