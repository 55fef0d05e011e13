import { defineCall } from '../common/call.ts';
import { pushScopeQuerySchema } from '../common/push-scope.ts';
import {
  deliveryIdParamsSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryListSchema,
  webhookDeliveryQueuedSchema,
} from './delivery.ts';
import {
  addWebhookEndpointBodySchema,
  endpointIdParamsSchema,
  updateWebhookEndpointBodySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from './endpoint.ts';

// Webhooks (issue 27): endpoints of an organization, of a tenant's Global View, or of the provider;
// who may manage which is the server's access policy (an organization's admins, its tenant's admins,
// the provider).

/** The endpoints of one scope: ?customerId, ?tenantId, or neither (the provider's own). */
export const listWebhookEndpoints = defineCall({
  method: 'GET',
  path: '/v1/webhooks/endpoints',
  access: 'signedIn',
  query: pushScopeQuerySchema,
  response: webhookEndpointListSchema,
});

/** A new endpoint; the answer carries its signing secret, the only time it is shown. */
export const addWebhookEndpoint = defineCall({
  method: 'POST',
  path: '/v1/webhooks/endpoints',
  access: 'signedIn',
  body: addWebhookEndpointBodySchema,
  response: webhookEndpointWithSecretSchema,
  status: 201,
});

export const updateWebhookEndpoint = defineCall({
  method: 'PUT',
  path: '/v1/webhooks/endpoints/{endpointId}',
  access: 'signedIn',
  params: endpointIdParamsSchema,
  body: updateWebhookEndpointBodySchema,
  response: webhookEndpointSchema,
});

export const deleteWebhookEndpoint = defineCall({
  method: 'DELETE',
  path: '/v1/webhooks/endpoints/{endpointId}',
  access: 'signedIn',
  params: endpointIdParamsSchema,
  response: null,
});

/** A new signing secret; the old one keeps signing beside it for a day (previousSecretUntil). */
export const rotateWebhookSecret = defineCall({
  method: 'POST',
  path: '/v1/webhooks/endpoints/{endpointId}/rotate-secret',
  access: 'signedIn',
  params: endpointIdParamsSchema,
  response: webhookEndpointWithSecretSchema,
});

/** Queues a `webhook.test` delivery to the endpoint. */
export const sendTestWebhook = defineCall({
  method: 'POST',
  path: '/v1/webhooks/endpoints/{endpointId}/test',
  access: 'signedIn',
  params: endpointIdParamsSchema,
  response: webhookDeliveryQueuedSchema,
  status: 202,
});

/** The endpoint's delivery log, newest first, with every try (kept 30 days). */
export const listWebhookDeliveries = defineCall({
  method: 'GET',
  path: '/v1/webhooks/endpoints/{endpointId}/deliveries',
  access: 'signedIn',
  params: endpointIdParamsSchema,
  query: webhookDeliveriesQuerySchema,
  response: webhookDeliveryListSchema,
});

/** Sends a logged delivery again, with the same webhook-id (a receiver that saw it can tell). */
export const resendWebhookDelivery = defineCall({
  method: 'POST',
  path: '/v1/webhooks/deliveries/{deliveryId}/resend',
  access: 'signedIn',
  params: deliveryIdParamsSchema,
  response: webhookDeliveryQueuedSchema,
  status: 202,
});
