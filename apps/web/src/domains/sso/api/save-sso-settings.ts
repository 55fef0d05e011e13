import { putCustomerSso, putTenantSso } from '@baitwatch/contracts/sso/calls';
import type { SsoConnectionBody, SsoSettings } from '@baitwatch/contracts/sso/connection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { type SsoScope, ssoQueryKey } from '../model/sso-scope.ts';

export function putSsoSettings(scope: SsoScope, body: SsoConnectionBody): Promise<SsoSettings> {
  return 'tenantId' in scope
    ? callApi(putTenantSso, { params: { tenantId: scope.tenantId }, body })
    : callApi(putCustomerSso, { params: { customerId: scope.customerId }, body });
}

/** Sets up or changes the connection; the answer is the scope's settings as saved. */
export function useSaveSsoSettings(scope: SsoScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SsoConnectionBody) => putSsoSettings(scope, body),
    onSuccess: (saved) => client.setQueryData(ssoQueryKey(scope), saved),
  });
}
