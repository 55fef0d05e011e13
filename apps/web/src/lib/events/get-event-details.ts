import { eventDetailsResponseSchema } from '@baitwatch/contracts/events/event-details';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { incidentKeys } from './query-keys.ts';

/** GET portal/customers/{id}/events/{eventId}: the event, its organization and its action history. */
export function fetchEventDetails(customerId: number, eventId: string, signal?: AbortSignal) {
  return apiRequest(`/v1/portal/customers/${customerId}/events/${encodeURIComponent(eventId)}`, {
    schema: eventDetailsResponseSchema,
    signal,
  });
}

export const eventDetailsQueryOptions = (customerId: number, eventId: string) =>
  queryOptions({
    queryKey: incidentKeys.details(customerId, eventId),
    queryFn: ({ signal }) => fetchEventDetails(customerId, eventId, signal),
  });

export function useEventDetails(customerId: number, eventId: string) {
  return useQuery(eventDetailsQueryOptions(customerId, eventId));
}
