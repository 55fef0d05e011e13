import { deleteCustomerSso, deleteTenantSso } from '@baitwatch/contracts/sso/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { type SsoScope, ssoQueryKey } from '../model/sso-scope.ts';

export function deleteSsoSettings(scope: SsoScope) {
  return 'tenantId' in scope
    ? callApi(deleteTenantSso, { params: { tenantId: scope.tenantId } })
    : callApi(deleteCustomerSso, { params: { customerId: scope.customerId } });
}

export function useRemoveSsoSettings(scope: SsoScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteSsoSettings(scope),
    onSuccess: () => client.invalidateQueries({ queryKey: ssoQueryKey(scope) }),
  });
}
