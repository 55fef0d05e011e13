import { removeAllowedDomain } from '@baitwatch/contracts/settings/list-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { allowedDomainsQueryOptions } from './list-allowed-domains.ts';

export function deleteAllowedDomain({ customerId, id }: { customerId: number; id: number }) {
  return callApi(removeAllowedDomain, { params: { customerId, id } });
}

export function useRemoveAllowedDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllowedDomain,
    onSettled: (_answer, _error, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: allowedDomainsQueryOptions(customerId).queryKey }),
  });
}
