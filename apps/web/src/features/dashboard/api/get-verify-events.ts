import { DASHBOARD_WINDOWS } from '@baitwatch/contracts/dashboard/dashboard-cards';
import {
  verifyEventsQuerySchema,
  verifyEventsResponseSchema,
} from '@baitwatch/contracts/dashboard/verify-events';
import { useQuery } from '@tanstack/react-query';
import type { FeedScope } from '../../../lib/org-scope.ts';
import { cardQueryOptions } from './card-call.ts';

/** GET dashboard/{customers|tenants}/{id}/verify-events (daysduration 30): Verified vs Unverified. */
export function useVerifyEvents(scope: FeedScope) {
  return useQuery(
    cardQueryOptions(
      {
        suffix: 'verify-events',
        querySchema: verifyEventsQuerySchema.tenants,
        response: verifyEventsResponseSchema,
      },
      scope,
      { daysduration: DASHBOARD_WINDOWS.verifiedEventsDays },
    ),
  );
}
