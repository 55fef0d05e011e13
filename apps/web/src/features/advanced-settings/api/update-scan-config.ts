import { getScanConfigResponseSchema } from '@baitwatch/contracts/settings/scan-config-get';
import type { UpdateScanConfigRequest } from '@baitwatch/contracts/settings/scan-config-update';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { scanConfigQueryOptions } from './get-scan-config.ts';

/** PUT /v1/portal/{customerId}/scanconfig-settings; answers the settings as saved. */
export function putScanConfig({ customerId, body }: { customerId: number; body: UpdateScanConfigRequest }) {
  return apiRequest(`/v1/portal/${customerId}/scanconfig-settings`, {
    method: 'PUT',
    body,
    schema: getScanConfigResponseSchema,
  });
}

export function useUpdateScanConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putScanConfig,
    onSuccess: (saved, { customerId }) =>
      queryClient.setQueryData(scanConfigQueryOptions(customerId).queryKey, saved),
  });
}
