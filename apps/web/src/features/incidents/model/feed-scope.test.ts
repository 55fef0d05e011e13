import { describe, expect, it } from 'vitest';
import { scopeCall, scopeFromRoute, statsCall } from './feed-scope.ts';

describe('feed scope', () => {
  it('reads an organization or a Global View (with its group) from the route', () => {
    expect(scopeFromRoute({ customerId: '12' }, '')).toEqual({ kind: 'customers', id: 12 });
    expect(scopeFromRoute({ tenantId: '3' }, '?group=9')).toEqual({ kind: 'tenants', id: 3, groupId: 9 });
    expect(scopeFromRoute({ tenantId: '3' }, '')).toEqual({ kind: 'tenants', id: 3, groupId: null });
    expect(scopeFromRoute({ customerId: 'abc' }, '')).toBeNull();
    expect(scopeFromRoute({ tenantId: '0' }, '')).toBeNull();
  });

  it('addresses the portal and chart calls of each form', () => {
    expect(scopeCall({ kind: 'customers', id: 5 }, 'all-events')).toEqual({
      path: '/v1/portal/customers/5/all-events',
      query: {},
    });
    expect(scopeCall({ kind: 'tenants', id: 3, groupId: 9 }, 'brands')).toEqual({
      path: '/v1/portal/tenants/3/brands',
      query: { groupId: 9 },
    });
    expect(statsCall({ kind: 'customers', id: 5 }, 'threats').query).toEqual({ r: 'C' });
    expect(statsCall({ kind: 'tenants', id: 3, groupId: null }, 'events')).toEqual({
      path: '/v1/dashboard/stats/3/events',
      query: { r: 'M', groupId: null },
    });
  });
});
