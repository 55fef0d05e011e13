import type { GrowthTimespan } from '@baitwatch/contracts/licenses/constants';
import {
  growthResponseSchema,
  tenantGrowthQuerySchema,
} from '@baitwatch/contracts/licenses/deployed-licenses-growth';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type LicenseScope, scopeCall } from '../model/license-scope.ts';
import { licenseKeys } from './query-keys.ts';

/** GET dashboard/{customers|tenants}/{id}/deployed-licenses-growth?timespan=: one tab's growth rows. */
export function useLicenseGrowth(scope: LicenseScope, timespan: GrowthTimespan) {
  const { path, query } = scopeCall(scope, 'dashboard', 'deployed-licenses-growth');
  return useQuery({
    queryKey: licenseKeys.ofScope('growth', scope, timespan),
    queryFn: ({ signal }) =>
      apiRequest(path, {
        schema: growthResponseSchema,
        signal,
        querySchema: tenantGrowthQuerySchema,
        query: { ...query, getDataByPeriod: 'true', timespan },
      }),
    // The tabs switch without the card collapsing to a skeleton.
    placeholderData: keepPreviousData,
  });
}
