import { osTypesQuerySchema, osTypesResponseSchema } from '@baitwatch/contracts/dashboard/os-types';
import { useQuery } from '@tanstack/react-query';
import type { FeedScope } from '../../../lib/org-scope.ts';
import { cardQueryOptions } from './card-call.ts';

/** GET dashboard/{customers|tenants}/{id}/os-types (a path the spec does not give: decision 0044): OS Type. */
export function useOsTypes(scope: FeedScope) {
  return useQuery(
    cardQueryOptions(
      { suffix: 'os-types', querySchema: osTypesQuerySchema.tenants, response: osTypesResponseSchema },
      scope,
      {},
    ),
  );
}
