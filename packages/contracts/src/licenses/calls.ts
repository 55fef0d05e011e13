import { defineCall } from '../common/call.ts';
import { defineOrgScopeGet } from '../events/org-scope-calls.ts';
import {
  customerGrowthQuerySchema,
  growthResponseSchema,
  tenantGrowthQuerySchema,
} from './deployed-licenses-growth.ts';
import { customerExportUsersQuerySchema, tenantExportUsersQuerySchema } from './export-extension-users.ts';
import { extensionUserParamsSchema, extensionUserResponseSchema } from './extension-user.ts';
import {
  customerExtensionUsersQuerySchema,
  extensionUsersResponseSchema,
  tenantExtensionUsersQuerySchema,
} from './extension-users.ts';
import {
  customerLicenseCountQuerySchema,
  licenseCountResponseSchema,
  tenantLicenseCountQuerySchema,
} from './license-count.ts';

// License Management (spec doc 1 §7 "Charts and dashboards", "License and users"): the breakdowns,
// the growth rows, the users grid and one user; ours, the users as CSV. The licenses' count and the
// user search are the feed's calls (events/calls.ts), shared by both pages.

/** Licenses in use per operating system and per browser. */
export const getLicenseBreakdown = defineOrgScopeGet({
  base: 'dashboard',
  suffix: 'license-count',
  query: { customers: customerLicenseCountQuerySchema, tenants: tenantLicenseCountQuerySchema },
  response: licenseCountResponseSchema,
});

/** Deployed licenses per day, month or year. */
export const getLicenseGrowth = defineOrgScopeGet({
  base: 'dashboard',
  suffix: 'deployed-licenses-growth',
  query: { customers: customerGrowthQuerySchema, tenants: tenantGrowthQuerySchema },
  response: growthResponseSchema,
});

/** One page of the extension users. */
export const listExtensionUsers = defineOrgScopeGet({
  base: 'portal',
  suffix: 'extension-users',
  query: { customers: customerExtensionUsersQuerySchema, tenants: tenantExtensionUsersQuerySchema },
  response: extensionUsersResponseSchema,
});

/** The extension users as a CSV file (all, or those not seen lately). */
export const exportExtensionUsers = defineOrgScopeGet({
  base: 'portal',
  suffix: 'extension-users/export',
  query: { customers: customerExportUsersQuerySchema, tenants: tenantExportUsersQuerySchema },
  response: null,
});

/** One extension user with its System / Browser / Date rows. */
export const getExtensionUser = defineCall({
  method: 'GET',
  path: '/v1/portal/customers/{customerId}/extension-users/{userId}',
  access: 'signedIn',
  params: extensionUserParamsSchema,
  response: extensionUserResponseSchema,
});
