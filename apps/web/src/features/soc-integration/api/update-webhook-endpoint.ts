import { updateWebhookEndpoint } from '@baitwatch/contracts/webhooks/calls';
import type { UpdateWebhookEndpointBody } from '@baitwatch/contracts/webhooks/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { WEBHOOKS_KEY } from './list-webhook-endpoints.ts';

/** An endpoint's address, description, event types, or enabled state. */
export function useUpdateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ endpointId, body }: { endpointId: string; body: UpdateWebhookEndpointBody }) =>
      callApi(updateWebhookEndpoint, { params: { endpointId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}
