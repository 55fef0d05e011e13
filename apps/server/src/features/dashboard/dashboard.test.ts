import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, hoursAgo, insertEvent, insertLoginScans } from '../../test/events.ts';
import { ALL_USERS, asUser, seedWorld, type World, type WorldUser } from '../../test/fixtures.ts';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let w: World;
const get = async (who: WorldUser, url: string) =>
  t.app.inject({ method: 'GET', url: `/v1${url}`, headers: await asUser(t, w, who) });

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock() });
  w = await seedWorld(t);
  const org = w.mspOrg1.id;
  await insertEvent(t, org, {
    url: 'https://a.example/',
    email: 'Ann@acme.test',
    triagedEvent: true,
    detectionTime: hoursAgo(t, 1),
  });
  await insertEvent(t, org, {
    url: 'https://a.example/',
    email: 'ann@acme.test',
    detectionTime: hoursAgo(t, 2),
  });
  await insertEvent(t, org, {
    url: 'https://a.example/',
    email: 'bo@acme.test',
    detectionTime: daysAgo(t, 29),
  });
  await insertEvent(t, org, {
    url: 'https://b.example/',
    email: 'bo@acme.test',
    type: 4,
    detectionTime: daysAgo(t, 15),
  });
  // Not counted: reported phish, false positive, cleared, and older than the window.
  await insertEvent(t, org, { url: 'https://c.example/', type: 3 });
  await insertEvent(t, org, { url: 'https://d.example/', isFalsePositive: true });
  await insertEvent(t, org, { url: 'https://e.example/', cleared: true });
  await insertEvent(t, org, { url: 'https://f.example/', detectionTime: daysAgo(t, 31) });
  await insertEvent(t, w.mspOrg3.id, { url: 'https://west.example/', email: 'wes@west.test' });
  await insertEvent(t, w.foreignOrg.id, { url: 'https://foreign.example/' });
  await insertLoginScans(t, org, hoursAgo(t, 3), 40);
  await insertLoginScans(t, org, hoursAgo(t, 5), 2);
  await insertLoginScans(t, org, daysAgo(t, 20), 8);
  await insertLoginScans(t, w.foreignOrg.id, hoursAgo(t, 3), 1000);
});
afterAll(() => t.close());

describe('threat charts', () => {
  it('counts verified and suspicious threats in 9 buckets, with top threats and vulnerable users', async () => {
    const res = await get('customer', `/dashboard/stats/${w.mspOrg1.id}/threats?r=C`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.threatsDetected.records).toHaveLength(9);
    expect(body.threatsDetected.totalRecordCount).toBe(4);
    expect(body.threatsDetected.records[0]).toMatchObject({ verified: 0, suspicious: 1 });
    expect(body.threatsDetected.records[8]).toMatchObject({ verified: 1, suspicious: 1 });
    expect(body.threatsDetected.records[0].detectionTime).toBe(daysAgo(t, 30).toISOString());
    expect(body.topThreats).toEqual([
      { url: 'https://a.example/', count: 3 },
      { url: 'https://b.example/', count: 1 },
    ]);
    expect(body.topVulnerable).toEqual([
      { email: 'ann@acme.test', count: 2 },
      { email: 'bo@acme.test', count: 2 },
    ]);
  });

  it('takes the window and bucket count from the query', async () => {
    const q = `startTime=${daysAgo(t, 1).toISOString()}&endTime=${t.deps.clock.now().toISOString()}&numberOfBuckets=2`;
    const body = (await get('provider', `/dashboard/stats/${w.mspOrg1.id}/threats?r=C&${q}`)).json();
    expect(
      body.threatsDetected.records.map((r: { verified: number; suspicious: number }) => [
        r.verified,
        r.suspicious,
      ]),
    ).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });

  it('aggregates a tenant with r=M, narrowed by customerId', async () => {
    const all = (await get('msp', `/dashboard/stats/${w.msp.tenant.id}/threats?r=M`)).json();
    expect(all.threatsDetected.totalRecordCount).toBe(5);
    const west = (
      await get('msp', `/dashboard/stats/${w.msp.tenant.id}/threats?r=M&customerId=${w.mspOrg3.id}`)
    ).json();
    expect(west.topThreats).toEqual([{ url: 'https://west.example/', count: 1 }]);
    expect(
      (await get('msp', `/dashboard/stats/${w.msp.tenant.id}/threats?r=M&customerId=${w.foreignOrg.id}`))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a customerId or groupId that is not the organization asked for', async () => {
    const own = `/dashboard/stats/${w.mspOrg1.id}`;
    for (const who of ['customer', 'msp', 'provider'] as const) {
      for (const chart of ['threats', 'events']) {
        const foreign = await get(who, `${own}/${chart}?customerId=${w.foreignOrg.id}`);
        expect(foreign.statusCode, `${who} ${chart}`).toBe(403);
        const sibling = await get(who, `${own}/${chart}?r=C&customerId=${w.mspOrg2.id}`);
        expect(sibling.statusCode, `${who} ${chart}`).toBe(403);
      }
    }
    expect((await get('customer', `${own}/threats?customerId=${w.mspOrg1.id}`)).statusCode).toBe(200);
    const [east, west] = w.msp.groups;
    expect((await get('msp', `${own}/threats?groupId=${west!.id}`)).statusCode).toBe(403);
    expect((await get('msp', `${own}/threats?groupId=${east!.id}`)).statusCode).toBe(200);
    const foreignGroup = `/dashboard/stats/${w.msp.tenant.id}/threats?r=M&groupId=${east!.id + 1000}`;
    expect((await get('msp', foreignGroup)).statusCode).toBe(403);
    expect(
      (await get('provider', `/dashboard/stats/${w.foreign.tenant.id + 1000}/threats?r=M`)).statusCode,
    ).toBe(404);
  });

  it('answers each role by its scope', async () => {
    const org: WorldUser[] = ['provider', 'msp', 'customer'];
    for (const who of ALL_USERS) {
      expect((await get(who, `/dashboard/stats/${w.mspOrg1.id}/threats?r=C`)).statusCode, who).toBe(
        org.includes(who) ? 200 : 403,
      );
      expect((await get(who, `/dashboard/stats/${w.msp.tenant.id}/threats?r=M`)).statusCode, who).toBe(
        ['provider', 'msp'].includes(who) ? 200 : 403,
      );
      expect((await get(who, `/dashboard/stats/${w.mspOrg1.id}/events?r=C`)).statusCode, who).toBe(
        org.includes(who) ? 200 : 403,
      );
    }
  });

  it('answers 400 for malformed queries', async () => {
    for (const q of [
      'r=X',
      'numberOfBuckets=0',
      'numberOfBuckets=61',
      'startTime=soon',
      `startTime=${hoursAgo(t, 1).toISOString()}&endTime=${hoursAgo(t, 2).toISOString()}`,
    ]) {
      expect((await get('provider', `/dashboard/stats/${w.mspOrg1.id}/threats?${q}`)).statusCode, q).toBe(
        400,
      );
    }
    expect((await get('provider', '/dashboard/stats/x/threats')).statusCode).toBe(400);
  });
});

describe('login pages scanned', () => {
  it('sums the scan counts per bucket', async () => {
    const body = (await get('customer', `/dashboard/stats/${w.mspOrg1.id}/events?r=C`)).json();
    expect(body.records).toHaveLength(9);
    expect(body.totalRecordCount).toBe(50);
    expect(body.records[8].records).toBe(42);
    expect(body.records[3].records).toBe(8);
  });

  it('covers the tenant with r=M', async () => {
    expect((await get('msp', `/dashboard/stats/${w.msp.tenant.id}/events?r=M`)).json().totalRecordCount).toBe(
      50,
    );
  });
});
