import type { PortalCustomer } from '@baitwatch/contracts/organizations/portal-customers';

/** On the reset page: the login sent a first sign-in with a generated password there. */
export const FIRST_SIGN_IN_PARAM = 'first';

/** Route addresses, built in one place so that pages, the shell and the rules agree on them. */
export const paths = {
  root: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  acceptInvite: '/accept-invite',
  /** Where a session whose sign-in policy asks for a factor it has not set up goes (decision 0075). */
  enrol: '/enrol',
  devOutbox: '/dev/outbox',
  superFeed: '/super-feed',
  superFeedStats: '/super-feed/stats',
  superFeedEvent: (eventId: string) => `/super-feed/${encodeURIComponent(eventId)}`,
  tenantAdmin: '/tenant-admin',
  addOrganization: '/tenant-admin/add-organization',
  updateOrganization: '/tenant-admin/update-organization',
  tenantAddAdmin: '/tenant-admin/add-admin',
  socIntegration: '/soc-integration',
  threatIntel: '/threat-intel',
  threatIntelFeed: '/threat-intel-feed',
  threatIntelFeedEvent: (eventId: string) => `/threat-intel-feed/${encodeURIComponent(eventId)}`,
  advancedSettings: '/advanced-settings',
  auditLog: '/audit-log',
  brandPolicyForm: '/advanced-settings/add-edit-brandpolicy',
  customer: {
    incidents: (id: number) => `/customers/${id}/incidents`,
    incident: (id: number, eventId: string) => `/customers/${id}/incidents/${encodeURIComponent(eventId)}`,
    addToThreatIntel: (id: number, eventId: string) =>
      `/customers/${id}/threat-intel/${encodeURIComponent(eventId)}`,
    licenseManagement: (id: number) => `/customers/${id}/license-management`,
    extensionUser: (id: number, userId: string) =>
      `/customers/${id}/licensemanagement/${encodeURIComponent(userId)}`,
    deployment: (id: number) => `/customers/${id}/deployment`,
    dashboard: (id: number) => `/customers/${id}/dashboard`,
    settings: (id: number) => `/customers/${id}/settings`,
    addAdmin: (id: number) => `/customers/${id}/settings/add-admin`,
    addWhitelistDomain: (id: number) => `/customers/${id}/settings/add-whitelist-domain`,
    addWhitelistUrl: (id: number) => `/customers/${id}/settings/add-whitelist-url`,
    addBlacklistUrl: (id: number) => `/customers/${id}/settings/add-blacklist-url`,
    copyConfiguration: (id: number) => `/customers/${id}/settings/copy-configuration`,
  },
  /** Global View routes (decision 0001): the tenant id, plus `?group=` when the tenant has several groups. */
  tenant: {
    incidents: (tenantId: number, groupId?: number | null) =>
      withGroup(`/tenants/${tenantId}/incidents`, groupId),
    incident: (tenantId: number, customerId: number, eventId: string) =>
      `/tenants/${tenantId}/${customerId}/incidents/${encodeURIComponent(eventId)}`,
    addToThreatIntel: (tenantId: number, customerId: number, eventId: string) =>
      `/tenants/${tenantId}/${customerId}/threat-intel/${encodeURIComponent(eventId)}`,
    licenseManagement: (tenantId: number, groupId?: number | null) =>
      withGroup(`/tenants/${tenantId}/license-management`, groupId),
    extensionUser: (tenantId: number, customerId: number, userId: string) =>
      `/tenants/${tenantId}/${customerId}/licensemanagement/${encodeURIComponent(userId)}`,
    deployment: (tenantId: number, groupId?: number | null) =>
      withGroup(`/tenants/${tenantId}/deployment`, groupId),
    dashboard: (tenantId: number, groupId?: number | null) =>
      withGroup(`/tenants/${tenantId}/dashboard`, groupId),
  },
} as const;

function withGroup(path: string, groupId: number | null | undefined) {
  return groupId === null || groupId === undefined ? path : `${path}?group=${groupId}`;
}

/** Whether an entry is addressed through the tenant routes (a Global View or a multi-group selection). */
export function usesTenantRoutes(entry: PortalCustomer): boolean {
  return entry.kind === 'globalView';
}

/** The group query a Global View entry needs in its route (only when its tenant has several groups). */
export function groupOf(entry: PortalCustomer): number | null {
  return entry.kind === 'globalView' && entry.multiGroup ? entry.groupId : null;
}

/** The numeric id of an organization entry, or of the tenant for a Global View entry. */
export function numericId(entry: PortalCustomer): number | null {
  if (entry.kind === 'globalView') return entry.tenantId;
  return typeof entry.id === 'number' ? entry.id : null;
}

/** The incident feed of an entry: the organization's, the Global View's, or the Super Feed. */
export function incidentsPath(entry: PortalCustomer): string {
  if (entry.kind === 'superFeed') return paths.superFeed;
  const id = numericId(entry);
  if (id === null) return paths.root;
  return entry.kind === 'globalView'
    ? paths.tenant.incidents(id, groupOf(entry))
    : paths.customer.incidents(id);
}

/** A page with both variants in the route table: the organization's, or the Global View's. */
function entryPath(entry: PortalCustomer, page: 'deployment' | 'dashboard'): string | null {
  if (entry.kind === 'superFeed') return null;
  const id = numericId(entry);
  if (id === null) return null;
  return entry.kind === 'globalView' ? paths.tenant[page](id, groupOf(entry)) : paths.customer[page](id);
}

/** The deployment page of an entry (both variants exist in the route table). */
export const deploymentPath = (entry: PortalCustomer) => entryPath(entry, 'deployment');

/** The dashboard of an entry: /customers/{id}/dashboard, or /tenants/{id}/dashboard for a Global View (decision 0044). */
export const dashboardPath = (entry: PortalCustomer) => entryPath(entry, 'dashboard');
