import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, insertEvent, insertExtensionUser } from '../../../test/events.ts';
import { ALL_USERS, asUser, seedWorld, type World, type WorldUser } from '../../../test/fixtures.ts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let w: World;
const get = async (who: WorldUser, url: string) =>
  t.app.inject({ method: 'GET', url: `/v1${url}`, headers: await asUser(t, w, who) });

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock() });
  w = await seedWorld(t);
  await insertEvent(t, w.mspOrg1.id, { brands: ['PayPal', 'Microsoft'] });
  await insertEvent(t, w.mspOrg1.id, { brands: ['Microsoft'] });
  await insertEvent(t, w.mspOrg1.id, { brands: ['Ancient'], detectionTime: daysAgo(t, 45) });
  await insertEvent(t, w.mspOrg3.id, { brands: ['Google'] });
  await insertEvent(t, w.foreignOrg.id, { brands: ['Foreign Brand'] });
  await insertExtensionUser(t, w.mspOrg1.id, {
    email: 'alice@acme.test',
    osUserId: 'alice',
    osComputerName: 'ACME-01',
  });
  await insertExtensionUser(t, w.mspOrg1.id, { email: 'bob@acme.test', osUserId: 'bob' });
  await insertExtensionUser(t, w.mspOrg3.id, { email: 'alina@west.test', osComputerName: 'WEST-7' });
  await insertExtensionUser(t, w.foreignOrg.id, { email: 'alien@other.test' });
});
afterAll(() => t.close());

describe('brands', () => {
  it('lists the brands of the scope in the window, sorted', async () => {
    expect((await get('customer', `/portal/customers/${w.mspOrg1.id}/brands`)).json()).toEqual({
      brands: ['Microsoft', 'PayPal'],
    });
    const wide = await get(
      'customer',
      `/portal/customers/${w.mspOrg1.id}/brands?startTime=${daysAgo(t, 60).toISOString()}`,
    );
    expect(wide.json().brands).toContain('Ancient');
    expect((await get('msp', `/portal/tenants/${w.msp.tenant.id}/brands`)).json()).toEqual({
      brands: ['Google', 'Microsoft', 'PayPal'],
    });
    expect(
      (await get('msp', `/portal/tenants/${w.msp.tenant.id}/brands?customerId=${w.mspOrg3.id}`)).json(),
    ).toEqual({ brands: ['Google'] });
  });

  it('answers each role by its scope', async () => {
    const allowed: WorldUser[] = ['provider', 'msp', 'customer'];
    for (const who of ALL_USERS)
      expect((await get(who, `/portal/customers/${w.mspOrg1.id}/brands`)).statusCode, who).toBe(
        allowed.includes(who) ? 200 : 403,
      );
    for (const who of ALL_USERS)
      expect((await get(who, `/portal/tenants/${w.msp.tenant.id}/brands`)).statusCode, who).toBe(
        ['provider', 'msp'].includes(who) ? 200 : 403,
      );
  });
});

describe('search-extension-users', () => {
  const emails = async (who: WorldUser, url: string) =>
    (await get(who, url)).json().users.map((u: { email: string }) => u.email);

  it('matches the start of email, OS user id or computer name, within the scope', async () => {
    expect(
      await emails('customer', `/portal/customers/${w.mspOrg1.id}/search-extension-users?term=AL`),
    ).toEqual(['alice@acme.test']);
    expect(
      await emails('customer', `/portal/customers/${w.mspOrg1.id}/search-extension-users?term=acme-0`),
    ).toEqual(['alice@acme.test']);
    expect(await emails('msp', `/portal/tenants/${w.msp.tenant.id}/search-extension-users?term=al`)).toEqual([
      'alice@acme.test',
      'alina@west.test',
    ]);
    expect(
      await emails(
        'msp',
        `/portal/tenants/${w.msp.tenant.id}/search-extension-users?term=al&customerId=${w.mspOrg3.id}`,
      ),
    ).toEqual(['alina@west.test']);
  });

  it('treats % and _ as plain characters', async () => {
    expect(
      await emails('provider', `/portal/customers/${w.mspOrg1.id}/search-extension-users?term=%25%25`),
    ).toEqual([]);
  });

  it('answers 400 for a term under 2 characters and 403 outside the scope', async () => {
    const short = await get('customer', `/portal/customers/${w.mspOrg1.id}/search-extension-users?term=a`);
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].desc).toBe('Type at least 2 characters to search');
    expect(
      (await get('customer', `/portal/customers/${w.mspOrg1.id}/search-extension-users`)).statusCode,
    ).toBe(400);
    expect(
      (await get('foreignMsp', `/portal/customers/${w.mspOrg1.id}/search-extension-users?term=al`))
        .statusCode,
    ).toBe(403);
    expect(
      (await get('customer', `/portal/tenants/${w.msp.tenant.id}/search-extension-users?term=al`)).statusCode,
    ).toBe(403);
  });
});

describe('licenses-count', () => {
  it('counts the extension users of the scope', async () => {
    expect((await get('customer', `/portal/customers/${w.mspOrg1.id}/licenses-count`)).json()).toEqual({
      count: 2,
    });
    expect((await get('basic', `/portal/customers/${w.mspOrg2.id}/licenses-count`)).json()).toEqual({
      count: 0,
    });
    expect((await get('msp', `/portal/tenants/${w.msp.tenant.id}/licenses-count`)).json()).toEqual({
      count: 3,
    });
    const [east] = w.msp.groups;
    expect(
      (await get('msp', `/portal/tenants/${w.msp.tenant.id}/licenses-count?groupId=${east!.id}`)).json(),
    ).toEqual({ count: 2 });
  });

  it('answers each role by its scope', async () => {
    const allowed: WorldUser[] = ['provider', 'msp', 'customer'];
    for (const who of ALL_USERS)
      expect((await get(who, `/portal/customers/${w.mspOrg1.id}/licenses-count`)).statusCode, who).toBe(
        allowed.includes(who) ? 200 : 403,
      );
    expect(
      (await get('msp', `/portal/tenants/${w.msp.tenant.id}/licenses-count?customerId=${w.foreignOrg.id}`))
        .statusCode,
    ).toBe(403);
  });
});
