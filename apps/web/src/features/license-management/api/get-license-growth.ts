import { getLicenseGrowth } from '@baitwatch/contracts/licenses/calls';
import type { GrowthTimespan } from '@baitwatch/contracts/licenses/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callForScope } from '../../../lib/org-scope-call.ts';
import type { LicenseScope } from '../model/license-scope.ts';
import { licenseKeys } from './query-keys.ts';

/** One tab's growth rows. */
export function useLicenseGrowth(scope: LicenseScope, timespan: GrowthTimespan) {
  return useQuery({
    queryKey: licenseKeys.ofScope('growth', scope, timespan),
    queryFn: ({ signal }) =>
      callForScope(getLicenseGrowth, scope, { query: { getDataByPeriod: 'true', timespan }, signal }),
    // The tabs switch without the card collapsing to a skeleton.
    placeholderData: keepPreviousData,
  });
}
