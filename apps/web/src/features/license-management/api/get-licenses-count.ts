import { countLicenses } from '@baitwatch/contracts/events/calls';
import { useQuery } from '@tanstack/react-query';
import { callForScope } from '../../../lib/org-scope-call.ts';
import type { LicenseScope } from '../model/license-scope.ts';
import { licenseKeys } from './query-keys.ts';

/** The Deployed Licenses count. */
export function useDeployedLicenses(scope: LicenseScope) {
  return useQuery({
    queryKey: licenseKeys.ofScope('licenses-count', scope),
    queryFn: ({ signal }) => callForScope(countLicenses, scope, { signal }),
  });
}
