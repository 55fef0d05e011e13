import { describe, expect, it } from 'vitest';
import { callPath } from '../common/call.ts';
import { listIncidents } from './calls.ts';

describe('organization / Global View pairs', () => {
  it('address one organization or one tenant under the same suffix', () => {
    expect(callPath(listIncidents.customers, { id: 5 })).toBe('/v1/portal/customers/5/all-events');
    expect(callPath(listIncidents.tenants, { id: 3 })).toBe('/v1/portal/tenants/3/all-events');
  });

  it('take the Global View narrowing only on the tenants form', () => {
    expect(listIncidents.tenants.query.safeParse({ groupId: '9' }).success).toBe(true);
    expect(listIncidents.customers.query.shape).not.toHaveProperty('groupId');
  });
});
