import {
  dailyAllEventsQuerySchema,
  dailyAllEventsResponseSchema,
} from '@baitwatch/contracts/dashboard/daily-all-events';
import { DASHBOARD_WINDOWS } from '@baitwatch/contracts/dashboard/dashboard-cards';
import { useQuery } from '@tanstack/react-query';
import type { FeedScope } from '../../../lib/org-scope.ts';
import { cardQueryOptions } from './card-call.ts';

/** GET dashboard/{customers|tenants}/{id}/daily/all-events (daysduration 7): Events and Events Total. */
export function useDailyEvents(scope: FeedScope) {
  return useQuery(
    cardQueryOptions(
      {
        suffix: 'daily/all-events',
        querySchema: dailyAllEventsQuerySchema.tenants,
        response: dailyAllEventsResponseSchema,
      },
      scope,
      { daysduration: DASHBOARD_WINDOWS.eventsDays },
    ),
  );
}
