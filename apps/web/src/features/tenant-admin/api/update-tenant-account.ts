import {
  tenantAccountChangeResponseSchema,
  type UpdateTenantAccountRequest,
} from '@baitwatch/contracts/tenants/tenant-account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tenantAccountQueryOptions } from './get-tenant-account.ts';

/** PUT /v1/msp-management/tenants/{id}: the account's name and phone. */
export function putTenantAccount({ tenantId, body }: { tenantId: number; body: UpdateTenantAccountRequest }) {
  return apiRequest(`/v1/msp-management/tenants/${tenantId}`, {
    method: 'PUT',
    body,
    schema: tenantAccountChangeResponseSchema,
  });
}

export function useUpdateTenantAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putTenantAccount,
    onSuccess: (_answer, { tenantId }) =>
      queryClient.invalidateQueries({ queryKey: tenantAccountQueryOptions(tenantId).queryKey }),
  });
}
