import type { AddBlockedUrlRequest } from '@baitwatch/contracts/settings/add-blocked-url';
import { addBlockedUrl } from '@baitwatch/contracts/settings/list-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { blockedUrlsQueryOptions } from './list-blocked-urls.ts';

export function postBlockedUrl({ customerId, body }: { customerId: number; body: AddBlockedUrlRequest }) {
  return callApi(addBlockedUrl, { params: { id: customerId }, body });
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
