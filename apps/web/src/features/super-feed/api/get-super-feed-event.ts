import { superFeedDetailsResponseSchema } from '@baitwatch/contracts/super-feed/super-feed-event';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { superFeedKeys } from '../../../lib/events/query-keys.ts';

/** GET super-feed/{id}: one event, by its superFeedId. */
export function fetchSuperFeedEvent(id: string, signal?: AbortSignal) {
  return apiRequest(`/v1/super-feed/${encodeURIComponent(id)}`, {
    schema: superFeedDetailsResponseSchema,
    signal,
  });
}

export const superFeedEventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: superFeedKeys.event(id),
    queryFn: ({ signal }) => fetchSuperFeedEvent(id, signal),
  });

export function useSuperFeedEvent(id: string) {
  return useQuery(superFeedEventQueryOptions(id));
}
