import { defineCall } from '../common/call.ts';
import { PROVIDER_ROLE } from '../common/product.ts';
import { addAllowedDomainRequestSchema, addAllowedDomainResponseSchema } from './add-allowed-domain.ts';
import { addBlockedUrlRequestSchema, addBlockedUrlResponseSchema } from './add-blocked-url.ts';
import { addGoogleFormUrlRequestSchema, addGoogleFormUrlResponseSchema } from './add-google-form-url.ts';
import { listAllowedDomainsResponseSchema } from './list-allowed-domains.ts';
import { listBlockedUrlsResponseSchema } from './list-blocked-urls.ts';
import { importListCsvRequestSchema, importListCsvResponseSchema } from './list-csv.ts';
import { listGoogleFormUrlsResponseSchema } from './list-google-form-urls.ts';
import { listItemParamsSchema, listParamsSchema, removeListItemResponseSchema } from './list-item.ts';
import {
  removeGoogleFormUrlParamsSchema,
  removeGoogleFormUrlRequestSchema,
} from './remove-google-form-url.ts';

// An organization's three lists (spec doc 2 §7), paths and wire names as the spec writes them: blocked
// URLs at blacklist-urls, allowed domains at whitelist-domain (its GET is the spec's "earlier-known
// read", decision 0028), allowed Google Form URLs at whitelist-urls / whitelist-url. Beyond the spec,
// allowed domains and blocked URLs export and import as CSV (decision 0035).

/** The organization's blocked URLs, oldest first. */
export const listBlockedUrls = defineCall({
  method: 'GET',
  path: '/v1/portal/customers/{id}/blacklist-urls',
  access: 'signedIn',
  params: listParamsSchema,
  response: listBlockedUrlsResponseSchema,
});

/** Adds one blocked URL. */
export const addBlockedUrl = defineCall({
  method: 'POST',
  path: '/v1/portal/customers/{id}/blacklist-urls',
  access: 'signedIn',
  params: listParamsSchema,
  body: addBlockedUrlRequestSchema,
  response: addBlockedUrlResponseSchema,
});

/** Removes one of the organization's blocked URLs; another organization's id is not found. */
export const removeBlockedUrl = defineCall({
  method: 'DELETE',
  path: '/v1/portal/customers/{customerId}/blacklist-urls/{id}',
  access: 'signedIn',
  params: listItemParamsSchema,
  response: removeListItemResponseSchema,
});

/** The organization's allowed domains. */
export const listAllowedDomains = defineCall({
  method: 'GET',
  path: '/v1/portal/customers/{id}/whitelist-domain',
  access: 'signedIn',
  params: listParamsSchema,
  response: listAllowedDomainsResponseSchema,
});

/** Adds one allowed domain (the Settings page, and a false positive's host). */
export const addAllowedDomain = defineCall({
  method: 'POST',
  path: '/v1/portal/customers/{id}/whitelist-domain',
  access: 'signedIn',
  params: listParamsSchema,
  body: addAllowedDomainRequestSchema,
  response: addAllowedDomainResponseSchema,
});

/** Removes one of the organization's allowed domains. */
export const removeAllowedDomain = defineCall({
  method: 'DELETE',
  path: '/v1/portal/customers/{customerId}/whitelist-domain/{id}',
  access: 'signedIn',
  params: listItemParamsSchema,
  response: removeListItemResponseSchema,
});

/** The organization's allowed Google Form URLs. */
export const listGoogleFormUrls = defineCall({
  method: 'GET',
  path: '/v1/portal/customers/{id}/whitelist-urls',
  access: 'signedIn',
  params: listParamsSchema,
  response: listGoogleFormUrlsResponseSchema,
});

/** Adds one allowed Google Form URL (as typed: the server stores it encoded). */
export const addGoogleFormUrl = defineCall({
  method: 'POST',
  path: '/v1/portal/customers/{id}/whitelist-url',
  access: 'signedIn',
  params: listParamsSchema,
  body: addGoogleFormUrlRequestSchema,
  response: addGoogleFormUrlResponseSchema,
});

/** Removes one allowed Google Form URL, named in the body as the spec has it. */
export const removeGoogleFormUrl = defineCall({
  method: 'DELETE',
  path: '/v1/portal/customers/{customerId}/whitelist-url',
  access: 'signedIn',
  params: removeGoogleFormUrlParamsSchema,
  body: removeGoogleFormUrlRequestSchema,
  response: removeListItemResponseSchema,
});

// CSV import and export are the provider's and the tenant admins'.
const csvAccess = { roles: [PROVIDER_ROLE, 'TenantAdmin'] } as const;

/** The allowed domains as a CSV file: domain, addedBy, created; oldest first. */
export const exportAllowedDomainsCsv = defineCall({
  method: 'GET',
  path: '/v1/portal/customers/{id}/whitelist-domain/export',
  access: csvAccess,
  params: listParamsSchema,
  response: null,
});

/** Adds the valid rows of a CSV file of domains; reports each refused row. */
export const importAllowedDomainsCsv = defineCall({
  method: 'POST',
  path: '/v1/portal/customers/{id}/whitelist-domain/import',
  access: csvAccess,
  params: listParamsSchema,
  body: importListCsvRequestSchema,
  response: importListCsvResponseSchema,
});

/** The blocked URLs as a CSV file: url, addedBy, created; oldest first. */
export const exportBlockedUrlsCsv = defineCall({
  method: 'GET',
  path: '/v1/portal/customers/{id}/blacklist-urls/export',
  access: csvAccess,
  params: listParamsSchema,
  response: null,
});

/** Adds the valid rows of a CSV file of URLs; reports each refused row. */
export const importBlockedUrlsCsv = defineCall({
  method: 'POST',
  path: '/v1/portal/customers/{id}/blacklist-urls/import',
  access: csvAccess,
  params: listParamsSchema,
  body: importListCsvRequestSchema,
  response: importListCsvResponseSchema,
});
