import {
  type AddGoogleFormUrlRequest,
  addGoogleFormUrlResponseSchema,
} from '@baitwatch/contracts/settings/add-google-form-url';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { googleFormUrlsQueryOptions } from './list-google-form-urls.ts';

/** POST /v1/portal/customers/{id}/whitelist-url with body `url` (as typed: the server stores it encoded). */
export function postGoogleFormUrl({
  customerId,
  body,
}: {
  customerId: number;
  body: AddGoogleFormUrlRequest;
}) {
  return apiRequest(`/v1/portal/customers/${customerId}/whitelist-url`, {
    method: 'POST',
    body,
    schema: addGoogleFormUrlResponseSchema,
  });
}

export function useAddGoogleFormUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postGoogleFormUrl,
    // Also after a refusal: a duplicate means someone added it meanwhile, and the list should show it.
    onSettled: (_answer, _error, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: googleFormUrlsQueryOptions(customerId).queryKey }),
  });
}
