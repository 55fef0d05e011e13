import { getScanConfig } from '@baitwatch/contracts/settings/extension-settings-calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** The settings after the load rules. */
export function fetchScanConfig(customerId: number, signal?: AbortSignal) {
  return callApi(getScanConfig, { params: { customerId }, signal });
}

export const scanConfigQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: ['advanced-settings', 'scan-config', customerId] as const,
    queryFn: ({ signal }) => fetchScanConfig(customerId, signal),
  });

export function useScanConfig(customerId: number) {
  return useQuery(scanConfigQueryOptions(customerId));
}
