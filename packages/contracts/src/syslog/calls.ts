import { defineCall } from '../common/call.ts';
import { pushScopeQuerySchema } from '../common/push-scope.ts';
import {
  addSyslogDestinationBodySchema,
  destinationIdParamsSchema,
  syslogDestinationListSchema,
  syslogDestinationSchema,
  syslogTestQueuedSchema,
  updateSyslogDestinationBodySchema,
} from './destination.ts';

// Syslog to the SIEM (issue 27): destinations of an organization, of a tenant's Global View, or of
// the provider, managed by the same people as the webhook endpoints (the server's access policy).

/** The destinations of one scope: ?customerId, ?tenantId, or neither (the provider's own). */
export const listSyslogDestinations = defineCall({
  method: 'GET',
  path: '/v1/syslog/destinations',
  access: 'signedIn',
  query: pushScopeQuerySchema,
  response: syslogDestinationListSchema,
});

export const addSyslogDestination = defineCall({
  method: 'POST',
  path: '/v1/syslog/destinations',
  access: 'signedIn',
  body: addSyslogDestinationBodySchema,
  response: syslogDestinationSchema,
  status: 201,
});

export const updateSyslogDestination = defineCall({
  method: 'PUT',
  path: '/v1/syslog/destinations/{destinationId}',
  access: 'signedIn',
  params: destinationIdParamsSchema,
  body: updateSyslogDestinationBodySchema,
  response: syslogDestinationSchema,
});

export const deleteSyslogDestination = defineCall({
  method: 'DELETE',
  path: '/v1/syslog/destinations/{destinationId}',
  access: 'signedIn',
  params: destinationIdParamsSchema,
  response: null,
});

/** Queues a `syslog.test` message to the destination, behind what already waits for it. */
export const sendTestSyslog = defineCall({
  method: 'POST',
  path: '/v1/syslog/destinations/{destinationId}/test',
  access: 'signedIn',
  params: destinationIdParamsSchema,
  response: syslogTestQueuedSchema,
  status: 202,
});
