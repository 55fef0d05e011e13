import { defineCall } from '../common/call.ts';
import { clearIncidentBodySchema } from './clear-incident.ts';
import { eventActionParamsSchema, eventActionResultSchema } from './event-action-result.ts';
import { removeThreatBodySchema } from './remove-threat.ts';
import { reportFalsePositiveBodySchema } from './report-false-positive.ts';
import { verifyEventsBodySchema } from './verify-events.ts';

// The actions on incidents (spec doc 1 §4 and §7 "Events"): which a role may take depends on the view
// the event is in, so the server's rules decide, not the call. Apart from the feed's reads (calls.ts),
// so that a page that only reads does not load them.

/** Marks the listed events triaged and verified (the list includes the event of the address). */
export const verifyEvents = defineCall({
  method: 'POST',
  path: '/v1/portal/customers/{customerId}/events/{eventId}/verify-events',
  access: 'signedIn',
  params: eventActionParamsSchema,
  body: verifyEventsBodySchema,
  response: eventActionResultSchema,
});

/** Marks the listed events false positive: they leave the feeds. */
export const reportFalsePositive = defineCall({
  method: 'POST',
  path: '/v1/portal/customers/{customerId}/events/{eventId}/report-false-positive',
  access: 'signedIn',
  params: eventActionParamsSchema,
  body: reportFalsePositiveBodySchema,
  response: eventActionResultSchema,
});

/** Clears one incident. */
export const clearIncident = defineCall({
  method: 'POST',
  path: '/v1/portal/customers/{customerId}/events/{eventId}/clear-incident',
  access: 'signedIn',
  params: eventActionParamsSchema,
  body: clearIncidentBodySchema,
  response: eventActionResultSchema,
});

/** Removes the threat of one incident. */
export const removeThreat = defineCall({
  method: 'PUT',
  path: '/v1/portal/customers/{customerId}/events/{eventId}/remove-threat',
  access: 'signedIn',
  params: eventActionParamsSchema,
  body: removeThreatBodySchema,
  response: eventActionResultSchema,
});
