import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../../../auth/authorize.ts';
import { threatIntel } from '../../../db/schema/index.ts';
import { daysAgo, hoursAgo, insertEvent, insertEvents } from '../../../test/events.ts';
import { ALL_USERS, asUser, seedWorld, type World, type WorldUser } from '../../../test/fixtures.ts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/harness.ts';
import { organizationsService } from '../../organizations/organizations.service.ts';

let t: TestApp;
let w: World;
const get = async (who: WorldUser, url: string) =>
  t.app.inject({ method: 'GET', url, headers: await asUser(t, w, who) });
const records = async (url: string, who: WorldUser = 'provider') => {
  const res = await get(who, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().records as { eventId: string; url: string; customerId: number; type: number }[];
};

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock() });
  w = await seedWorld(t);
});
afterAll(() => t.close());

describe('all-events access', () => {
  it('answers each role for an organization, 403 outside its scope', async () => {
    await insertEvent(t, w.mspOrg1.id);
    const allowed: WorldUser[] = ['provider', 'msp', 'customer'];
    for (const who of ALL_USERS) {
      const res = await get(who, `/v1/portal/customers/${w.mspOrg1.id}/all-events`);
      expect(res.statusCode, who).toBe(allowed.includes(who) ? 200 : 403);
    }
  });

  it('answers the Global View to the provider and its TenantAdmin only', async () => {
    const allowed: WorldUser[] = ['provider', 'msp'];
    for (const who of ALL_USERS) {
      const res = await get(who, `/v1/portal/tenants/${w.msp.tenant.id}/all-events`);
      expect(res.statusCode, who).toBe(allowed.includes(who) ? 200 : 403);
    }
  });

  it('refuses calls without a session or the functions key', async () => {
    const url = `/v1/portal/customers/${w.mspOrg1.id}/all-events`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
    const headers = await asUser(t, w, 'provider');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url,
          headers: { 'x-functions-key': headers['x-functions-key']! },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('all-events paging, order and defaults', () => {
  let org: number;
  beforeAll(async () => {
    org = w.foreignOrg.id;
    // 25 events one hour apart, newest first; one 31 days old; one false positive; one cleared; one legit.
    await insertEvents(
      t,
      org,
      Array.from({ length: 25 }, (_, i) => ({
        url: `https://page-${i}.example/`,
        detectionTime: hoursAgo(t, i + 1),
      })),
    );
    await insertEvent(t, org, { url: 'https://old.example/', detectionTime: daysAgo(t, 31) });
    await insertEvent(t, org, { url: 'https://fp.example/', isFalsePositive: true });
    await insertEvent(t, org, { url: 'https://cleared.example/', cleared: true });
    await insertEvent(t, org, { url: 'https://legit.example/', type: 1 });
  });

  it('pages with offset and pageSize, newest first, within the last 30 days', async () => {
    const base = `/v1/portal/customers/${org}/all-events`;
    const first = await records(`${base}?pageSize=21`);
    expect(first).toHaveLength(21);
    expect(first[0]!.url).toBe('https://page-0.example/');
    const second = await records(`${base}?pageSize=21&offset=20`);
    expect(second.map((r) => r.url)).toEqual([
      'https://page-20.example/',
      'https://page-21.example/',
      'https://page-22.example/',
      'https://page-23.example/',
      'https://page-24.example/',
    ]);
    const asc = await records(`${base}?order=asc&pageSize=2`);
    expect(asc.map((r) => r.url)).toEqual(['https://page-24.example/', 'https://page-23.example/']);
  });

  it('counts on request and leaves false positives, cleared, legit and old events out by default', async () => {
    const res = await get('provider', `/v1/portal/customers/${org}/all-events?requireTotalRecordsCount=true`);
    expect(res.json()).toMatchObject({ totalRecordCount: 25, totalRecordCountCapped: false });
    const noCount = await get(
      'provider',
      `/v1/portal/customers/${org}/all-events?requireTotalRecordsCount=true&fetchOnlyRecords=true`,
    );
    expect(noCount.json().totalRecordCount).toBeNull();
  });

  it('includes false positives, lists cleared events, other types and wider windows when asked', async () => {
    const base = `/v1/portal/customers/${org}/all-events?pageSize=101`;
    expect((await records(`${base}&includeFalsePositive=true`)).map((r) => r.url)).toContain(
      'https://fp.example/',
    );
    expect((await records(`${base}&cleared=true`)).map((r) => r.url)).toEqual(['https://cleared.example/']);
    expect((await records(`${base}&type=1`)).map((r) => r.url)).toEqual(['https://legit.example/']);
    const wide = await records(`${base}&startTime=${daysAgo(t, 60).toISOString()}`);
    expect(wide.map((r) => r.url)).toContain('https://old.example/');
  });

  it('answers the record shape with blob addresses', async () => {
    const [record] = await records(`/v1/portal/customers/${org}/all-events?pageSize=1`);
    expect(record).toMatchObject({
      customerId: org,
      type: 0,
      triagedEvent: false,
      isVerified: 'N',
      userAction: 'Pending',
    });
    const r = record as unknown as Record<string, unknown> & { blob: { c: string; p: string; b: string } };
    expect(r.blob.c).toBe(`org-${org}`);
    expect(r.blob.p).toMatch(new RegExp(`^${org}/[0-9a-f-]{36}$`));
    expect(r.resizedScreenshotURL).toBe(
      `/storage/blob?c=org-${org}&p=${encodeURIComponent(r.blob.p)}&b=${r.eventId}_resized&t=i`,
    );
    expect(r.pageContentURL).toContain('t=h');
    expect(r.markedScreenshotURL).toBeNull();
  });
});

describe('all-events filters', () => {
  let org: number;
  beforeAll(async () => {
    org = w.mspOrg2.id;
    await insertEvents(t, org, [
      { url: 'https://a.example/', type: 0, triagedEvent: true, brands: ['PayPal'], extensionUserId: 7 },
      {
        url: 'https://a.example/',
        type: 0,
        triagedEvent: false,
        brands: ['PayPal'],
        detectionTime: hoursAgo(t, 2),
      },
      {
        url: 'https://b.example/',
        type: 3,
        brands: ['Microsoft'],
        extensionUserId: 7,
        detectionTime: hoursAgo(t, 3),
      },
      { url: 'https://c.example/', type: 4, brands: ['Google'], detectionTime: hoursAgo(t, 4) },
      { url: 'https://d.example/', type: 5, brands: ['PayPal', 'Google'], detectionTime: hoursAgo(t, 5) },
      { url: 'https://e.example/', type: 2, detectionTime: hoursAgo(t, 6) },
    ]);
  });
  const urls = async (query: string) =>
    (await records(`/v1/portal/customers/${org}/all-events?${query}`)).map((r) => r.url);

  it('filters by repeated types and by triage', async () => {
    expect(await urls('type=3&type=4')).toEqual(['https://b.example/', 'https://c.example/']);
    expect(await urls('type=0&triagedEvent=true')).toEqual(['https://a.example/']);
    expect((await records(`/v1/portal/customers/${org}/all-events?type=0&triagedEvent=false`)).length).toBe(
      1,
    );
    expect(await urls('')).toHaveLength(5);
  });

  it('filters by brand, by extension user and by dates', async () => {
    expect(await urls('brand=Google')).toEqual(['https://c.example/', 'https://d.example/']);
    expect(await urls('extensionUserId=7')).toEqual(['https://a.example/', 'https://b.example/']);
    const window = `startTime=${hoursAgo(t, 4.5).toISOString()}&endTime=${hoursAgo(t, 2.5).toISOString()}`;
    expect(await urls(window)).toEqual(['https://b.example/', 'https://c.example/']);
  });

  it('shows each URL once at its newest event with removeRepeateUrl, and counts URLs', async () => {
    const list = await urls('removeRepeateUrl=true');
    expect(list).toEqual([
      'https://a.example/',
      'https://b.example/',
      'https://c.example/',
      'https://d.example/',
    ]);
    const res = await get(
      'provider',
      `/v1/portal/customers/${org}/all-events?removeRepeateUrl=true&requireTotalRecordsCount=true&pageSize=2&offset=2`,
    );
    expect(res.json().records.map((r: { url: string }) => r.url)).toEqual([
      'https://c.example/',
      'https://d.example/',
    ]);
    expect(res.json().totalRecordCount).toBe(4);
  });

  it('leaves out URLs already verified in Threat Intel with removeThreatUrl', async () => {
    await t.deps.database.db.insert(threatIntel).values([
      { threatUrl: 'https://b.example/', threatDetectedOn: hoursAgo(t, 3), isVerified: true },
      { threatUrl: 'https://c.example/', threatDetectedOn: hoursAgo(t, 3), isVerified: false },
    ]);
    expect(await urls('removeThreatUrl=true')).toEqual([
      'https://a.example/',
      'https://a.example/',
      'https://c.example/',
      'https://d.example/',
    ]);
    expect(await urls('removeThreatUrl=false')).toContain('https://b.example/');
  });

  it('answers 400, never 500, for malformed filters', async () => {
    for (const query of [
      'type=9',
      'type=x',
      'triagedEvent=maybe',
      'pageSize=0',
      'pageSize=500',
      'offset=-3',
      'startTime=yesterday',
      'order=up',
      'extensionUserId=abc',
      `startTime=${hoursAgo(t, 1).toISOString()}&endTime=${hoursAgo(t, 2).toISOString()}`,
    ]) {
      const res = await get('provider', `/v1/portal/customers/${org}/all-events?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0].desc, query).toBeTruthy();
    }
    expect((await get('provider', '/v1/portal/customers/abc/all-events')).statusCode).toBe(400);
    for (const loose of ['0x10', '1e3']) {
      expect((await get('provider', `/v1/portal/customers/${loose}/all-events`)).statusCode).toBe(400);
      expect(
        (await get('provider', `/v1/portal/customers/${org}/all-events?offset=${loose}`)).statusCode,
      ).toBe(400);
      expect(
        (await get('provider', `/v1/portal/customers/${org}/all-events?pageSize=${loose}`)).statusCode,
      ).toBe(400);
    }
    expect((await get('provider', '/v1/portal/tenants/0/all-events')).statusCode).toBe(400);
  });
});

describe('Global View aggregation', () => {
  beforeAll(async () => {
    await insertEvent(t, w.mspOrg3.id, { url: 'https://west.example/', detectionTime: hoursAgo(t, 0.5) });
    await insertEvent(t, w.foreignOrg.id, {
      url: 'https://foreign-newest.example/',
      detectionTime: hoursAgo(t, 0.1),
    });
  });

  it('merges the tenant organizations newest first, and never another tenant', async () => {
    const list = await records(`/v1/portal/tenants/${w.msp.tenant.id}/all-events?pageSize=101`, 'msp');
    const orgs = new Set(list.map((r) => r.customerId));
    expect([...orgs].sort()).toEqual([w.mspOrg1.id, w.mspOrg2.id, w.mspOrg3.id].sort());
    expect(list[0]!.url).toBe('https://west.example/');
    const times = list.map((r) => (r as unknown as { detectionTime: string }).detectionTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('narrows to one group with groupId and to one organization with customerId', async () => {
    const [east, west] = w.msp.groups;
    const eastList = await records(
      `/v1/portal/tenants/${w.msp.tenant.id}/all-events?pageSize=101&groupId=${east!.id}`,
      'msp',
    );
    expect(new Set(eastList.map((r) => r.customerId))).toEqual(new Set([w.mspOrg1.id, w.mspOrg2.id]));
    const westList = await records(
      `/v1/portal/tenants/${w.msp.tenant.id}/all-events?groupId=${west!.id}`,
      'msp',
    );
    expect(westList.map((r) => r.url)).toEqual(['https://west.example/']);
    const one = await records(
      `/v1/portal/tenants/${w.msp.tenant.id}/all-events?customerId=${w.mspOrg3.id}`,
      'msp',
    );
    expect(one.map((r) => r.customerId)).toEqual([w.mspOrg3.id]);
  });

  it('answers 404 to the provider for a tenant that does not exist, 403 to anyone else', async () => {
    const unknown = w.foreign.tenant.id + 1000;
    expect((await get('provider', `/v1/portal/tenants/${unknown}/all-events`)).statusCode).toBe(404);
    expect((await get('msp', `/v1/portal/tenants/${unknown}/all-events`)).statusCode).toBe(403);
    expect((await get('provider', `/v1/portal/tenants/${unknown}/licenses-count`)).statusCode).toBe(404);
  });

  it("refuses another tenant's groupId, to the TenantAdmin and the provider alike", async () => {
    const foreignGroup = await organizationsService(t.deps).createTenant(asSystem.everything(), {
      tenantName: 'Grouped MSP',
      subDomain: 'grouped',
      isMsp: true,
      groups: ['North'],
    });
    const groupId = foreignGroup.groups[0]!.id;
    for (const who of ['msp', 'provider'] as const) {
      const res = await get(who, `/v1/portal/tenants/${w.msp.tenant.id}/all-events?groupId=${groupId}`);
      expect(res.statusCode, who).toBe(403);
    }
    const unknownGroup = `/v1/portal/tenants/${w.msp.tenant.id}/all-events?groupId=${groupId + 1000}`;
    expect((await get('msp', unknownGroup)).statusCode).toBe(403);
  });

  it('refuses a customerId outside the Global View', async () => {
    const res = await get(
      'msp',
      `/v1/portal/tenants/${w.msp.tenant.id}/all-events?customerId=${w.foreignOrg.id}`,
    );
    expect(res.statusCode).toBe(403);
  });

  it('pages across organizations with offset', async () => {
    const all = await records(`/v1/portal/tenants/${w.msp.tenant.id}/all-events?pageSize=101`, 'msp');
    const paged = [
      ...(await records(`/v1/portal/tenants/${w.msp.tenant.id}/all-events?pageSize=3`, 'msp')),
      ...(await records(`/v1/portal/tenants/${w.msp.tenant.id}/all-events?pageSize=3&offset=3`, 'msp')),
    ];
    expect(paged.map((r) => r.eventId)).toEqual(all.slice(0, 6).map((r) => r.eventId));
  });
});
