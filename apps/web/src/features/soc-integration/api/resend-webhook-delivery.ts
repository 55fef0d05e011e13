import { resendWebhookDelivery } from '@baitwatch/contracts/webhooks/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { WEBHOOKS_KEY } from './list-webhook-endpoints.ts';

/** Sends a logged delivery again (the same webhook-id). */
export function useResendWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => callApi(resendWebhookDelivery, { params: { deliveryId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}
