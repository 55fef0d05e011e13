import {
  licensesCountResponseSchema,
  tenantLicensesCountQuerySchema,
} from '@baitwatch/contracts/events/licenses-count';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type LicenseScope, scopeCall } from '../model/license-scope.ts';
import { licenseKeys } from './query-keys.ts';

/** GET portal/{customers|tenants}/{id}/licenses-count: the Deployed Licenses count. */
export function useDeployedLicenses(scope: LicenseScope) {
  const { path, query } = scopeCall(scope, 'portal', 'licenses-count');
  return useQuery({
    queryKey: licenseKeys.ofScope('licenses-count', scope),
    queryFn: ({ signal }) =>
      apiRequest(path, {
        schema: licensesCountResponseSchema,
        signal,
        querySchema: tenantLicensesCountQuerySchema,
        query,
      }),
  });
}
