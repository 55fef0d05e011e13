import { getAlertConfigResponseSchema } from '@baitwatch/contracts/settings/alert-config-get';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';

/**
 * GET /v1/portal/customers/{id}/alert-configurations: the organization's alert config with its
 * extension settings and Google Form flag. Shared: the settings page's Config tab and its Google Form
 * URL tab, and Advanced Settings' Extension Settings and Google Form switch all read this one query.
 */
export function fetchAlertConfig(customerId: number, signal?: AbortSignal) {
  return apiRequest(`/v1/portal/customers/${customerId}/alert-configurations`, {
    schema: getAlertConfigResponseSchema,
    signal,
  });
}

export const alertConfigQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: ['alert-config', customerId] as const,
    queryFn: ({ signal }) => fetchAlertConfig(customerId, signal),
  });

export function useAlertConfig(customerId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...alertConfigQueryOptions(customerId), enabled: options.enabled ?? true });
}
