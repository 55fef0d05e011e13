import { defineCall } from '../common/call.ts';
import { PROVIDER_ROLE } from '../common/product.ts';
import { eventActionResultSchema } from '../events/event-action-result.ts';
import { unverifyEventParamsSchema } from '../events/unverify-event.ts';
import {
  submitThreatIntelBodySchema,
  submitThreatIntelParamsSchema,
  submitThreatIntelResponseSchema,
} from './submit-threat-intel.ts';
import { threatIntelEventDetailSchema, threatIntelEventParamsSchema } from './threat-intel-event.ts';
import { threatIntelEventsQuerySchema, threatIntelEventsResponseSchema } from './threat-intel-events.ts';
import { threatIntelSummarySchema } from './threat-intel-summary.ts';

// Threat intel (spec doc 2 §7 "Threat intel", doc 1 §7 unverify): the provider verifies events into
// it and takes them out; the feed, one event and the summary are read by those whose license shows
// threat intel (the server's rules).

/** Verifies the event into threat intel, with the form's fields (and a screenshot as a data URL). */
export const submitThreatIntel = defineCall({
  method: 'PUT',
  path: '/v1/threat-intel/{customerOrTenantParam}/{eventId}',
  access: { roles: [PROVIDER_ROLE] },
  params: submitThreatIntelParamsSchema,
  body: submitThreatIntelBodySchema,
  response: submitThreatIntelResponseSchema,
});

/** Takes the event out of threat intel and clears its triaged flag. */
export const unverifyEvent = defineCall({
  method: 'PUT',
  path: '/v1/threat-intel/unverify/{id}/{customerId}',
  access: { roles: [PROVIDER_ROLE] },
  params: unverifyEventParamsSchema,
  response: eventActionResultSchema,
});

/** The threat intel feed. */
export const listThreatIntelEvents = defineCall({
  method: 'GET',
  path: '/v1/threat-intel/events',
  access: 'signedIn',
  query: threatIntelEventsQuerySchema,
  response: threatIntelEventsResponseSchema,
});

/** One threat intel event. */
export const getThreatIntelEvent = defineCall({
  method: 'GET',
  path: '/v1/threat-intel/events/{id}',
  access: 'signedIn',
  params: threatIntelEventParamsSchema,
  response: threatIntelEventDetailSchema,
});

/** The threat intel page's figures. */
export const getThreatIntelSummary = defineCall({
  method: 'GET',
  path: '/v1/threat-intel/summary',
  access: 'signedIn',
  response: threatIntelSummarySchema,
});
