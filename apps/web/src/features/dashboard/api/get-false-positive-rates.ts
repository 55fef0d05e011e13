import { DASHBOARD_WINDOWS } from '@baitwatch/contracts/dashboard/dashboard-cards';
import {
  falsePositiveRatesQuerySchema,
  falsePositiveRatesResponseSchema,
} from '@baitwatch/contracts/dashboard/false-positive-rates';
import { useQuery } from '@tanstack/react-query';
import type { FeedScope } from '../../../lib/org-scope.ts';
import { cardQueryOptions } from './card-call.ts';

/** GET dashboard/{customers|tenants}/{id}/false-positive-rates (daysduration 90): Detection accuracy. */
export function useFalsePositiveRates(scope: FeedScope) {
  return useQuery(
    cardQueryOptions(
      {
        suffix: 'false-positive-rates',
        querySchema: falsePositiveRatesQuerySchema.tenants,
        response: falsePositiveRatesResponseSchema,
      },
      scope,
      { daysduration: DASHBOARD_WINDOWS.falsePositiveDays },
    ),
  );
}
