import type { AddGoogleFormUrlRequest } from '@baitwatch/contracts/settings/add-google-form-url';
import { addGoogleFormUrl } from '@baitwatch/contracts/settings/list-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { googleFormUrlsQueryOptions } from './list-google-form-urls.ts';

export function postGoogleFormUrl({
  customerId,
  body,
}: {
  customerId: number;
  body: AddGoogleFormUrlRequest;
}) {
  return callApi(addGoogleFormUrl, { params: { id: customerId }, body });
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
