import { falsePositiveRatesCard } from '@baitwatch/contracts/dashboard/calls';
import { DASHBOARD_WINDOWS } from '@baitwatch/contracts/dashboard/dashboard-cards';
import { useQuery } from '@tanstack/react-query';
import type { FeedScope } from '../../../lib/org-scope.ts';
import { cardQueryOptions } from './card-call.ts';

/** Detection accuracy. */
export function useFalsePositiveRates(scope: FeedScope) {
  return useQuery(
    cardQueryOptions(falsePositiveRatesCard, scope, { daysduration: DASHBOARD_WINDOWS.falsePositiveDays }),
  );
}
