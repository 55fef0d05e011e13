import { messageResponseSchema } from '../auth/logout.ts';
import { defineCall } from '../common/call.ts';
import { PROVIDER_ROLE } from '../common/product.ts';
import {
  ssoConnectionBodySchema,
  ssoCustomerParamsSchema,
  ssoSettingsSchema,
  ssoTenantParamsSchema,
} from './connection.ts';
import {
  ssoBeginQuerySchema,
  ssoCallbackQuerySchema,
  ssoStartBodySchema,
  ssoStartResponseSchema,
} from './sign-in.ts';

// Single sign-on (issue 26, part 3): a tenant's or an organization's own OpenID Connect provider.
// Which admin may manage which connection is the server's access policy: a tenant's admins and the
// provider the tenant's; an organization's admins, its tenant's admins and the provider the
// organization's.

const TENANT_MANAGERS = { roles: [PROVIDER_ROLE, 'TenantAdmin'] } as const;

export const getTenantSso = defineCall({
  method: 'GET',
  path: '/v1/sso/tenants/{tenantId}',
  access: TENANT_MANAGERS,
  params: ssoTenantParamsSchema,
  response: ssoSettingsSchema,
});

/** Sets up or changes the tenant's connection (its issuer is checked by discovery first). */
export const putTenantSso = defineCall({
  method: 'PUT',
  path: '/v1/sso/tenants/{tenantId}',
  access: TENANT_MANAGERS,
  params: ssoTenantParamsSchema,
  body: ssoConnectionBodySchema,
  response: ssoSettingsSchema,
});

export const deleteTenantSso = defineCall({
  method: 'DELETE',
  path: '/v1/sso/tenants/{tenantId}',
  access: TENANT_MANAGERS,
  params: ssoTenantParamsSchema,
  response: messageResponseSchema,
});

export const getCustomerSso = defineCall({
  method: 'GET',
  path: '/v1/sso/customers/{customerId}',
  access: 'signedIn',
  params: ssoCustomerParamsSchema,
  response: ssoSettingsSchema,
});

export const putCustomerSso = defineCall({
  method: 'PUT',
  path: '/v1/sso/customers/{customerId}',
  access: 'signedIn',
  params: ssoCustomerParamsSchema,
  body: ssoConnectionBodySchema,
  response: ssoSettingsSchema,
});

export const deleteCustomerSso = defineCall({
  method: 'DELETE',
  path: '/v1/sso/customers/{customerId}',
  access: 'signedIn',
  params: ssoCustomerParamsSchema,
  response: messageResponseSchema,
});

/** Starts a sign-in: the provider's authorization address, and the attempt's cookie. Public. */
export const startSso = defineCall({
  method: 'POST',
  path: '/v1/auth/sso/start',
  access: 'public',
  body: ssoStartBodySchema,
  response: ssoStartResponseSchema,
});

/**
 * Where the identity provider sends the browser back: outside /v1, since a navigation cannot carry
 * the functions key. It answers a redirect: into the console with a session, or to the login page
 * with the reason it failed.
 */
export const ssoCallback = defineCall({
  method: 'GET',
  path: '/auth/sso/callback',
  access: 'public',
  query: ssoCallbackQuerySchema,
  response: null,
});

/** Sets the attempt's cookie on the console's host and goes on to the identity provider (a redirect). */
export const ssoBegin = defineCall({
  method: 'GET',
  path: '/auth/sso/begin',
  access: 'public',
  query: ssoBeginQuerySchema,
  response: null,
});
