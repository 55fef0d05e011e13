import { updateTenantAccount } from '@baitwatch/contracts/tenants/calls';
import type { UpdateTenantAccountRequest } from '@baitwatch/contracts/tenants/tenant-account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { tenantAccountQueryOptions } from './get-tenant-account.ts';

/** The account's name and phone. */
export function putTenantAccount({ tenantId, body }: { tenantId: number; body: UpdateTenantAccountRequest }) {
  return callApi(updateTenantAccount, { params: { id: tenantId }, body });
}

export function useUpdateTenantAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putTenantAccount,
    onSuccess: (_answer, { tenantId }) =>
      queryClient.invalidateQueries({ queryKey: tenantAccountQueryOptions(tenantId).queryKey }),
  });
}
