import { defineCall } from '../common/call.ts';
import { PROVIDER_ROLE } from '../common/product.ts';
import { deleteWhitelabelRequestSchema } from './delete-whitelabel.ts';
import { whitelabelInfoSchema, whitelabelParamsSchema } from './get-whitelabel.ts';
import { saveWhitelabelRequestSchema, whitelabelChangeResponseSchema } from './save-whitelabel.ts';

// A tenant's whitelabel (spec doc 1 §7): its admins' and the provider's; anyone else is refused before
// the input is read.
const access = { roles: [PROVIDER_ROLE, 'TenantAdmin'] } as const;

/** The tenant's whitelabel flag, brand name, support email and logo. */
export const getWhitelabel = defineCall({
  method: 'GET',
  path: '/v1/portal/tenants/{id}/settings/whitelabel',
  access,
  params: whitelabelParamsSchema,
  response: whitelabelInfoSchema,
});

/** Saves the whitelabel (POST for the first, PUT after: the server saves both alike). */
export const createWhitelabel = defineCall({
  method: 'POST',
  path: '/v1/portal/tenants/{id}/settings/whitelabel',
  access,
  params: whitelabelParamsSchema,
  body: saveWhitelabelRequestSchema,
  response: whitelabelChangeResponseSchema,
});
export const updateWhitelabel = defineCall({ ...createWhitelabel, method: 'PUT' });

/** Deletes the whitelabel (its body names the tenant's subdomain, as a confirmation). */
export const deleteWhitelabel = defineCall({
  method: 'PUT',
  path: '/v1/portal/tenants/{id}/settings/whitelabel/delete',
  access,
  params: whitelabelParamsSchema,
  body: deleteWhitelabelRequestSchema,
  response: whitelabelChangeResponseSchema,
});
