/**
 * The webhook settings' messages (issue 27; the specification has no webhooks, so these are ours, in
 * the catalogue's manner: one sentence that says what to fix).
 */
export const WEBHOOK_MESSAGES = {
  urlRequired: 'Endpoint URL is required.',
  urlInvalid: 'Endpoint URL should be a full address, such as https://hooks.example.com/baitwatch.',
  urlHttps: 'Endpoint URL should start with https://.',
  urlCredentials: 'Endpoint URL should not carry a user name or password.',
  urlNotAllowed:
    'Endpoint URL points at a private, loopback or link-local address, which webhooks may not reach.',
  descriptionTooLong: 'Description can be at most 200 characters.',
  eventTypesRequired: 'Choose at least one event type.',
  eventTypeUnknown: 'Unknown event type.',
  invalidEndpointId: 'Invalid endpoint id',
  invalidDeliveryId: 'Invalid delivery id',
  endpointNotFound: 'Webhook endpoint not found.',
  deliveryNotFound: 'Webhook delivery not found.',
  tooManyEndpoints: 'This scope already has the most webhook endpoints allowed (10). Remove one first.',
  endpointDisabled: 'This endpoint is disabled. Enable it before sending to it.',
  fetchFailed: 'Could not fetch webhook endpoints!',
  saveFailed: 'Could not save the webhook endpoint!',
  secretShownOnce: 'Copy the signing secret now: it is shown only once.',
} as const;
