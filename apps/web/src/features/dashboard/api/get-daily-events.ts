import { dailyEventsCard } from '@baitwatch/contracts/dashboard/calls';
import { DASHBOARD_WINDOWS } from '@baitwatch/contracts/dashboard/dashboard-cards';
import { useQuery } from '@tanstack/react-query';
import type { FeedScope } from '../../../lib/org-scope.ts';
import { cardQueryOptions } from './card-call.ts';

/** Events and Events Total. */
export function useDailyEvents(scope: FeedScope) {
  return useQuery(cardQueryOptions(dailyEventsCard, scope, { daysduration: DASHBOARD_WINDOWS.eventsDays }));
}
