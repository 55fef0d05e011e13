import { verifiedEventsCard } from '@baitwatch/contracts/dashboard/calls';
import { DASHBOARD_WINDOWS } from '@baitwatch/contracts/dashboard/dashboard-cards';
import { useQuery } from '@tanstack/react-query';
import type { FeedScope } from '../../../lib/org-scope.ts';
import { cardQueryOptions } from './card-call.ts';

/** Verified vs Unverified. */
export function useVerifyEvents(scope: FeedScope) {
  return useQuery(
    cardQueryOptions(verifiedEventsCard, scope, { daysduration: DASHBOARD_WINDOWS.verifiedEventsDays }),
  );
}
