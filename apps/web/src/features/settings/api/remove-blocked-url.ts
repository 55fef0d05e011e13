import { removeBlockedUrlResponseSchema } from '@baitwatch/contracts/settings/remove-blocked-url';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { blockedUrlsQueryOptions } from './list-blocked-urls.ts';

/** DELETE /v1/portal/customers/{customerId}/blacklist-urls/{id}. */
export function deleteBlockedUrl({ customerId, id }: { customerId: number; id: number }) {
  return apiRequest(`/v1/portal/customers/${customerId}/blacklist-urls/${id}`, {
    method: 'DELETE',
    schema: removeBlockedUrlResponseSchema,
  });
}

export function useRemoveBlockedUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlockedUrl,
    onSettled: (_answer, _error, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: blockedUrlsQueryOptions(customerId).queryKey }),
  });
}
