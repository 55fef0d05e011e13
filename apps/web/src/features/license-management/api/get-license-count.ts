import {
  licenseCountResponseSchema,
  tenantLicenseCountQuerySchema,
} from '@baitwatch/contracts/licenses/license-count';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type LicenseScope, scopeCall } from '../model/license-scope.ts';
import { licenseKeys } from './query-keys.ts';

/** GET dashboard/{customers|tenants}/{id}/license-count: users by OS and by browser. */
export function useLicenseBreakdowns(scope: LicenseScope) {
  const { path, query } = scopeCall(scope, 'dashboard', 'license-count');
  return useQuery({
    queryKey: licenseKeys.ofScope('license-count', scope),
    queryFn: ({ signal }) =>
      apiRequest(path, {
        schema: licenseCountResponseSchema,
        signal,
        querySchema: tenantLicenseCountQuerySchema,
        query,
      }),
  });
}
