import { tenantAccountChangeResponseSchema } from '@baitwatch/contracts/tenants/tenant-account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /v1/msp-management/tenants/{id}: cancels the account (nothing is deleted). */
export function deleteTenantAccount(tenantId: number) {
  return apiRequest(`/v1/msp-management/tenants/${tenantId}`, {
    method: 'DELETE',
    schema: tenantAccountChangeResponseSchema,
  });
}

export function useCancelTenantAccount() {
  return useMutation({ mutationFn: deleteTenantAccount });
}
