import { type OutboxResponse, outboxResponseSchema } from '@baitwatch/contracts/dev-outbox/outbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function fetchOutbox(signal?: AbortSignal): Promise<OutboxResponse> {
  return apiRequest('/dev/api/outbox', { schema: outboxResponseSchema, signal, skipRefresh: true });
}

export const outboxQueryOptions = () =>
  queryOptions({ queryKey: ['dev-outbox'], queryFn: ({ signal }) => fetchOutbox(signal), retry: false });

export function useOutbox() {
  return useQuery({ ...outboxQueryOptions(), refetchInterval: 5000 });
}
