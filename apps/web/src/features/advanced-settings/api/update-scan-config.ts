import { updateScanConfig } from '@baitwatch/contracts/settings/extension-settings-calls';
import type { UpdateScanConfigRequest } from '@baitwatch/contracts/settings/scan-config-update';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { scanConfigQueryOptions } from './get-scan-config.ts';

/** Answers the settings as saved. */
export function putScanConfig({ customerId, body }: { customerId: number; body: UpdateScanConfigRequest }) {
  return callApi(updateScanConfig, { params: { customerId }, body });
}

export function useUpdateScanConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putScanConfig,
    onSuccess: (saved, { customerId }) =>
      queryClient.setQueryData(scanConfigQueryOptions(customerId).queryKey, saved),
  });
}
