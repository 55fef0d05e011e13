import { getAlertConfig } from '@baitwatch/contracts/settings/extension-settings-calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/**
 * The organization's alert config with its
 * extension settings and Google Form flag. Shared: the settings page's Config tab and its Google Form
 * URL tab, and Advanced Settings' Extension Settings and Google Form switch all read this one query.
 */
export function fetchAlertConfig(customerId: number, signal?: AbortSignal) {
  return callApi(getAlertConfig, { params: { id: customerId }, signal });
}

export const alertConfigQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: ['alert-config', customerId] as const,
    queryFn: ({ signal }) => fetchAlertConfig(customerId, signal),
  });

export function useAlertConfig(customerId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...alertConfigQueryOptions(customerId), enabled: options.enabled ?? true });
}
