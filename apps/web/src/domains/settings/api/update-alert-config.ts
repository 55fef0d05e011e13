import type { UpdateAlertConfigInput } from '@baitwatch/contracts/settings/alert-config-update';
import { updateAlertConfig } from '@baitwatch/contracts/settings/extension-settings-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { alertConfigQueryOptions } from './get-alert-config.ts';

/** Saves the full config; answers it as saved. */
export function putAlertConfig({ customerId, body }: { customerId: number; body: UpdateAlertConfigInput }) {
  return callApi(updateAlertConfig, { params: { id: customerId }, body });
}

export function useUpdateAlertConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putAlertConfig,
    onSuccess: (saved, { customerId }) =>
      queryClient.setQueryData(alertConfigQueryOptions(customerId).queryKey, saved),
  });
}
