import { getEventDetails } from '@baitwatch/contracts/events/details-calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { incidentKeys } from '../model/query-keys.ts';

/** The event, its organization and its action history. */
export function fetchEventDetails(customerId: number, eventId: string, signal?: AbortSignal) {
  return callApi(getEventDetails, { params: { id: customerId, eventId }, signal });
}

export const eventDetailsQueryOptions = (customerId: number, eventId: string) =>
  queryOptions({
    queryKey: incidentKeys.details(customerId, eventId),
    queryFn: ({ signal }) => fetchEventDetails(customerId, eventId, signal),
  });

export function useEventDetails(customerId: number, eventId: string) {
  return useQuery(eventDetailsQueryOptions(customerId, eventId));
}
