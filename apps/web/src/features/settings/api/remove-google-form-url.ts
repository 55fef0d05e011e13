import { removeGoogleFormUrlResponseSchema } from '@baitwatch/contracts/settings/remove-google-form-url';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { googleFormUrlsQueryOptions } from './list-google-form-urls.ts';

/** DELETE /v1/portal/customers/{customerId}/whitelist-url with body `whitelistedUrlId`. */
export function deleteGoogleFormUrl({ customerId, id }: { customerId: number; id: number }) {
  return apiRequest(`/v1/portal/customers/${customerId}/whitelist-url`, {
    method: 'DELETE',
    body: { whitelistedUrlId: id },
    schema: removeGoogleFormUrlResponseSchema,
  });
}

export function useRemoveGoogleFormUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGoogleFormUrl,
    onSettled: (_answer, _error, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: googleFormUrlsQueryOptions(customerId).queryKey }),
  });
}
