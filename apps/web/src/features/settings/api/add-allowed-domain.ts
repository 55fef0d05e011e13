import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postAllowedDomain } from '../../../domains/settings/api/allowed-domains.ts';
import { allowedDomainsQueryOptions } from './list-allowed-domains.ts';

export function useAddAllowedDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAllowedDomain,
    // Also after a refusal: a duplicate means someone added it meanwhile, and the list should show it.
    onSettled: (_answer, _error, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: allowedDomainsQueryOptions(customerId).queryKey }),
  });
}
