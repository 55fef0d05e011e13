import {
  type AddBlockedUrlRequest,
  addBlockedUrlResponseSchema,
} from '@baitwatch/contracts/settings/add-blocked-url';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { blockedUrlsQueryOptions } from './list-blocked-urls.ts';

/** POST /v1/portal/customers/{id}/blacklist-urls with body `url`. */
export function postBlockedUrl({ customerId, body }: { customerId: number; body: AddBlockedUrlRequest }) {
  return apiRequest(`/v1/portal/customers/${customerId}/blacklist-urls`, {
    method: 'POST',
    body,
    schema: addBlockedUrlResponseSchema,
  });
}

export function useAddBlockedUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBlockedUrl,
    // Also after a refusal: a duplicate means someone added it meanwhile, and the list should show it.
    onSettled: (_answer, _error, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: blockedUrlsQueryOptions(customerId).queryKey }),
  });
}
