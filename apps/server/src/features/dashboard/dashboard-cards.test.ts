import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserDetails } from '../../db/schema/index.ts';
import { eventAction } from '../../test/event-action.ts';
import { daysAgo, hoursAgo, insertEvent, insertExtensionUser } from '../../test/events.ts';
import { ALL_USERS, asUser, seedWorld, type World, type WorldUser } from '../../test/fixtures.ts';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness.ts';

// A fixture whose true counts are known: the figures below are counted by hand from it. The
// fixture is written straight to the tables; the aggregates follow by the triggers of migration 0008,
// as they follow ingestion, registration, heartbeats and the event actions.

let t: TestApp;
let w: World;
const get = async (who: WorldUser, url: string) =>
  t.app.inject({ method: 'GET', url: `/v1/dashboard${url}`, headers: await asUser(t, w, who) });
const body = async (who: WorldUser, url: string) => {
  const res = await get(who, url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};
const counts = (b: { records: { legend: string; values: { count: number } }[] }) =>
  Object.fromEntries(b.records.map((r) => [r.legend, r.values.count]));
const day = (d: Date) => d.toISOString().slice(0, 10);

const CALLS = [
  'all-extension-users',
  'extension-users',
  'active-users',
  'daily/all-events',
  'verify-events',
  'url-users',
  'browser-types',
  'os-types',
  'device-types',
  'false-positive-rates',
];

let org1: string;
let east: string;
let events: Record<string, { eventId: string; url: string; customerId: number }>;

async function browser(customerId: number, extensionUserId: number, os: string, name: string, created: Date) {
  await t.deps.database.db
    .insert(browserDetails)
    .values({ customerId, extensionUserId, os, browser: name, created });
}

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock() });
  w = await seedWorld(t);
  org1 = `/customers/${w.mspOrg1.id}`;
  east = `/tenants/${w.msp.tenant.id}?groupId=${w.msp.groups[0]!.id}`;
  const o = w.mspOrg1.id;
  const user = (created: Date, lastSeenAt: Date | null, email: string) =>
    insertExtensionUser(t, o, { created, lastSeenAt, email, name: email });
  const u1 = await user(daysAgo(t, 40), hoursAgo(t, 1), 'u1@acme.test');
  const u2 = await user(daysAgo(t, 3), daysAgo(t, 3), 'u2@acme.test');
  const u3 = await user(daysAgo(t, 100), daysAgo(t, 35), 'u3@acme.test');
  const u4 = await user(hoursAgo(t, 2), hoursAgo(t, 2), 'u4@acme.test');
  await browser(o, u1.id, 'Windows', 'Chrome', daysAgo(t, 40));
  await browser(o, u1.id, 'Windows', 'Edge', daysAgo(t, 5)); // u1 moved from Chrome to Edge
  await browser(o, u2.id, 'Mac OS', 'Chrome', daysAgo(t, 3));
  await browser(o, u3.id, 'Linux', 'Firefox', daysAgo(t, 100));
  await browser(o, u4.id, 'Android', 'Chrome', hoursAgo(t, 2));
  const other = await insertExtensionUser(t, w.mspOrg2.id, {
    created: daysAgo(t, 1),
    lastSeenAt: daysAgo(t, 1),
  });
  await browser(w.mspOrg2.id, other.id, 'Windows', 'Chrome', daysAgo(t, 1));
  await insertExtensionUser(t, w.mspOrg3.id, { created: daysAgo(t, 20), lastSeenAt: daysAgo(t, 20) });
  for (let i = 0; i < 5; i++) {
    const f = await insertExtensionUser(t, w.foreignOrg.id, { lastSeenAt: hoursAgo(t, 1) });
    await insertEvent(t, w.foreignOrg.id, { extensionUserId: f.id, url: 'https://foreign.example/' });
  }

  const A = 'https://a.example/';
  const B = 'https://b.example/';
  const C = 'https://c.example/';
  const ev = (fields: Parameters<typeof insertEvent>[2]) => insertEvent(t, o, fields);
  events = {
    e1: await ev({ type: 0, extensionUserId: u1.id, url: A, detectionTime: hoursAgo(t, 1) }),
    e2: await ev({
      type: 0,
      triagedEvent: true,
      isVerified: 'Y',
      extensionUserId: u2.id,
      url: A,
      detectionTime: daysAgo(t, 2),
    }),
    e3: await ev({ type: 3, extensionUserId: u1.id, url: B, detectionTime: daysAgo(t, 1) }),
    e4: await ev({ type: 4, extensionUserId: u4.id, url: A, detectionTime: daysAgo(t, 10) }),
    e5: await ev({ type: 5, extensionUserId: u2.id, url: C, detectionTime: daysAgo(t, 20) }),
    e6: await ev({ type: 0, extensionUserId: u1.id, url: A, detectionTime: daysAgo(t, 40) }),
    e7: await ev({ type: 0, extensionUserId: u3.id, url: B, isFalsePositive: true }),
    e8: await ev({ type: 0, extensionUserId: u3.id, url: C, cleared: true }),
    e9: await ev({ type: 1, extensionUserId: u1.id, url: 'https://d.example/' }),
  };
  await insertEvent(t, w.mspOrg2.id, {
    type: 0,
    extensionUserId: other.id,
    url: A,
    detectionTime: hoursAgo(t, 3),
  });
});
afterAll(() => t.close());

describe('the cards of one organization, against the fixture', () => {
  it('Total User Registration: the newest user and the count', async () => {
    const b = await body('customer', `${org1}/all-extension-users?offset=0&pageSize=1`);
    expect(b.totalRecordsCount).toBe(4);
    expect(b.records).toHaveLength(1);
    expect(b.records[0]).toMatchObject({ email: 'u4@acme.test', customerId: w.mspOrg1.id });
    const next = await body('customer', `${org1}/all-extension-users?offset=1&pageSize=2`);
    expect(next.records.map((r: { email: string }) => r.email)).toEqual(['u2@acme.test', 'u1@acme.test']);
  });

  it('New users in last 7 days: per day, today last', async () => {
    const b = await body('customer', `${org1}/extension-users?daysduration=7`);
    expect(b.xaxis).toHaveLength(7);
    expect(b.xaxis[6]).toBe(day(t.deps.clock.now()));
    expect(b.total).toBe(2);
    expect(b.series).toEqual([{ legend: 'New users', values: { count: [0, 0, 0, 1, 0, 0, 1] } }]);
  });

  it('Active Users: seen in the last 30 days', async () => {
    expect(await body('customer', `${org1}/active-users`)).toEqual({
      records: [
        { legend: 'Active', values: { count: 3 } },
        { legend: 'Inactive', values: { count: 1 } },
      ],
      total: 4,
    });
  });

  it('Browser Type, OS Type and Device: each user by their latest browser record', async () => {
    expect(counts(await body('customer', `${org1}/browser-types`))).toEqual({
      Chrome: 2,
      Edge: 1,
      Firefox: 1,
    });
    expect(counts(await body('customer', `${org1}/os-types`))).toEqual({
      Windows: 1,
      'Mac OS': 1,
      Linux: 1,
      Android: 1,
    });
    const device = await body('customer', `${org1}/device-types`);
    expect(device.records.map((r: { legend: string }) => r.legend)).toEqual(['Desktop', 'Mobile']);
    expect(counts(device)).toEqual({ Desktop: 3, Mobile: 1 });
  });

  it('Events and Events Total: 7 days by status, without false positives and cleared events', async () => {
    const b = await body('customer', `${org1}/daily/all-events`);
    expect(b.total).toBe(4);
    const byLegend = Object.fromEntries(
      b.series.map((s: { legend: string; values: { count: number[] } }) => [s.legend, s.values.count]),
    );
    expect(byLegend).toEqual({
      'AI Suspicious': [0, 0, 0, 0, 0, 0, 1],
      'Verified Phish': [0, 0, 0, 0, 1, 0, 0],
      'Reported Phish': [0, 0, 0, 0, 0, 1, 0],
      Legit: [0, 0, 0, 0, 0, 0, 1],
    });
  });

  it('Verified vs Unverified: 30 days of threat events', async () => {
    expect(counts(await body('customer', `${org1}/verify-events`))).toEqual({ Verified: 2, Unverified: 3 });
  });

  it('Most common threats per unique users: distinct users per URL over 30 days', async () => {
    const b = await body('customer', `${org1}/url-users?daysduration=30&topvisitors=10`);
    expect(b.records).toEqual([
      { legend: 'https://a.example/', values: { count: 3 } },
      { legend: 'https://b.example/', values: { count: 1 } },
      { legend: 'https://c.example/', values: { count: 1 } },
    ]);
    const top1 = await body('customer', `${org1}/url-users?topvisitors=1`);
    expect(top1.records).toHaveLength(1);
  });
});

describe('the Global View', () => {
  it('adds up its organizations, narrowed by group or organization', async () => {
    const all = `/tenants/${w.msp.tenant.id}`;
    expect((await body('msp', `${all}/all-extension-users`)).totalRecordsCount).toBe(6);
    expect(
      (await body('msp', `${east}&offset=0`.replace('?', '/all-extension-users?'))).totalRecordsCount,
    ).toBe(5);
    const urls = await body('msp', `${all}/url-users`);
    expect(urls.records[0]).toEqual({ legend: 'https://a.example/', values: { count: 4 } });
    expect(counts(await body('provider', `${all}/browser-types`))).toEqual({
      Chrome: 3,
      Edge: 1,
      Firefox: 1,
    });
    expect((await body('msp', `${all}/daily/all-events`)).total).toBe(5);
    const one = await body('msp', `${all}/all-extension-users?customerId=${w.mspOrg2.id}`);
    expect(one.totalRecordsCount).toBe(1);
  });
});

describe('who may read the cards', () => {
  it('answers each role by its scope, and refuses a foreign tenant', async () => {
    const orgReaders: WorldUser[] = ['provider', 'msp', 'customer'];
    const viewReaders: WorldUser[] = ['provider', 'msp'];
    for (const call of CALLS) {
      for (const who of ALL_USERS) {
        const onOrg = await get(who, `${org1}/${call}`);
        expect(onOrg.statusCode, `${who} ${call}`).toBe(orgReaders.includes(who) ? 200 : 403);
        const onView = await get(who, `/tenants/${w.msp.tenant.id}/${call}`);
        expect(onView.statusCode, `${who} ${call} Global View`).toBe(viewReaders.includes(who) ? 200 : 403);
      }
      // The TISOC organization's admin reads their own organization only.
      expect((await get('intel', `/customers/${w.mspOrg3.id}/${call}`)).statusCode).toBe(200);
      const foreignView = await get(
        'msp',
        `/tenants/${w.msp.tenant.id}/${call}?customerId=${w.foreignOrg.id}`,
      );
      expect(foreignView.statusCode).toBe(403);
      expect((await get('foreignMsp', `/tenants/${w.foreign.tenant.id}/${call}`)).statusCode).toBe(200);
    }
  });

  it('shows a foreign tenant only its own figures', async () => {
    const b = await body('foreignMsp', `/tenants/${w.foreign.tenant.id}/url-users`);
    expect(b.records).toEqual([{ legend: 'https://foreign.example/', values: { count: 5 } }]);
    expect((await body('intel', `/customers/${w.mspOrg3.id}/all-extension-users`)).totalRecordsCount).toBe(1);
  });

  it('answers 400 with the message for bad input', async () => {
    for (const [url, message] of [
      [`${org1}/extension-users?daysduration=0`, 'daysduration must be a whole number from 1 to 365'],
      [`${org1}/verify-events?daysduration=x`, 'daysduration must be a whole number from 1 to 365'],
      [`${org1}/url-users?topvisitors=51`, 'topvisitors must be a whole number from 1 to 50'],
      [
        `${org1}/all-extension-users?pageSize=101`,
        'offset must be a whole number from 0 to 10000 and pageSize from 1 to 100',
      ],
      ['/customers/abc/os-types', 'Invalid customer id'],
      ['/tenants/abc/os-types', 'Invalid tenant id'],
    ] as const) {
      const res = await get('provider', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.body, url).toContain(message);
    }
  });
});

describe('the aggregates follow the event actions and deletes', () => {
  const action = (
    who: WorldUser,
    e: { customerId: number; eventId: string; url: string },
    name: string,
    payload: object,
  ) => eventAction(t, w, who, e, name, payload);

  it('a false positive leaves the counts; the URL keeps the user who met it earlier only out of the window', async () => {
    const e1 = events.e1!;
    await action('customer', e1, 'report-false-positive', [
      { eventId: e1.eventId, url: e1.url, falsePositiveType: 6 },
    ]);
    const daily = await body('customer', `${org1}/daily/all-events`);
    expect(daily.total).toBe(3);
    expect(daily.series.map((s: { legend: string }) => s.legend)).not.toContain('AI Suspicious');
    expect(counts(await body('customer', `${org1}/verify-events`))).toEqual({ Verified: 2, Unverified: 2 });
    // u1 met A again 40 days ago (e6), outside the 30 days: A has two users left.
    expect(counts(await body('customer', `${org1}/url-users`))['https://a.example/']).toBe(2);
    expect(counts(await body('customer', `${org1}/url-users?daysduration=60`))['https://a.example/']).toBe(3);
  });

  it('a cleared incident and a deleted event leave the cards', async () => {
    const e3 = events.e3!;
    await action('msp', e3, 'clear-incident', { eventId: e3.eventId });
    expect(counts(await body('customer', `${org1}/url-users`))['https://b.example/']).toBeUndefined();
    await t.deps.database.db.execute(sql`delete from events where event_id = ${events.e5!.eventId}`);
    expect(counts(await body('customer', `${org1}/url-users`))['https://c.example/']).toBeUndefined();
    expect(counts(await body('customer', `${org1}/verify-events`))).toEqual({ Verified: 1, Unverified: 1 });
  });

  it('verifying an event moves it from Unverified to Verified', async () => {
    const e4 = events.e4!;
    await action('provider', e4, 'verify-events', [
      {
        eventId: e4.eventId,
        url: e4.url,
        detectionTime: '2026-11-10T12:00:00Z',
        user: 'u4',
        userAction: 'Pending',
        brands: [],
      },
    ]);
    expect(counts(await body('customer', `${org1}/verify-events`))).toEqual({ Verified: 2, Unverified: 0 });
  });

  it('a heartbeat on a new day moves the user among the active; deleting an organization takes its figures', async () => {
    await t.deps.database.db.execute(
      sql`update extension_users set last_seen_at = ${hoursAgo(t, 1).toISOString()} where customer_id = ${w.mspOrg1.id} and email = 'u3@acme.test'`,
    );
    expect(counts(await body('customer', `${org1}/active-users`))).toEqual({ Active: 4, Inactive: 0 });
    await t.deps.database.db.execute(sql`delete from customers where id = ${w.mspOrg2.id}`);
    expect((await body('msp', `/tenants/${w.msp.tenant.id}/all-extension-users`)).totalRecordsCount).toBe(5);
    expect(
      counts(await body('provider', `/tenants/${w.msp.tenant.id}/url-users`))['https://a.example/'],
    ).toBe(2);
  });
});
