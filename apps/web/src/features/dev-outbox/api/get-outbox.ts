import { getOutbox } from '@baitwatch/contracts/dev-outbox/calls';
import type { OutboxResponse } from '@baitwatch/contracts/dev-outbox/outbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** BaitwatchAdmin only: 401 without a session (after one refresh attempt), 403 for other roles. */
export function fetchOutbox(signal?: AbortSignal): Promise<OutboxResponse> {
  return callApi(getOutbox, { signal });
}

export const outboxQueryOptions = () =>
  queryOptions({ queryKey: ['dev-outbox'], queryFn: ({ signal }) => fetchOutbox(signal), retry: false });

export function useOutbox() {
  return useQuery({ ...outboxQueryOptions(), refetchInterval: 5000 });
}
