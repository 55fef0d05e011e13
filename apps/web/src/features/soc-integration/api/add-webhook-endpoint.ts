import { addWebhookEndpoint } from '@baitwatch/contracts/webhooks/calls';
import type { WebhookEndpointSettings } from '@baitwatch/contracts/webhooks/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import type { PushScope } from '../model/push-scope.ts';
import { WEBHOOKS_KEY } from './list-webhook-endpoints.ts';

/** A new endpoint of the scope; the answer carries its secret, shown once. */
export function useAddWebhookEndpoint(scope: PushScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: WebhookEndpointSettings) =>
      callApi(addWebhookEndpoint, { body: { ...settings, ...scope } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}
