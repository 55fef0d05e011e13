import { deleteWebhookEndpoint } from '@baitwatch/contracts/webhooks/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { WEBHOOKS_KEY } from './list-webhook-endpoints.ts';

/** Removes an endpoint with its delivery log. */
export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: string) => callApi(deleteWebhookEndpoint, { params: { endpointId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}
