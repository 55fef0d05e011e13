import { defineCall } from '../common/call.ts';
import { eventDetailsParamsSchema, eventDetailsResponseSchema } from './event-details.ts';

/** One incident with its history of actions. */
export const getEventDetails = defineCall({
  method: 'GET',
  path: '/v1/portal/customers/{id}/events/{eventId}',
  access: 'signedIn',
  params: eventDetailsParamsSchema,
  response: eventDetailsResponseSchema,
});
