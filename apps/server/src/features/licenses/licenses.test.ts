import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, CLIENT, registerManaged } from '../../test/extension-kit.ts';
import { ALL_USERS, asUser, seedWorld, type World, type WorldUser } from '../../test/fixtures.ts';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness.ts';

// A fixture whose true counts are known: users registered and seen at chosen times through the real
// extension API, so the aggregates are the ones registration and heartbeat keep.
const NOW = new Date('2026-11-20T12:00:00Z');
const clock = fixedClock(NOW);
let t: TestApp;
let w: World;
const ids: Record<string, number> = {};
const get = async (who: WorldUser, url: string) =>
  t.app.inject({ method: 'GET', url: `/v1${url}`, headers: await asUser(t, w, who) });

const at = (iso: string) => clock.set(new Date(iso));
const identity = (name: string) => ({
  osUserId: `ACME\\${name}`,
  osComputerName: `PC-${name}`,
  osUuid: `4C4C4544-0000-1000-8000-${name.padStart(12, '0')}`,
});
async function register(name: string, licenseKey: string, when: string, client = {}) {
  at(when);
  const creds = await registerManaged(t, licenseKey, { ...identity(name), ...client });
  ids[name] = creds.extensionUserId;
  return creds.token;
}
async function heartbeat(token: string, when: string, client = {}) {
  at(when);
  const res = await t.app.inject({
    method: 'POST',
    url: '/extension/v1/heartbeat',
    headers: bearer(token),
    payload: { ...CLIENT, ...client },
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  w = await seedWorld(t);
  const key = w.mspOrg1.licenseKey;
  const a = await register('A', key, '2024-03-10T09:00:00Z');
  await register('B', key, '2025-12-05T09:00:00Z', { os: 'Mac OS' });
  const c = await register('C', key, '2026-10-01T09:00:00Z', { browser: 'Edge' });
  await heartbeat(c, '2026-10-15T09:00:00Z', { os: 'Linux', browser: 'Firefox' });
  const e = await register('E', key, '2026-11-02T09:00:00Z');
  await heartbeat(e, '2026-11-10T09:00:00Z');
  // C again in the same browser (a reinstall): not a new user, active once in November.
  await register('C', key, '2026-11-18T09:00:00Z', { os: 'Linux', browser: 'Firefox' });
  await heartbeat(a, '2026-11-19T09:00:00Z');
  const d = await register('D', key, '2026-11-20T10:00:00Z');
  await heartbeat(d, '2026-11-20T11:00:00Z');
  await register('F', w.mspOrg3.licenseKey, '2026-11-01T09:00:00Z', { os: 'Android' });
  await register('G', w.foreignOrg.licenseKey, '2026-11-01T09:00:00Z');
  at(NOW.toISOString());
});
afterAll(() => t.close());

const growth = async (who: WorldUser, timespan: string, scope = `customers/${w.mspOrg1.id}`) => {
  const [path, query = ''] = scope.split('?');
  const res = await get(who, `/dashboard/${path}/deployed-licenses-growth?timespan=${timespan}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().growth as {
    cNT: number;
    nEW: number;
    aCTV?: number;
    yR: number;
    mNTH: number | null;
    dY: number | null;
  }[];
};

describe('deployed-licenses-growth', () => {
  it('counts the years: licenses deployed by each year end, new and active users', async () => {
    const rows = await growth('provider', 'year');
    expect(rows.map((r) => [r.yR, r.mNTH, r.dY, r.cNT, r.nEW, r.aCTV])).toEqual([
      [2022, null, null, 0, 0, 0],
      [2023, null, null, 0, 0, 0],
      [2024, null, null, 1, 1, 1],
      [2025, null, null, 2, 1, 1],
      [2026, null, null, 5, 3, 4],
    ]);
  });

  it('counts 12 months from December 2025', async () => {
    const rows = await growth('provider', 'month');
    expect(rows).toHaveLength(12);
    expect(rows[0]).toMatchObject({ yR: 2025, mNTH: 12, dY: null, cNT: 2, nEW: 1, aCTV: 1 });
    expect(rows.map((r) => r.cNT)).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 5]);
    expect(rows[10]).toMatchObject({ yR: 2026, mNTH: 10, aCTV: 1 });
    expect(rows[11]).toMatchObject({ yR: 2026, mNTH: 11, nEW: 2, aCTV: 4 });
  });

  it('counts 30 days, each user active once a day', async () => {
    const rows = await growth('provider', 'day');
    expect(rows).toHaveLength(30);
    expect(rows[0]).toMatchObject({ yR: 2026, mNTH: 10, dY: 22, cNT: 3 });
    const day = (d: number) => rows.find((r) => r.mNTH === 11 && r.dY === d);
    expect(day(2)).toMatchObject({ cNT: 4, nEW: 1, aCTV: 1 });
    expect(day(10)).toMatchObject({ cNT: 4, nEW: 0, aCTV: 1 });
    expect(day(18)?.aCTV).toBe(1);
    expect(day(19)?.aCTV).toBe(1);
    expect(day(20)).toMatchObject({ cNT: 5, nEW: 1, aCTV: 1 });
    expect(rows.reduce((n, r) => n + (r.aCTV ?? 0), 0)).toBe(5);
  });

  it('shows the active-user series to the provider only', async () => {
    for (const who of ['msp', 'customer'] as const)
      expect(
        (await growth(who, 'month')).every((r) => r.aCTV === undefined),
        who,
      ).toBe(true);
  });

  it('adds a Global View up, or narrows it to one organization', async () => {
    const tenant = `tenants/${w.msp.tenant.id}`;
    expect((await growth('msp', 'year', tenant)).at(-1)?.cNT).toBe(6);
    expect((await growth('msp', 'year', `${tenant}?customerId=${w.mspOrg3.id}`)).at(-1)?.cNT).toBe(1);
    const foreign = await get(
      'msp',
      `/dashboard/${tenant}/deployed-licenses-growth?customerId=${w.foreignOrg.id}`,
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('answers the breakdowns when asked, and 400 for a bad timespan', async () => {
    const url = `/dashboard/customers/${w.mspOrg1.id}/deployed-licenses-growth`;
    const body = (
      await get('customer', `${url}?getDataByPeriod=false&getDataByBrowser=true&getDataByOS=true`)
    ).json();
    expect(body.growth).toBeUndefined();
    expect(body.browser).toEqual([
      { legend: 'Chrome', values: { count: 4 } },
      { legend: 'Firefox', values: { count: 1 } },
    ]);
    const bad = await get('customer', `${url}?timespan=week`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('timespan must be day, month or year');
    expect((await get('customer', `${url}?getDataByOS=maybe`)).statusCode).toBe(400);
  });
});

describe('license-count', () => {
  it('breaks the users down by their latest OS and browser', async () => {
    const body = (await get('customer', `/dashboard/customers/${w.mspOrg1.id}/license-count`)).json();
    expect(body.os).toEqual([
      { legend: 'Windows', values: { count: 3 } },
      { legend: 'Linux', values: { count: 1 } },
      { legend: 'Mac OS', values: { count: 1 } },
    ]);
    expect(body.browser.map((b: { legend: string }) => b.legend)).toEqual(['Chrome', 'Firefox']);
    const tenant = (await get('msp', `/dashboard/tenants/${w.msp.tenant.id}/license-count`)).json();
    expect(tenant.os).toContainEqual({ legend: 'Android', values: { count: 1 } });
  });
});

describe('extension-users', () => {
  const list = async (who: WorldUser, query = '') => {
    const res = await get(who, `/portal/customers/${w.mspOrg1.id}/extension-users${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().records as { id: number; isActive: boolean; notSeen: boolean; oSUserId: string }[];
  };

  it('pages newest first, six asked for', async () => {
    const users = await list('customer');
    expect(users.map((u) => u.oSUserId)).toEqual(['ACME\\D', 'ACME\\E', 'ACME\\C', 'ACME\\B', 'ACME\\A']);
    expect((await list('customer', '?offset=3&pageSize=6')).map((u) => u.oSUserId)).toEqual([
      'ACME\\B',
      'ACME\\A',
    ]);
    expect((await list('customer', '?pageSize=2')).length).toBe(2);
  });

  it('judges Active by the last heartbeat (7 days) and marks users not seen for 30 days', async () => {
    const byName = Object.fromEntries((await list('provider')).map((u) => [u.oSUserId, u]));
    expect(byName['ACME\\A']).toMatchObject({ isActive: true, notSeen: false });
    expect(byName['ACME\\E']).toMatchObject({ isActive: false, notSeen: false });
    expect(byName['ACME\\B']).toMatchObject({ isActive: false, notSeen: true });
    expect((await list('provider', '?notSeen=true')).map((u) => u.oSUserId)).toEqual(['ACME\\B']);
  });

  it('covers a Global View, and refuses bad paging with 400', async () => {
    const res = await get('msp', `/portal/tenants/${w.msp.tenant.id}/extension-users?pageSize=100`);
    expect(res.json().records).toHaveLength(6);
    for (const q of ['offset=-1', 'pageSize=0', 'pageSize=101', 'notSeen=yes']) {
      const bad = await get('msp', `/portal/customers/${w.mspOrg1.id}/extension-users?${q}`);
      expect(bad.statusCode, q).toBe(400);
    }
  });

  it('exports the users as CSV', async () => {
    const res = await get('msp', `/portal/tenants/${w.msp.tenant.id}/extension-users/export?notSeen=false`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'User,Email,OS User Id,Computer Name,OS UUID,Organization Id,Status,Created At,Last Seen,Not Seen For 30 Days',
    );
    expect(lines).toHaveLength(7);
    expect(lines.find((l) => l.startsWith('ACME\\B'))).toContain(',Inactive,2025-12-05T09:00:00.000Z,');
    const stale = await get(
      'customer',
      `/portal/customers/${w.mspOrg1.id}/extension-users/export?notSeen=true`,
    );
    expect(stale.body.trim().split('\r\n')).toHaveLength(2);
  });
});

describe('extension user detail', () => {
  it('answers the user with its System / Browser / Date rows, newest first', async () => {
    const res = await get('customer', `/portal/customers/${w.mspOrg1.id}/extension-users/${ids.C}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ oSUserId: 'ACME\\C', isActive: true, created: '2026-10-01T09:00:00.000Z' });
    expect(body.browserDetails).toEqual([
      { os: 'Linux', browser: 'Firefox', created: '2026-10-15T09:00:00.000Z' },
      { os: 'Windows', browser: 'Edge', created: '2026-10-01T09:00:00.000Z' },
    ]);
  });

  it('answers 404 for a user of another organization, 400 for a malformed id', async () => {
    expect(
      (await get('provider', `/portal/customers/${w.mspOrg1.id}/extension-users/${ids.G}`)).statusCode,
    ).toBe(404);
    expect((await get('provider', `/portal/customers/${w.mspOrg1.id}/extension-users/x1`)).statusCode).toBe(
      400,
    );
  });
});

describe('every call, per role', () => {
  it('answers each role by its scope, a foreign tenant 403', async () => {
    const org = `customers/${w.mspOrg1.id}`;
    const tenant = `tenants/${w.msp.tenant.id}`;
    const orgCalls = [
      `/dashboard/${org}/license-count`,
      `/dashboard/${org}/deployed-licenses-growth`,
      `/portal/${org}/extension-users`,
      `/portal/${org}/extension-users/export`,
      `/portal/customers/${w.mspOrg1.id}/extension-users/${ids.A}`,
    ];
    const tenantCalls = [
      `/dashboard/${tenant}/license-count`,
      `/dashboard/${tenant}/deployed-licenses-growth`,
      `/portal/${tenant}/extension-users`,
      `/portal/${tenant}/extension-users/export`,
    ];
    for (const who of ALL_USERS) {
      for (const url of orgCalls)
        expect((await get(who, url)).statusCode, `${who} ${url}`).toBe(
          ['provider', 'msp', 'customer'].includes(who) ? 200 : 403,
        );
      for (const url of tenantCalls)
        expect((await get(who, url)).statusCode, `${who} ${url}`).toBe(
          ['provider', 'msp'].includes(who) ? 200 : 403,
        );
    }
  });
});
