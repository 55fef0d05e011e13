import {
  brandsResponseSchema,
  customerBrandsQuerySchema,
  tenantBrandsQuerySchema,
} from '../brands/portal-brands.ts';
import {
  allEventsResponseSchema,
  customerAllEventsQuerySchema,
  tenantAllEventsQuerySchema,
} from './all-events.ts';
import {
  customerLicensesCountQuerySchema,
  licensesCountResponseSchema,
  tenantLicensesCountQuerySchema,
} from './licenses-count.ts';
import { defineOrgScopeGet } from './org-scope-calls.ts';
import {
  customerSearchExtensionUsersQuerySchema,
  searchExtensionUsersResponseSchema,
  tenantSearchExtensionUsersQuerySchema,
} from './search-extension-users.ts';

// The incident feed of an organization or a Global View and its filter choices (spec doc 1 §7
// "Events", "License and users"). One incident's details are details-calls.ts, the actions on
// incidents action-calls.ts: a page that only lists does not load their schemas.

/** One page of the feed (with the count on the first page). */
export const listIncidents = defineOrgScopeGet({
  base: 'portal',
  suffix: 'all-events',
  query: { customers: customerAllEventsQuerySchema, tenants: tenantAllEventsQuerySchema },
  response: allEventsResponseSchema,
});

/** The brands seen in the window: the feed's brand filter. */
export const listFeedBrands = defineOrgScopeGet({
  base: 'portal',
  suffix: 'brands',
  query: { customers: customerBrandsQuerySchema, tenants: tenantBrandsQuerySchema },
  response: brandsResponseSchema,
});

/** Extension users whose name or email holds the term: the feed's and License Management's user filter. */
export const searchExtensionUsers = defineOrgScopeGet({
  base: 'portal',
  suffix: 'search-extension-users',
  query: {
    customers: customerSearchExtensionUsersQuerySchema,
    tenants: tenantSearchExtensionUsersQuerySchema,
  },
  response: searchExtensionUsersResponseSchema,
});

/** How many licenses are in use. */
export const countLicenses = defineOrgScopeGet({
  base: 'portal',
  suffix: 'licenses-count',
  query: { customers: customerLicensesCountQuerySchema, tenants: tenantLicensesCountQuerySchema },
  response: licensesCountResponseSchema,
});
