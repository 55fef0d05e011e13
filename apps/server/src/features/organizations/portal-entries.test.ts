import { describe, expect, it } from 'vitest';
import type { OrganizationRow, TenantRow } from './organization-directory.repository.ts';
import { buildPortalEntries } from './portal-entries.ts';

const created = new Date('2026-01-01T00:00:00Z');
const tenant = (id: number, tenantName: string, extra: Partial<TenantRow> = {}): TenantRow => ({
  id,
  tenantName,
  phone: null,
  subDomain: tenantName.toLowerCase().replace(/\W/g, ''),
  isMsp: true,
  isActive: true,
  isCustomized: false,
  hideGlobalView: false,
  created,
  ...extra,
});
const org = (id: number, t: TenantRow, organizationName: string, groupId: number): OrganizationRow => ({
  id,
  organizationName,
  tenantName: t.tenantName,
  tenantId: t.id,
  groupId,
  isActive: true,
  isProvisioned: true,
  created,
  firstName: null,
  lastName: null,
  email: null,
  phone: null,
  orgCode: `code-${id}`,
  subDomain: null,
  licenseType: 'BASICPHISH',
  isCustomized: false,
  tenantAsCustomer: false,
  isMsp: false,
  hideGlobalView: false,
  blobContainer: `org-${id}`,
});

const zeta = tenant(1, 'Zeta MSP');
const alpha = tenant(2, 'alpha msp');
const direct = tenant(3, 'Direct Co', { isMsp: false });
const organizations = [
  org(10, zeta, 'Zulu', 100),
  org(11, zeta, 'Bravo', 101),
  org(12, alpha, 'Yankee', 200),
  org(13, direct, 'Direct Co', 300),
];
const groups = [
  { id: 100, tenantId: 1 },
  { id: 101, tenantId: 1 },
  { id: 200, tenantId: 2 },
  { id: 300, tenantId: 3 },
];

describe('buildPortalEntries', () => {
  it('gives the provider the Super Feed first, then tenants by name with Global Views before organizations', () => {
    const entries = buildPortalEntries({
      role: 'BaitwatchAdmin',
      organizations,
      tenants: [zeta, alpha, direct],
      groups,
    });
    expect(entries.map((e) => e.displayName)).toEqual([
      'Super Feed',
      'alpha msp > Global View',
      'alpha msp > Yankee',
      'Direct Co',
      'Zeta MSP > Global View 1',
      'Zeta MSP > Global View 2',
      'Zeta MSP > Bravo',
      'Zeta MSP > Zulu',
    ]);
    expect(entries[0]).toMatchObject({ id: 'Super Feed', kind: 'superFeed', key: 'superFeed' });
    expect(entries[4]).toMatchObject({
      id: 1,
      groupId: 100,
      key: 'gv:1:100',
      kind: 'globalView',
      multiGroup: true,
    });
    expect(entries[5]).toMatchObject({
      id: 1,
      groupId: 101,
      key: 'gv:1:101',
      organizationName: 'Global View 2',
    });
    expect(entries[1]).toMatchObject({ multiGroup: false, organizationName: 'Global View' });
    // The default is the first real organization, the same on every entry.
    expect(new Set(entries.map((e) => e.defaultCustomerId))).toEqual(new Set([12]));
    expect(entries.map((e) => e.sortKey).slice(1)).toEqual(
      entries
        .map((e) => e.sortKey)
        .slice(1)
        .sort(),
    );
    expect(entries.find((e) => e.id === 11)?.sortKeyword).toBe('zeta msp > bravo code-11');
  });

  it('gives a TenantAdmin unprefixed names and omits hidden Global Views', () => {
    const hidden = { ...zeta, hideGlobalView: true };
    const entries = buildPortalEntries({
      role: 'TenantAdmin',
      organizations: organizations.filter((o) => o.tenantId === 1),
      tenants: [hidden],
      groups: groups.filter((g) => g.tenantId === 1),
    });
    expect(entries.map((e) => e.displayName)).toEqual(['Bravo', 'Zulu']);
    expect(entries.every((e) => e.multiGroup)).toBe(true);
  });

  it('gives a CustomerAdmin its organization and no Global View', () => {
    const entries = buildPortalEntries({
      role: 'CustomerAdmin',
      organizations: organizations.slice(0, 1),
      tenants: [zeta],
      groups: groups.filter((g) => g.tenantId === 1),
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      id: 10,
      displayName: 'Zulu',
      kind: 'organization',
      defaultCustomerId: 10,
    });
  });

  it('answers a null default when there is no organization', () => {
    const entries = buildPortalEntries({ role: 'TenantAdmin', organizations: [], tenants: [alpha], groups });
    expect(entries.map((e) => e.kind)).toEqual(['globalView']);
    expect(entries[0]?.defaultCustomerId).toBeNull();
  });
});
