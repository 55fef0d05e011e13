import { defineCall } from '../common/call.ts';
import { socCustomersQuerySchema, socCustomersResponseSchema } from './customers.ts';
import { deployedLicensesQuerySchema, deployedLicensesResponseSchema } from './deployed-licenses-count.ts';
import { fetchIncidentsQuerySchema, fetchIncidentsResponseSchema } from './fetch-incidents.ts';
import { loginPagesScannedQuerySchema, loginPagesScannedResponseSchema } from './login-pages-scanned.ts';
import { threatIntelSocQuerySchema, threatIntelSocResponseSchema } from './threat-intel-soc.ts';

// The Enterprise SOC API (spec doc 2 §7), authenticated by the `apikey` header: an organization's key,
// or a tenant's global key (its organizations). Its OpenAPI document is made from these calls.

/** Incidents of the key's organization (a global key: of its tenant's organizations). */
export const fetchIncidents = defineCall({
  method: 'GET',
  path: '/enterprise-soc/fetch-incidents',
  access: 'socApiKey',
  query: fetchIncidentsQuerySchema,
  response: fetchIncidentsResponseSchema,
});

/** Login pages the extensions scanned in the window. */
export const loginPagesScanned = defineCall({
  method: 'GET',
  path: '/enterprise-soc/login-pages-scanned',
  access: 'socApiKey',
  query: loginPagesScannedQuerySchema,
  response: loginPagesScannedResponseSchema,
});

/** Extension users registered (deployed licenses). */
export const deployedLicensesCount = defineCall({
  method: 'GET',
  path: '/enterprise-soc/deployed-licenses-count',
  access: 'socApiKey',
  query: deployedLicensesQuerySchema,
  response: deployedLicensesResponseSchema,
});

/** The tenant's organizations (a global key only). */
export const socCustomers = defineCall({
  method: 'GET',
  path: '/enterprise-soc/customers',
  access: 'socApiKey',
  query: socCustomersQuerySchema,
  response: socCustomersResponseSchema,
});

/** Threat intel, for keys whose organization has threat intel access. */
export const threatIntelSoc = defineCall({
  method: 'GET',
  path: '/threat-intel/soc',
  access: 'socApiKey',
  query: threatIntelSocQuerySchema,
  response: threatIntelSocResponseSchema,
});

/** The SOC API's OpenAPI document (public: the console's documentation tabs read it). */
export const socOpenApiDocument = defineCall({
  method: 'GET',
  path: '/enterprise-soc/openapi.json',
  access: 'public',
  response: null,
});
