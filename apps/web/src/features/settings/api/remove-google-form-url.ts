import { removeGoogleFormUrl } from '@baitwatch/contracts/settings/list-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { googleFormUrlsQueryOptions } from './list-google-form-urls.ts';

/** The spec names the item in the body. */
export function deleteGoogleFormUrl({ customerId, id }: { customerId: number; id: number }) {
  return callApi(removeGoogleFormUrl, { params: { customerId }, body: { whitelistedUrlId: id } });
}

export function useRemoveGoogleFormUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGoogleFormUrl,
    onSettled: (_answer, _error, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: googleFormUrlsQueryOptions(customerId).queryKey }),
  });
}
