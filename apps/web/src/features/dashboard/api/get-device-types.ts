import {
  deviceTypesQuerySchema,
  deviceTypesResponseSchema,
} from '@baitwatch/contracts/dashboard/device-types';
import { useQuery } from '@tanstack/react-query';
import type { FeedScope } from '../../../lib/org-scope.ts';
import { cardQueryOptions } from './card-call.ts';

/** GET dashboard/{customers|tenants}/{id}/device-types (a path the spec does not give: decision 0044): Device. */
export function useDeviceTypes(scope: FeedScope) {
  return useQuery(
    cardQueryOptions(
      {
        suffix: 'device-types',
        querySchema: deviceTypesQuerySchema.tenants,
        response: deviceTypesResponseSchema,
      },
      scope,
      {},
    ),
  );
}
