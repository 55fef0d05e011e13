import { z } from 'zod';

/**
 * PUT /v1/msp-management/customers/{id} and PUT /v1/msp-management/tenants/{id} with the Whitelabel
 * checkbox's body (doc 1 §7): the flag of the organization's tenant, or of the tenant. The provider's
 * to change (doc 1 §6). Exactly this field: a body mixing it with the account's fields is refused.
 */
export const whitelabelFlagRequestSchema = z.strictObject({
  isCustomized: z.boolean({ error: 'isCustomized must be true or false' }),
});
export type WhitelabelFlagRequest = z.input<typeof whitelabelFlagRequestSchema>;

/** A body that sets the whitelabel flag: it names `isCustomized`. */
export const isWhitelabelFlagBody = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'isCustomized' in body;
