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
