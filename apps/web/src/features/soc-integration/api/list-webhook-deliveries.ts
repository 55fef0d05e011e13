import { listWebhookDeliveries } from '@baitwatch/contracts/webhooks/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { WEBHOOKS_KEY } from './list-webhook-endpoints.ts';

/** While a delivery is still being tried, the log looks again this often. */
const PENDING_REFRESH_MS = 3_000;

export const webhookDeliveriesQueryOptions = (endpointId: string, page: number) =>
  queryOptions({
    queryKey: [...WEBHOOKS_KEY, 'deliveries', endpointId, page] as const,
    queryFn: ({ signal }) =>
      callApi(listWebhookDeliveries, { params: { endpointId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.status === 'pending' && d.attempts.length === 0)
        ? PENDING_REFRESH_MS
        : false,
  });

/** One page of an endpoint's delivery log, newest first. */
export function useWebhookDeliveries(endpointId: string, page: number) {
  return useQuery(webhookDeliveriesQueryOptions(endpointId, page));
}
