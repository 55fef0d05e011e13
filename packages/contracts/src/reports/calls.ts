import { defineCall } from '../common/call.ts';
import { PROVIDER_ROLE } from '../common/product.ts';
import { defineOrgScopeGet } from '../events/org-scope-calls.ts';
import { reportPdfQuery, reportPeriodsQuery, reportPeriodsResponseSchema } from './report-periods.ts';
import {
  customerReportParamsSchema,
  reportRecipientsBodySchema,
  reportRecipientsSchema,
  tenantReportParamsSchema,
} from './report-settings.ts';

// Scheduled PDF reports (decision 0074): an organization's report, or a tenant's roll-up (a Global
// View, narrowed by group or organization as the dashboard is). Who may read which is the server's
// access policy, as for the dashboard: an organization's admins, its tenant's admins, the provider.

/** The report of one ended month or ISO week (?period=2026-10 | 2026-W43), as a PDF. */
export const reportPdf = defineOrgScopeGet({
  base: 'dashboard',
  suffix: 'report',
  query: reportPdfQuery,
  response: null,
});

/** The past periods the dashboard offers, with when each was mailed. */
export const reportPeriods = defineOrgScopeGet({
  base: 'dashboard',
  suffix: 'reports',
  query: reportPeriodsQuery,
  response: reportPeriodsResponseSchema,
});

export const getOrganizationReportRecipients = defineCall({
  method: 'GET',
  path: '/v1/reports/customers/{customerId}/recipients',
  access: 'signedIn',
  params: customerReportParamsSchema,
  response: reportRecipientsSchema,
});

export const updateOrganizationReportRecipients = defineCall({
  method: 'PUT',
  path: '/v1/reports/customers/{customerId}/recipients',
  access: 'signedIn',
  params: customerReportParamsSchema,
  body: reportRecipientsBodySchema,
  response: reportRecipientsSchema,
});

/** The tenant roll-up's recipients: its admins only (a TenantAdmin or the provider). */
export const getTenantReportRecipients = defineCall({
  method: 'GET',
  path: '/v1/reports/tenants/{tenantId}/recipients',
  access: { roles: [PROVIDER_ROLE, 'TenantAdmin'] },
  params: tenantReportParamsSchema,
  response: reportRecipientsSchema,
});

export const updateTenantReportRecipients = defineCall({
  method: 'PUT',
  path: '/v1/reports/tenants/{tenantId}/recipients',
  access: { roles: [PROVIDER_ROLE, 'TenantAdmin'] },
  params: tenantReportParamsSchema,
  body: reportRecipientsBodySchema,
  response: reportRecipientsSchema,
});
