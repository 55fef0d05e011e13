import type { LicenseType } from '@baitwatch/contracts/common/product';
import type { PortalCustomer } from '@baitwatch/contracts/organizations/portal-customers';

const base: Omit<PortalCustomer, 'id' | 'key' | 'kind' | 'displayName' | 'organizationName'> = {
  tenantName: 'Acme MSP',
  tenantId: 3,
  groupId: 7,
  isActive: true,
  isProvisioned: true,
  created: '2026-01-01T00:00:00.000Z',
  firstName: null,
  lastName: null,
  email: null,
  phone: null,
  orgCode: null,
  subDomain: null,
  licenseType: 'BASICPHISH',
  isCustomized: false,
  tenantAsCustomer: false,
  isMSP: false,
  hideGlobalView: false,
  blobContainer: null,
  sortKey: '',
  sortKeyword: '',
  multiGroup: false,
  defaultCustomerId: 11,
};

/** An organization entry as GET /v1/portal/customers lists it. */
export function organization(
  id: number,
  licenseType: LicenseType = 'BASICPHISH',
  extra: Partial<PortalCustomer> = {},
) {
  const name = extra.organizationName ?? `Org ${id}`;
  return {
    ...base,
    id,
    key: `c:${id}`,
    kind: 'organization',
    organizationName: name,
    displayName: `Acme MSP > ${name}`,
    sortKeyword: `acme msp > ${name}`.toLowerCase(),
    licenseType,
    ...extra,
  } satisfies PortalCustomer;
}

export function globalView(tenantId = 3, groupId = 7, extra: Partial<PortalCustomer> = {}) {
  return {
    ...base,
    id: tenantId,
    tenantId,
    groupId,
    key: `gv:${tenantId}:${groupId}`,
    kind: 'globalView',
    organizationName: 'Global View',
    displayName: 'Acme MSP > Global View',
    sortKeyword: 'acme msp > global view',
    // Only an MSP has Global Views (portal-entries.ts).
    isMSP: true,
    ...extra,
  } satisfies PortalCustomer;
}

export function superFeed() {
  return {
    ...base,
    id: 'Super Feed',
    tenantId: null,
    groupId: null,
    created: null,
    key: 'superFeed',
    kind: 'superFeed',
    organizationName: 'Super Feed',
    displayName: 'Super Feed',
    sortKeyword: 'super feed',
  } satisfies PortalCustomer;
}
