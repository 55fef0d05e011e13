import {
  DEFAULT_LICENSE_TYPE,
  type LicenseType,
  PROVIDER_ROLE,
  type Role,
} from '@baitwatch/contracts/common/product';
import {
  GLOBAL_VIEW_NAME,
  type PortalCustomer,
  type PortalTenant,
  SUPER_FEED_ID,
} from '@baitwatch/contracts/organizations/portal-customers';
import type { GroupRow, OrganizationRow, TenantRow } from './organization-directory.repository.ts';

// Sort keys compare as plain strings; the unit separator sorts below every printable character, so
// "Acme" < "Acme MSP" whatever follows the name.
const SEP = '\u001f';
const pad = (n: number) => String(n).padStart(10, '0');

type Draft = Omit<PortalCustomer, 'defaultCustomerId' | 'sortKeyword'>;

/**
 * The organization dropdown's entries for one role (spec doc 1 §3 and §6, docs/decisions/0001 and 0005):
 * the provider gets the Super Feed, then every tenant's Global Views and organizations with names
 * prefixed by the tenant; a TenantAdmin its tenant's; a CustomerAdmin its one organization.
 */
export function buildPortalEntries(input: {
  role: Role;
  organizations: OrganizationRow[];
  tenants: TenantRow[];
  groups: GroupRow[];
}): PortalCustomer[] {
  const isProvider = input.role === PROVIDER_ROLE;
  const groupsOf = new Map<number, number[]>();
  for (const group of input.groups)
    groupsOf.set(group.tenantId, [...(groupsOf.get(group.tenantId) ?? []), group.id]);
  const multiGroup = (tenantId: number) => (groupsOf.get(tenantId)?.length ?? 0) > 1;
  const prefixed = (tenantName: string, name: string) =>
    isProvider && tenantName !== name ? `${tenantName} > ${name}` : name;
  const tenantSortKey = (tenantName: string, tenantId: number) =>
    `${tenantName.toLowerCase()}${SEP}${pad(tenantId)}${SEP}`;

  const drafts: Draft[] = input.organizations.map((org) => ({
    ...org,
    licenseType: org.licenseType as LicenseType,
    isMSP: org.isMsp,
    created: org.created.toISOString(),
    displayName: prefixed(org.tenantName, org.organizationName),
    key: `c:${org.id}`,
    sortKey: `${tenantSortKey(org.tenantName, org.tenantId)}1${org.organizationName.toLowerCase()}${SEP}${pad(org.id)}`,
    multiGroup: multiGroup(org.tenantId),
    kind: 'organization',
  }));

  // Global Views aggregate an MSP's organizations; a direct customer (not an MSP) has none.
  if (input.role !== 'CustomerAdmin') {
    for (const tenant of input.tenants) {
      if (!tenant.isMsp || tenant.hideGlobalView) continue;
      const groupIds = groupsOf.get(tenant.id) ?? [];
      groupIds.forEach((groupId, index) => {
        const name = groupIds.length > 1 ? `${GLOBAL_VIEW_NAME} ${index + 1}` : GLOBAL_VIEW_NAME;
        drafts.push({
          ...globalView(tenant, groupId, name),
          displayName: prefixed(tenant.tenantName, name),
          multiGroup: groupIds.length > 1,
          sortKey: `${tenantSortKey(tenant.tenantName, tenant.id)}0${pad(index)}`,
        });
      });
    }
  }

  drafts.sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
  if (isProvider) drafts.unshift(superFeed());
  const firstOrganization = drafts.find((entry) => entry.kind === 'organization');
  const defaultCustomerId = typeof firstOrganization?.id === 'number' ? firstOrganization.id : null;
  return drafts.map((entry) => ({
    ...entry,
    sortKeyword: [entry.displayName, entry.kind === 'organization' ? entry.orgCode : null]
      .filter(Boolean)
      .join(' ')
      .toLowerCase(),
    defaultCustomerId,
  }));
}

function globalView(tenant: TenantRow, groupId: number, name: string): Draft {
  return {
    id: tenant.id,
    organizationName: name,
    tenantName: tenant.tenantName,
    tenantId: tenant.id,
    groupId,
    isActive: tenant.isActive,
    isProvisioned: true,
    created: tenant.created.toISOString(),
    firstName: null,
    lastName: null,
    email: null,
    phone: tenant.phone,
    orgCode: null,
    subDomain: tenant.subDomain,
    licenseType: DEFAULT_LICENSE_TYPE,
    isCustomized: tenant.isCustomized,
    tenantAsCustomer: false,
    isMSP: true,
    hideGlobalView: false,
    blobContainer: null,
    displayName: name,
    key: `gv:${tenant.id}:${groupId}`,
    sortKey: '',
    multiGroup: false,
    kind: 'globalView',
  };
}

function superFeed(): Draft {
  return {
    id: SUPER_FEED_ID,
    organizationName: SUPER_FEED_ID,
    tenantName: '',
    tenantId: null,
    groupId: null,
    isActive: true,
    isProvisioned: true,
    created: null,
    firstName: null,
    lastName: null,
    email: null,
    phone: null,
    orgCode: null,
    subDomain: null,
    licenseType: DEFAULT_LICENSE_TYPE,
    isCustomized: false,
    tenantAsCustomer: false,
    isMSP: false,
    hideGlobalView: false,
    blobContainer: null,
    displayName: SUPER_FEED_ID,
    key: 'superFeed',
    sortKey: '',
    multiGroup: false,
    kind: 'superFeed',
  };
}

export function toPortalTenant(tenant: TenantRow): PortalTenant {
  return {
    tenantId: tenant.id,
    tenantName: tenant.tenantName,
    phone: tenant.phone,
    subDomain: tenant.subDomain,
    isActive: tenant.isActive,
    isCustomized: tenant.isCustomized,
    hideGlobalView: tenant.hideGlobalView,
  };
}
