import { getScanConfigResponseSchema } from '@baitwatch/contracts/settings/scan-config-get';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /v1/portal/{customerId}/scanconfig-settings: the settings after the load rules. */
export function fetchScanConfig(customerId: number, signal?: AbortSignal) {
  return apiRequest(`/v1/portal/${customerId}/scanconfig-settings`, {
    schema: getScanConfigResponseSchema,
    signal,
  });
}

export const scanConfigQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: ['advanced-settings', 'scan-config', customerId] as const,
    queryFn: ({ signal }) => fetchScanConfig(customerId, signal),
  });

export function useScanConfig(customerId: number) {
  return useQuery(scanConfigQueryOptions(customerId));
}
