import { defineCall } from '../common/call.ts';
import { PROVIDER_ROLE } from '../common/product.ts';
import { generateApiKeyBodySchema, generateApiKeyResponseSchema } from './expiry-date.ts';
import { fetchApiKeyParamsSchema, fetchApiKeyResponseSchema } from './fetch-apikey.ts';
import { fetchTenantApiKeyParamsSchema, fetchTenantApiKeyResponseSchema } from './fetch-tenant-apikey.ts';
import { generateApiKeyParamsSchema } from './generate-apikey.ts';
import { generateTenantApiKeyParamsSchema } from './generate-tenant-apikey.ts';

// The SOC API keys (spec doc 2 §7 "API keys"): an organization's key, and a tenant's global key, which
// is its admins' and the provider's only.

const tenantKeyAccess = { roles: [PROVIDER_ROLE, 'TenantAdmin'] } as const;

/** The organization's key and its expiry. */
export const fetchApiKey = defineCall({
  method: 'GET',
  path: '/v1/enterprise-soc/fetch-apikey/{customerId}',
  access: 'signedIn',
  params: fetchApiKeyParamsSchema,
  response: fetchApiKeyResponseSchema,
});

/** A new key for the organization with the chosen expiry (the old one stops working). */
export const generateApiKey = defineCall({
  method: 'PUT',
  path: '/v1/enterprise-soc/generate-apikey/{customerId}',
  access: 'signedIn',
  params: generateApiKeyParamsSchema,
  body: generateApiKeyBodySchema,
  response: generateApiKeyResponseSchema,
});

/** The tenant's global key and its expiry. */
export const fetchTenantApiKey = defineCall({
  method: 'GET',
  path: '/v1/enterprise-soc/fetch-tenant-apikey/{tenantId}',
  access: tenantKeyAccess,
  params: fetchTenantApiKeyParamsSchema,
  response: fetchTenantApiKeyResponseSchema,
});

/** A new global key for the tenant. */
export const generateTenantApiKey = defineCall({
  method: 'PUT',
  path: '/v1/enterprise-soc/generate-tenant-apikey/{tenantId}',
  access: tenantKeyAccess,
  params: generateTenantApiKeyParamsSchema,
  body: generateApiKeyBodySchema,
  response: generateApiKeyResponseSchema,
});
