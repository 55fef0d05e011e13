import { removeAllowedDomainResponseSchema } from '@baitwatch/contracts/settings/remove-allowed-domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { allowedDomainsQueryOptions } from './list-allowed-domains.ts';

/** DELETE /v1/portal/customers/{customerId}/whitelist-domain/{id}. */
export function deleteAllowedDomain({ customerId, id }: { customerId: number; id: number }) {
  return apiRequest(`/v1/portal/customers/${customerId}/whitelist-domain/${id}`, {
    method: 'DELETE',
    schema: removeAllowedDomainResponseSchema,
  });
}

export function useRemoveAllowedDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllowedDomain,
    onSettled: (_answer, _error, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: allowedDomainsQueryOptions(customerId).queryKey }),
  });
}
