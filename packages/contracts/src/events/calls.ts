import {
  brandsResponseSchema,
  customerBrandsQuerySchema,
  tenantBrandsQuerySchema,
} from '../brands/portal-brands.ts';
import { defineCall } from '../common/call.ts';
import {
  allEventsResponseSchema,
  customerAllEventsQuerySchema,
  tenantAllEventsQuerySchema,
} from './all-events.ts';
import { clearIncidentBodySchema } from './clear-incident.ts';
import { eventActionParamsSchema, eventActionResultSchema } from './event-action-result.ts';
import { eventDetailsParamsSchema, eventDetailsResponseSchema } from './event-details.ts';
import {
  customerLicensesCountQuerySchema,
  licensesCountResponseSchema,
  tenantLicensesCountQuerySchema,
} from './licenses-count.ts';
import { defineOrgScopeGet } from './org-scope-calls.ts';
import { removeThreatBodySchema } from './remove-threat.ts';
import { reportFalsePositiveBodySchema } from './report-false-positive.ts';
import {
  customerSearchExtensionUsersQuerySchema,
  searchExtensionUsersResponseSchema,
  tenantSearchExtensionUsersQuerySchema,
} from './search-extension-users.ts';
import { verifyEventsBodySchema } from './verify-events.ts';

// The incident feed of an organization or a Global View, its filter choices, one incident's details,
// and the actions on incidents (spec doc 1 §4 and §7 "Events", "License and users"). Which actions a
// role may take depends on the view the event is in: the server's rules decide, not the call.

/** One page of the feed (with the count on the first page). */
export const listIncidents = defineOrgScopeGet({
  base: 'portal',
  suffix: 'all-events',
  query: { customers: customerAllEventsQuerySchema, tenants: tenantAllEventsQuerySchema },
  response: allEventsResponseSchema,
});

/** The brands seen in the window: the feed's brand filter. */
export const listFeedBrands = defineOrgScopeGet({
  base: 'portal',
  suffix: 'brands',
  query: { customers: customerBrandsQuerySchema, tenants: tenantBrandsQuerySchema },
  response: brandsResponseSchema,
});

/** Extension users whose name or email holds the term: the feed's and License Management's user filter. */
export const searchExtensionUsers = defineOrgScopeGet({
  base: 'portal',
  suffix: 'search-extension-users',
  query: {
    customers: customerSearchExtensionUsersQuerySchema,
    tenants: tenantSearchExtensionUsersQuerySchema,
  },
  response: searchExtensionUsersResponseSchema,
});

/** How many licenses are in use. */
export const countLicenses = defineOrgScopeGet({
  base: 'portal',
  suffix: 'licenses-count',
  query: { customers: customerLicensesCountQuerySchema, tenants: tenantLicensesCountQuerySchema },
  response: licensesCountResponseSchema,
});

/** One incident with its history of actions. */
export const getEventDetails = defineCall({
  method: 'GET',
  path: '/v1/portal/customers/{id}/events/{eventId}',
  access: 'signedIn',
  params: eventDetailsParamsSchema,
  response: eventDetailsResponseSchema,
});

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
