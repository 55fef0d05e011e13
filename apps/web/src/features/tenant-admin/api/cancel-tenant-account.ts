import { cancelTenantAccount } from '@baitwatch/contracts/tenants/calls';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** Cancels the account (nothing is deleted). */
export function deleteTenantAccount(tenantId: number) {
  return callApi(cancelTenantAccount, { params: { id: tenantId } });
}

export function useCancelTenantAccount() {
  return useMutation({ mutationFn: deleteTenantAccount });
}
