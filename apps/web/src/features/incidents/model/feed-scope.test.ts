import { describe, expect, it } from 'vitest';
import { scopeFromRoute, statsScopeQuery } from './feed-scope.ts';

describe('feed scope', () => {
  it('reads an organization or a Global View (with its group) from the route', () => {
    expect(scopeFromRoute({ customerId: '12' }, '')).toEqual({ kind: 'customers', id: 12 });
    expect(scopeFromRoute({ tenantId: '3' }, '?group=9')).toEqual({ kind: 'tenants', id: 3, groupId: 9 });
    expect(scopeFromRoute({ tenantId: '3' }, '')).toEqual({ kind: 'tenants', id: 3, groupId: null });
    expect(scopeFromRoute({ customerId: 'abc' }, '')).toBeNull();
    expect(scopeFromRoute({ tenantId: '0' }, '')).toBeNull();
  });

  it('gives the chart calls the form of each scope', () => {
    expect(statsScopeQuery({ kind: 'customers', id: 5 })).toEqual({ r: 'C' });
    expect(statsScopeQuery({ kind: 'tenants', id: 3, groupId: null })).toEqual({ r: 'M', groupId: null });
    expect(statsScopeQuery({ kind: 'tenants', id: 3, groupId: 9 })).toEqual({ r: 'M', groupId: 9 });
  });
});
