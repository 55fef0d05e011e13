import { getAlertConfigResponseSchema } from '@baitwatch/contracts/settings/alert-config-get';
import type { UpdateAlertConfigInput } from '@baitwatch/contracts/settings/alert-config-update';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { alertConfigQueryOptions } from './get-alert-config.ts';

/** PUT /v1/portal/customers/{id}/alert-configurations with the full config; answers it as saved. */
export function putAlertConfig({ customerId, body }: { customerId: number; body: UpdateAlertConfigInput }) {
  return apiRequest(`/v1/portal/customers/${customerId}/alert-configurations`, {
    method: 'PUT',
    body,
    schema: getAlertConfigResponseSchema,
  });
}

export function useUpdateAlertConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putAlertConfig,
    onSuccess: (saved, { customerId }) =>
      queryClient.setQueryData(alertConfigQueryOptions(customerId).queryKey, saved),
  });
}
