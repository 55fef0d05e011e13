import { rotateWebhookSecret } from '@baitwatch/contracts/webhooks/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { WEBHOOKS_KEY } from './list-webhook-endpoints.ts';

/** A new signing secret (shown once); the old one signs beside it for a day. */
export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: string) => callApi(rotateWebhookSecret, { params: { endpointId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}
