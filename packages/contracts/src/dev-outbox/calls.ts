import { z } from 'zod';
import { defineCall } from '../common/call.ts';
import { PROVIDER_ROLE } from '../common/product.ts';
import { outboxResponseSchema } from './outbox.ts';

/**
 * Recent mails, so that invitation and reset links can be followed without a mail server. Served when
 * the dev outbox is on (by default without SMTP, outside production), to the provider's admins only.
 */
export const getOutbox = defineCall({
  method: 'GET',
  path: '/dev/api/outbox',
  access: { roles: [PROVIDER_ROLE] },
  response: outboxResponseSchema,
});

/**
 * A webhook receiver for development and the demo, served beside the dev outbox: it takes any
 * delivery and answers 204, so a demo endpoint's delivery log shows deliveries as a real receiver
 * takes them. `name` only tells the endpoints apart.
 */
export const devWebhookInbox = defineCall({
  method: 'POST',
  path: '/dev/webhook-inbox/{name}',
  access: 'public',
  params: z.object({ name: z.string().regex(/^[a-z0-9-]{1,40}$/, { error: 'Invalid inbox name' }) }),
  body: z.unknown(),
  response: null,
});
