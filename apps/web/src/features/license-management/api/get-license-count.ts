import { getLicenseBreakdown } from '@baitwatch/contracts/licenses/calls';
import { useQuery } from '@tanstack/react-query';
import { callForScope } from '../../../lib/org-scope-call.ts';
import type { LicenseScope } from '../model/license-scope.ts';
import { licenseKeys } from './query-keys.ts';

/** Users by OS and by browser. */
export function useLicenseBreakdowns(scope: LicenseScope) {
  return useQuery({
    queryKey: licenseKeys.ofScope('license-count', scope),
    queryFn: ({ signal }) => callForScope(getLicenseBreakdown, scope, { signal }),
  });
}
