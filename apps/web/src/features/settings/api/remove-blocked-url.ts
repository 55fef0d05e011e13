import { removeBlockedUrl } from '@baitwatch/contracts/settings/list-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { blockedUrlsQueryOptions } from './list-blocked-urls.ts';

export function deleteBlockedUrl({ customerId, id }: { customerId: number; id: number }) {
  return callApi(removeBlockedUrl, { params: { customerId, id } });
}

export function useRemoveBlockedUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlockedUrl,
    onSettled: (_answer, _error, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: blockedUrlsQueryOptions(customerId).queryKey }),
  });
}
