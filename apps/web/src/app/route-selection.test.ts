import { describe, expect, it } from 'vitest';
import { globalView, organization, superFeed } from '../test/entries.ts';
import { entryForRoute, initialSelection, routeSelection } from './route-selection.ts';

describe('routeSelection', () => {
  it('reads the organization of /customers routes', () => {
    expect(routeSelection('/customers/11/incidents', '')).toEqual({ kind: 'customer', customerId: 11 });
    expect(routeSelection('/customers/11/settings/add-admin', '')).toEqual({
      kind: 'customer',
      customerId: 11,
    });
  });

  it('reads the tenant, group and organization of /tenants routes', () => {
    expect(routeSelection('/tenants/3/incidents', '?group=8')).toEqual({
      kind: 'tenant',
      tenantId: 3,
      groupId: 8,
      customerId: null,
    });
    expect(routeSelection('/tenants/3/11/incidents/ev-1', '')).toEqual({
      kind: 'tenant',
      tenantId: 3,
      groupId: null,
      customerId: 11,
    });
  });

  it('names the Super Feed on /super-feed and its details', () => {
    expect(routeSelection('/super-feed', '')).toEqual({ kind: 'superFeed' });
    expect(routeSelection('/super-feed/ev-1', '')).toEqual({ kind: 'superFeed' });
    expect(routeSelection('/super-feedback', '')).toBeNull();
  });

  it('names nothing for other pages or malformed ids', () => {
    expect(routeSelection('/tenant-admin', '')).toBeNull();
    expect(routeSelection('/customers/abc/incidents', '')).toBeNull();
    expect(routeSelection('/customers/0/incidents', '')).toBeNull();
    expect(routeSelection('/customers/99999999999/incidents', '')).toBeNull();
  });
});

describe('entryForRoute', () => {
  const customers = [
    superFeed(),
    globalView(3, 7, { multiGroup: true }),
    globalView(3, 8, { multiGroup: true }),
    organization(11),
    organization(12, 'BASICPHISH', { tenantId: 4 }),
  ];

  it('finds the organization of a customer route, or none the user may see', () => {
    expect(entryForRoute({ kind: 'customer', customerId: 11 }, customers, null)?.key).toBe('c:11');
    expect(entryForRoute({ kind: 'customer', customerId: 99 }, customers, null)).toBeNull();
  });

  it('finds the Super Feed entry, which only the provider has', () => {
    expect(entryForRoute({ kind: 'superFeed' }, customers, organization(11))?.key).toBe('superFeed');
    expect(entryForRoute({ kind: 'superFeed' }, customers.slice(1), null)).toBeNull();
  });

  it('picks the Global View of the named group, else the current one of the tenant, else its first', () => {
    expect(
      entryForRoute({ kind: 'tenant', tenantId: 3, groupId: 8, customerId: null }, customers, null)?.key,
    ).toBe('gv:3:8');
    expect(
      entryForRoute(
        { kind: 'tenant', tenantId: 3, groupId: null, customerId: null },
        customers,
        customers[2] ?? null,
      )?.key,
    ).toBe('gv:3:8');
    expect(
      entryForRoute({ kind: 'tenant', tenantId: 3, groupId: null, customerId: null }, customers, null)?.key,
    ).toBe('gv:3:7');
    expect(
      entryForRoute({ kind: 'tenant', tenantId: 9, groupId: null, customerId: null }, customers, null),
    ).toBeNull();
  });

  it('refuses an organization of another tenant in a tenant route', () => {
    expect(
      entryForRoute({ kind: 'tenant', tenantId: 3, groupId: null, customerId: 12 }, customers, null),
    ).toBeNull();
    expect(
      entryForRoute({ kind: 'tenant', tenantId: 3, groupId: null, customerId: 11 }, customers, null)?.key,
    ).toBe('gv:3:7');
  });
});

describe('initialSelection', () => {
  it('prefers the route, then the remembered entry', () => {
    const customers = [superFeed(), organization(11), organization(12)];
    expect(initialSelection(customers, organization(12), 'c:11')?.key).toBe('c:12');
    expect(initialSelection(customers, null, 'c:11')?.key).toBe('c:11');
  });

  it('defaults to the Super Feed for the provider', () => {
    expect(initialSelection([superFeed(), organization(11)], null, 'c:gone')?.key).toBe('superFeed');
  });

  it('defaults to the default customer, else the first entry, else nothing', () => {
    expect(initialSelection([globalView(), organization(11), organization(12)], null, null)?.key).toBe(
      'c:11',
    );
    expect(
      initialSelection([organization(12, 'BASICPHISH', { defaultCustomerId: null })], null, null)?.key,
    ).toBe('c:12');
    expect(initialSelection([], null, null)).toBeNull();
  });
});
