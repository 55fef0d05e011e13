import type { PortalCustomer } from '@baitwatch/contracts/organizations/portal-customers';
import { describe, expect, it } from 'vitest';
import { groupOrganizations } from './group-organizations.ts';

const entry = (over: Partial<PortalCustomer>): PortalCustomer =>
  ({ kind: 'organization', tenantId: 1, groupId: 10, licenseType: 'BASICPHISH', ...over }) as PortalCustomer;

const ENTRIES = [
  entry({ id: 1, organizationName: 'A' }),
  entry({ id: 2, organizationName: 'B', groupId: 11 }),
  entry({ id: 3, organizationName: 'Intel', licenseType: 'TISOC' }),
  entry({ id: 4, organizationName: 'Other', tenantId: 2 }),
  entry({ id: 1, kind: 'globalView', organizationName: 'Global View' }),
];
const ids = (list: PortalCustomer[]) => list.map((e) => e.id);

describe("a Global View's deployment organizations", () => {
  it("are the tenant's organizations of the route's group", () => {
    expect(ids(groupOrganizations(ENTRIES, 'TenantAdmin', 1, 10))).toEqual([1]);
    expect(ids(groupOrganizations(ENTRIES, 'TenantAdmin', 1, 11))).toEqual([2]);
    expect(ids(groupOrganizations(ENTRIES, 'TenantAdmin', 1, null))).toEqual([1, 2]);
  });

  it('leave TISOC organizations to the provider (decision 0003)', () => {
    expect(ids(groupOrganizations(ENTRIES, 'BaitwatchAdmin', 1, 10))).toEqual([1, 3]);
  });
});
