import {
  type AddAllowedDomainRequest,
  addAllowedDomainResponseSchema,
} from '@baitwatch/contracts/settings/add-allowed-domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { allowedDomainsQueryOptions } from './list-allowed-domains.ts';

/** POST /v1/portal/customers/{id}/whitelist-domain with body `domain`. */
export function postAllowedDomain({
  customerId,
  body,
}: {
  customerId: number;
  body: AddAllowedDomainRequest;
}) {
  return apiRequest(`/v1/portal/customers/${customerId}/whitelist-domain`, {
    method: 'POST',
    body,
    schema: addAllowedDomainResponseSchema,
  });
}

export function useAddAllowedDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAllowedDomain,
    // Also after a refusal: a duplicate means someone added it meanwhile, and the list should show it.
    onSettled: (_answer, _error, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: allowedDomainsQueryOptions(customerId).queryKey }),
  });
}
