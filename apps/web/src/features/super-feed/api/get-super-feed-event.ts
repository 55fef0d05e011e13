import { getSuperFeedEvent } from '@baitwatch/contracts/super-feed/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { superFeedKeys } from '../../../domains/events/model/query-keys.ts';
import { callApi } from '../../../lib/call-api.ts';

/** One event, by its superFeedId. */
export function fetchSuperFeedEvent(id: string, signal?: AbortSignal) {
  return callApi(getSuperFeedEvent, { params: { id }, signal });
}

export const superFeedEventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: superFeedKeys.event(id),
    queryFn: ({ signal }) => fetchSuperFeedEvent(id, signal),
  });

export function useSuperFeedEvent(id: string) {
  return useQuery(superFeedEventQueryOptions(id));
}
