import {
  browserTypesQuerySchema,
  browserTypesResponseSchema,
} from '@baitwatch/contracts/dashboard/browser-types';
import { useQuery } from '@tanstack/react-query';
import type { FeedScope } from '../../../lib/org-scope.ts';
import { cardQueryOptions } from './card-call.ts';

/** GET dashboard/{customers|tenants}/{id}/browser-types (a path the spec does not give: decision 0044): Browser Type. */
export function useBrowserTypes(scope: FeedScope) {
  return useQuery(
    cardQueryOptions(
      {
        suffix: 'browser-types',
        querySchema: browserTypesQuerySchema.tenants,
        response: browserTypesResponseSchema,
      },
      scope,
      {},
    ),
  );
}
