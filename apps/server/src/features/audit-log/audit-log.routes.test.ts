import type { AuditEntry } from '@baitwatch/contracts/audit/list-audit-log';
import { AUDIT_MESSAGES } from '@baitwatch/contracts/audit/messages';
import { USER_MESSAGES } from '@baitwatch/contracts/users/messages';
import { describe, expect, it } from 'vitest';
import { ALL_USERS, type WorldUser } from '../../test/fixtures.ts';
import { worldApp } from '../../test/world-app.ts';

// The audit log of every change: changes recorded in their own transaction, read by the provider
// (everything) and a TenantAdmin (its tenant), filtered, paged and exported as CSV.
const api = worldApp();
const { call } = api;

const entries = async (who: WorldUser, query = '') => {
  const answer = await call(who, 'GET', `/v1/audit-log${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { list: AuditEntry[]; total: number };
};

describe('the audit log', () => {
  it('records each change with who, where, what changed and the client address', async () => {
    const { mspOrg1, msp } = api.world;
    const edit = await call('msp', 'PUT', `/v1/msp-management/customers/${mspOrg1.id}`, {
      organizationName: 'Acme Renamed',
      firstName: mspOrg1.firstName ?? 'Pat',
      lastName: mspOrg1.lastName ?? 'Lee',
      orgCode: mspOrg1.orgCode ?? '',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(
      (await call('provider', 'PUT', `/v1/portal/${mspOrg1.id}/license-type`, { licenseType: 'TISOC' }))
        .statusCode,
    ).toBe(200);
    const tenant = await call('msp', 'PUT', `/v1/msp-management/tenants/${msp.tenant.id}`, {
      tenantName: 'Harbor MSP',
      phone: '5550001111',
    });
    expect(tenant.statusCode, tenant.body).toBe(200);

    const { list } = await entries('provider');
    const [tenantChange, licenseChange, infoChange] = list;
    expect(infoChange).toMatchObject({
      actorEmail: 'msp@test.local',
      actorRole: 'TenantAdmin',
      tenantId: msp.tenant.id,
      customerId: mspOrg1.id,
      organizationName: 'Acme Renamed',
      action: 'organization.update',
      target: 'Acme Renamed',
      before: { organizationName: mspOrg1.organizationName },
      after: { organizationName: 'Acme Renamed' },
      clientAddress: '127.0.0.1',
    });
    expect(licenseChange).toMatchObject({
      actorRole: 'BaitwatchAdmin',
      action: 'organization.license-type',
      before: { licenseType: mspOrg1.licenseType },
      after: { licenseType: 'TISOC' },
    });
    expect(tenantChange).toMatchObject({
      action: 'tenant.update',
      tenantId: msp.tenant.id,
      customerId: null,
      tenantName: 'Harbor MSP',
      after: { tenantName: 'Harbor MSP', phone: '5550001111' },
    });
  });

  it('is read by the provider and TenantAdmins only, each within its reach', async () => {
    const { mspOrg1, foreignOrg, foreign } = api.world;
    await call('foreignMsp', 'PUT', `/v1/msp-management/customers/${foreignOrg.id}`, {
      organizationName: 'Foreign Renamed',
      firstName: 'Fran',
      lastName: 'Oakes',
      orgCode: '',
    });
    for (const who of ALL_USERS) {
      const answer = await call(who, 'GET', '/v1/audit-log');
      const reads = who === 'provider' || who === 'msp' || who === 'foreignMsp';
      expect({ who, status: answer.statusCode }).toEqual({ who, status: reads ? 200 : 403 });
    }
    const tenantIds = (list: AuditEntry[]) => [...new Set(list.map((entry) => entry.tenantId))];
    expect(tenantIds((await entries('msp')).list)).toEqual([api.world.msp.tenant.id]);
    expect(tenantIds((await entries('foreignMsp')).list)).toEqual([foreign.tenant.id]);
    expect(tenantIds((await entries('provider')).list).sort()).toEqual(
      [api.world.msp.tenant.id, foreign.tenant.id].sort(),
    );
    // Another tenant's organization, named in the filter, is refused.
    expect((await call('msp', 'GET', `/v1/audit-log?customerId=${foreignOrg.id}`)).statusCode).toBe(403);
    expect((await call('foreignMsp', 'GET', `/v1/audit-log?customerId=${mspOrg1.id}`)).statusCode).toBe(403);
    expect((await call('msp', 'GET', '/v1/audit-log/export')).statusCode).toBe(200);
    expect((await call('customer', 'GET', '/v1/audit-log/export')).statusCode).toBe(403);
  });

  it('filters by organization, actor, action and time, and pages with a total', async () => {
    const { mspOrg1 } = api.world;
    const all = await entries('provider');
    const byOrganization = await entries('provider', `?customerId=${mspOrg1.id}`);
    expect(byOrganization.list.every((entry) => entry.customerId === mspOrg1.id)).toBe(true);
    expect(byOrganization.total).toBe(2);
    const byActor = await entries('provider', '?actor=FOREIGN-msp');
    expect(byActor.list.map((entry) => entry.actorEmail)).toEqual(['foreign-msp@test.local']);
    expect((await entries('provider', '?actor=%25')).total).toBe(0);
    const byAction = await entries('provider', '?action=organization.license-type');
    expect(byAction.list.map((entry) => entry.action)).toEqual(['organization.license-type']);
    const future = await entries('provider', '?startTime=2999-01-01T00:00:00Z');
    expect(future).toEqual({ list: [], total: 0 });
    const firstPage = await entries('provider', '?pageSize=2');
    const secondPage = await entries('provider', '?pageSize=2&offset=2');
    expect(firstPage.total).toBe(all.total);
    expect([...firstPage.list, ...secondPage.list].map((e) => e.id)).toEqual(
      all.list.slice(0, 4).map((e) => e.id),
    );
  });

  it('answers bad filters with a clear 400', async () => {
    for (const [query, message] of [
      ['?action=organization.explode', AUDIT_MESSAGES.invalidAction],
      ['?pageSize=0', AUDIT_MESSAGES.invalidPage],
      ['?startTime=2026-02-01T00:00:00Z&endTime=2026-01-01T00:00:00Z', AUDIT_MESSAGES.invalidDateRange],
    ] as const) {
      const answer = await call('provider', 'GET', `/v1/audit-log${query}`);
      expect({ query, status: answer.statusCode, desc: answer.json().errors?.[0]?.desc }).toEqual({
        query,
        status: 400,
        desc: message,
      });
    }
  });

  it('writes nothing for a change that is refused', async () => {
    const before = (await entries('provider')).total;
    const msp = api.world.users.msp;
    const last = await call('msp', 'DELETE', `/v1/users/${api.world.users.foreignMsp.id}`);
    expect(last.statusCode).toBe(403);
    const invalid = await call('msp', 'PUT', `/v1/msp-management/tenants/${api.world.msp.tenant.id}`, {
      tenantName: 'x',
      phone: '12',
    });
    expect(invalid.statusCode).toBe(400);
    // The only TenantAdmin of its tenant cannot remove itself: refused inside the transaction.
    const self = await call('msp', 'DELETE', `/v1/users/${msp.id}`);
    expect(self.json().errors?.[0]?.desc).toBe(USER_MESSAGES.lastAdmin);
    expect((await entries('provider')).total).toBe(before);
  });

  it('exports the filtered entries as CSV', async () => {
    const answer = await call('provider', 'GET', '/v1/audit-log/export?action=organization.update');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = answer.body.trim().split('\r\n');
    expect(lines[0]).toBe('When,Actor,Role,Tenant,Organization,Action,Target,Before,After,Client address');
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[1])
        .sort(),
    ).toEqual(['foreign-msp@test.local', 'msp@test.local']);
    expect(lines[1]).toContain('Updated an organization');
  });
});

describe('an unchanged save', () => {
  it('is not recorded', async () => {
    const before = (await entries('provider')).total;
    const { msp } = api.world;
    const tenant = (await call('msp', 'GET', `/v1/msp-management/tenants/${msp.tenant.id}`)).json();
    const again = await call('msp', 'PUT', `/v1/msp-management/tenants/${msp.tenant.id}`, {
      tenantName: tenant.tenantName,
      phone: tenant.phone,
    });
    expect(again.statusCode).toBe(200);
    expect((await entries('provider')).total).toBe(before);
  });
});
