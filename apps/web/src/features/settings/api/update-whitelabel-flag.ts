import { setOrganizationWhitelabelFlag } from '@baitwatch/contracts/organizations/calls';
import type { WhitelabelFlagRequest } from '@baitwatch/contracts/whitelabel/whitelabel-flag';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { whitelabelQueryOptions } from '../../../domains/account/api/get-whitelabel.ts';
import { BRANDING_QUERY_KEY } from '../../../domains/branding/model/query-keys.ts';
import { customerDetailsQueryOptions } from '../../../domains/organizations/api/get-customer-details.ts';
import { callApi } from '../../../lib/call-api.ts';

/** The Whitelabel checkbox: the flag of the organization's tenant (decision 0027). Off deletes the tenant's branding. */
export function putWhitelabelFlag({
  id,
  body,
}: {
  id: number;
  tenantId: number;
  body: WhitelabelFlagRequest;
}) {
  return callApi(setOrganizationWhitelabelFlag, { params: { id }, body });
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
