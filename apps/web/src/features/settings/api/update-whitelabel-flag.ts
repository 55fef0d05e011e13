import { customerChangeResponseSchema } from '@baitwatch/contracts/customers/update-customer';
import type { WhitelabelFlagRequest } from '@baitwatch/contracts/whitelabel/whitelabel-flag';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { whitelabelQueryOptions } from '../../../lib/account/get-whitelabel.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { BRANDING_QUERY_KEY } from '../../../lib/branding/query-keys.ts';
import { customerDetailsQueryOptions } from '../../../lib/customers/get-customer-details.ts';

/**
 * PUT /v1/msp-management/customers/{id} with the Whitelabel checkbox's body: the flag of the
 * organization's tenant (decision 0027). Off deletes the tenant's branding.
 */
export function putWhitelabelFlag({
  id,
  body,
}: {
  id: number;
  tenantId: number;
  body: WhitelabelFlagRequest;
}) {
  return apiRequest(`/v1/msp-management/customers/${id}`, {
    method: 'PUT',
    body,
    schema: customerChangeResponseSchema,
  });
}

export function useUpdateWhitelabelFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putWhitelabelFlag,
    onSuccess: (_answer, { id, tenantId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customerDetailsQueryOptions(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: whitelabelQueryOptions(tenantId).queryKey }),
        queryClient.invalidateQueries({ queryKey: BRANDING_QUERY_KEY }),
      ]),
  });
}
