import { getCustomerSso, getTenantSso } from '@baitwatch/contracts/sso/calls';
import type { SsoSettings } from '@baitwatch/contracts/sso/connection';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { type SsoScope, ssoQueryKey } from '../model/sso-scope.ts';

export function fetchSsoSettings(scope: SsoScope, signal?: AbortSignal): Promise<SsoSettings> {
  return 'tenantId' in scope
    ? callApi(getTenantSso, { params: { tenantId: scope.tenantId }, signal })
    : callApi(getCustomerSso, { params: { customerId: scope.customerId }, signal });
}

export const ssoSettingsQueryOptions = (scope: SsoScope) =>
  queryOptions({ queryKey: ssoQueryKey(scope), queryFn: ({ signal }) => fetchSsoSettings(scope, signal) });

/** The scope's connection (or none) and the redirect URI to register at the identity provider. */
export function useSsoSettings(scope: SsoScope) {
  return useQuery(ssoSettingsQueryOptions(scope));
}
