import { SOC_MAX_PAGE_SIZE } from '@baitwatch/contracts/enterprise-soc/constants';
import { SOC_MESSAGES } from '@baitwatch/contracts/enterprise-soc/messages';
import { WEBHOOK_EVENT_TYPES } from '@baitwatch/contracts/webhooks/event-types';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  daysAgo,
  hoursAgo,
  insertEvent,
  insertExtensionUser,
  insertLoginScans,
  insertThreatIntel,
} from '../../test/events.ts';
import { fixedClock } from '../../test/harness.ts';
import { generatedSocKey } from '../../test/soc-keys.ts';
import { worldApp } from '../../test/world-app.ts';

// The clock reads 2026-11-20 12:00 UTC. A low rate limit, so one test can reach it.
const api = worldApp({ clock: fixedClock(), env: { SOC_RATE_LIMIT_PER_MINUTE: '60' } });
const keys = { suite: '', basic: '', intel: '', foreign: '', global: '', foreignGlobal: '' };
const EXPIRY = { expiryDate: '2027-06-30' };

async function soc(key: string | null, path: string) {
  return api.t.app.inject({ url: path, headers: key === null ? {} : { apikey: key } });
}
const get = async (key: string, path: string) => {
  const answer = await soc(key, path);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

beforeAll(async () => {
  const { world } = api;
  keys.suite = await generatedSocKey(api, 'customer', { customerId: world.mspOrg1.id });
  keys.basic = await generatedSocKey(api, 'basic', { customerId: world.mspOrg2.id });
  keys.intel = await generatedSocKey(api, 'intel', { customerId: world.mspOrg3.id });
  keys.foreign = await generatedSocKey(api, 'foreignCustomer', { customerId: world.foreignOrg.id });
  keys.global = await generatedSocKey(api, 'msp', { tenantId: world.msp.tenant.id });
  keys.foreignGlobal = await generatedSocKey(api, 'foreignMsp', { tenantId: world.foreign.tenant.id });

  const t = api.t;
  const one = world.mspOrg1.id;
  await insertEvent(t, one, { url: 'https://a.example/1', detectionTime: hoursAgo(t, 1) });
  await insertEvent(t, one, { url: 'https://a.example/1', detectionTime: hoursAgo(t, 2) });
  await insertEvent(t, one, { url: 'https://b.example/', detectionTime: hoursAgo(t, 3), triagedEvent: true });
  const verified = await insertEvent(t, one, {
    url: 'https://verified.example/',
    detectionTime: hoursAgo(t, 4),
    type: 5,
    isVerified: 'Y',
    triagedEvent: true,
    brands: ['Contoso'],
    domainIpAddress: '203.0.113.7',
  });
  await insertEvent(t, one, { url: 'https://reported.example/', detectionTime: hoursAgo(t, 5), type: 3 });
  await insertEvent(t, one, {
    url: 'https://fp.example/',
    detectionTime: hoursAgo(t, 6),
    isFalsePositive: true,
  });
  await insertEvent(t, one, {
    url: 'https://cleared.example/',
    detectionTime: hoursAgo(t, 7),
    cleared: true,
  });
  await insertEvent(t, one, { url: 'https://old.example/', detectionTime: daysAgo(t, 40) });
  await insertEvent(t, world.mspOrg2.id, { url: 'https://two.example/', detectionTime: hoursAgo(t, 1) });
  const foreign = await insertEvent(t, world.foreignOrg.id, {
    url: 'https://foreign.example/',
    detectionTime: hoursAgo(t, 1),
    type: 5,
    isVerified: 'Y',
  });
  // Threat intel is shared: every record is served, whichever organization's event each one was.
  await insertThreatIntel(t, verified, { industry: 'FIN', country: 'US', state: 'CA', city: 'SF' });
  await insertThreatIntel(t, foreign);
  await insertLoginScans(t, one, hoursAgo(t, 10), 7);
  await insertLoginScans(t, one, daysAgo(t, 45), 100);
  await insertLoginScans(t, world.mspOrg2.id, hoursAgo(t, 10), 5);
  await insertExtensionUser(t, one);
  await insertExtensionUser(t, one);
  await insertExtensionUser(t, world.mspOrg2.id);
  await insertExtensionUser(t, world.foreignOrg.id);
});

const urls = (body: { records: { url: string }[] }) => body.records.map((r) => r.url);

describe('GET /enterprise-soc/fetch-incidents', () => {
  it("answers the key's own incidents with the defaults of the last 30 days, newest first", async () => {
    const body = await get(keys.suite, '/enterprise-soc/fetch-incidents');
    expect(urls(body)).toEqual([
      'https://a.example/1',
      'https://a.example/1',
      'https://b.example/',
      'https://verified.example/',
      'https://reported.example/',
    ]);
    expect(body.totalRecords).toBe(5);
    expect(body.filters).toMatchObject({
      startdate: '2026-10-21',
      enddate: '2026-11-20',
      pagesize: 20,
      pageNumber: 1,
      order: 'desc',
      clearedflag: false,
      includeFalsePositive: false,
    });
    const record = body.records[3];
    expect(Object.keys(record).sort()).toEqual(
      [
        'id',
        'url',
        'detectionTime',
        'email',
        'screenshotURL',
        'resizedScreenshotURL',
        'pageContentURL',
        'isFalsePositive',
        'triagedEvent',
        'domainIPAddress',
        'userAction',
        'detailPageURL',
        'brands',
        'status',
      ].sort(),
    );
    expect(record).toMatchObject({
      status: 'Baitwatch Verified',
      brands: ['Contoso'],
      domainIPAddress: '203.0.113.7',
      userAction: 'Close',
    });
    expect(record.detailPageURL).toBe(
      `http://localhost:8080/customers/${api.world.mspOrg1.id}/incidents/${record.id}`,
    );
    expect(record.screenshotURL).toMatch(/^http:\/\/localhost:8080\/storage\/blob\?/);
    expect(body.records[2].status).toBe('Verified Phish');
    expect(body.records[0].status).toBe('AI Suspicious');
  });

  it('takes every parameter as the spec spells it', async () => {
    const q = (query: string) => get(keys.suite, `/enterprise-soc/fetch-incidents?${query}`);
    expect(urls(await q('suspicious=true'))).toEqual(['https://a.example/1', 'https://a.example/1']);
    expect(urls(await q('verifiedphish=true'))).toEqual(['https://b.example/']);
    expect(urls(await q('pixmverified=true'))).toEqual(['https://verified.example/']);
    expect(urls(await q('reportphish=true'))).toEqual(['https://reported.example/']);
    expect(urls(await q('suspicious=true&verifiedphish=true&pixmverified=true'))).toHaveLength(4);
    expect(urls(await q('clearedflag=true'))).toEqual(['https://cleared.example/']);
    expect(urls(await q('includeFalsePositive=true'))).toContain('https://fp.example/');
    expect(urls(await q('removerepeaturl=true'))).toHaveLength(4);
    expect(urls(await q('brand=Contoso'))).toEqual(['https://verified.example/']);
    expect(urls(await q('order=asc'))[0]).toBe('https://reported.example/');
    expect(urls(await q('startdate=2026-10-01&enddate=2026-10-31'))).toEqual(['https://old.example/']);
    const page2 = await q('pagesize=2&pageNumber=2');
    expect(urls(page2)).toEqual(['https://b.example/', 'https://verified.example/']);
    expect(page2.totalRecords).toBe(5);
  });

  it('keeps later pages still when new incidents arrive (snapshotId)', async () => {
    const first = await get(keys.suite, '/enterprise-soc/fetch-incidents?pagesize=2');
    const arrived = await insertEvent(api.t, api.world.mspOrg1.id, {
      url: 'https://new.example/',
      detectionTime: hoursAgo(api.t, 0.5),
    });
    const { snapshotId } = first.filters;
    const second = await get(
      keys.suite,
      `/enterprise-soc/fetch-incidents?pagesize=2&pageNumber=2&snapshotId=${snapshotId}`,
    );
    expect(urls(second)).toEqual(['https://b.example/', 'https://verified.example/']);
    const fresh = await get(keys.suite, '/enterprise-soc/fetch-incidents?pagesize=1');
    expect(fresh.records[0].id).toBe(arrived.eventId);
    // Opaque: no event count shows through; sealed to its holder: another key's is refused.
    expect(snapshotId).not.toMatch(/^\d+$/);
    const foreign = await soc(keys.foreign, `/enterprise-soc/fetch-incidents?snapshotId=${snapshotId}`);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].desc).toBe(SOC_MESSAGES.invalidSnapshot);
    const forged = await soc(keys.suite, '/enterprise-soc/fetch-incidents?snapshotId=12345');
    expect(forged.statusCode).toBe(400);
  });

  it('gives a global key all its organizations, with their names, and its filters', async () => {
    const body = await get(keys.global, '/enterprise-soc/fetch-incidents');
    expect(urls(body)).toContain('https://two.example/');
    expect(urls(body)).not.toContain('https://foreign.example/');
    const two = body.records.find((r: { url: string }) => r.url === 'https://two.example/');
    expect(two).toMatchObject({ customerId: api.world.mspOrg2.id, customerName: 'Acme Two', orgCode: null });
    const byId = await get(keys.global, `/enterprise-soc/fetch-incidents?customerId=${api.world.mspOrg2.id}`);
    expect(urls(byId)).toEqual(['https://two.example/']);
    const byName = await get(keys.global, '/enterprise-soc/fetch-incidents?customerName=acme%20two');
    expect(urls(byName)).toEqual(['https://two.example/']);
    const foreignId = await get(
      keys.global,
      `/enterprise-soc/fetch-incidents?customerId=${api.world.foreignOrg.id}`,
    );
    expect(foreignId.records).toEqual([]);
  });

  it("keeps a foreign key to its own organization's incidents", async () => {
    expect(urls(await get(keys.foreign, '/enterprise-soc/fetch-incidents'))).toEqual([
      'https://foreign.example/',
    ]);
  });

  it('answers 400 for a missing key, a bad date or parameter; 401 for an unknown key', async () => {
    const missing = await soc(null, '/enterprise-soc/fetch-incidents');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].desc).toBe(SOC_MESSAGES.missingKey);
    const unknown = await soc('bwsoc_c_not-a-key', '/enterprise-soc/fetch-incidents');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().errors[0].desc).toBe(SOC_MESSAGES.unknownKey);
    const desc = async (query: string) => {
      const answer = await soc(keys.suite, `/enterprise-soc/fetch-incidents?${query}`);
      expect(answer.statusCode).toBe(400);
      return answer.json().errors[0].desc;
    };
    expect(await desc('startdate=2026/11/01')).toBe(SOC_MESSAGES.invalidDate);
    expect(await desc('enddate=2026-02-30')).toBe(SOC_MESSAGES.invalidDate);
    // Days that cannot exist, and year 0, are a 400 before any Date or SQL reads them (were 500s).
    for (const day of ['2026-13-45', '2026-13-01', '2026-12-45', '2026-00-10', '0000-01-01'])
      for (const call of ['fetch-incidents', 'login-pages-scanned'])
        for (const name of ['startdate', 'enddate']) {
          const answer = await soc(keys.suite, `/enterprise-soc/${call}?${name}=${day}`);
          expect({ call, name, day, status: answer.statusCode }).toEqual({ call, name, day, status: 400 });
        }
    expect(await desc('startdate=2026-11-10&enddate=2026-11-01')).toBe(SOC_MESSAGES.invalidDateRange);
    expect(await desc(`pagesize=${SOC_MAX_PAGE_SIZE + 1}`)).toMatch(/^pagesize /);
    expect(await desc('pageNumber=0')).toMatch(/^pageNumber /);
    expect(await desc('clearedflag=yes')).toBe(`clearedflag ${SOC_MESSAGES.invalidBoolean}`);
    expect(await desc('order=up')).toBe(SOC_MESSAGES.invalidOrder);
    expect(await desc('customerId=1')).toBe(SOC_MESSAGES.globalKeyOnly);
    // Blank optional filters are no filters: not a global-key filter, not an empty brand.
    for (const blank of ['customerName=', 'orgCode=', 'brand=', 'brand=%20'])
      expect((await soc(keys.suite, `/enterprise-soc/fetch-incidents?${blank}`)).statusCode, blank).toBe(200);
  });
});

describe('GET /enterprise-soc/login-pages-scanned and deployed-licenses-count', () => {
  it('count for the key, in the window', async () => {
    expect(await get(keys.suite, '/enterprise-soc/login-pages-scanned')).toEqual({ totalPagesScanned: 7 });
    expect(
      await get(keys.suite, '/enterprise-soc/login-pages-scanned?startdate=2026-10-01&enddate=2026-10-10'),
    ).toEqual({ totalPagesScanned: 100 });
    expect(await get(keys.global, '/enterprise-soc/login-pages-scanned')).toEqual({ totalPagesScanned: 12 });
    expect(await get(keys.global, '/enterprise-soc/login-pages-scanned?customerName=Two')).toEqual({
      totalPagesScanned: 5,
    });
    expect(await get(keys.suite, '/enterprise-soc/deployed-licenses-count')).toEqual({ deployedLicenses: 2 });
    expect(await get(keys.global, '/enterprise-soc/deployed-licenses-count')).toEqual({
      deployedLicenses: 3,
    });
    expect(await get(keys.foreign, '/enterprise-soc/deployed-licenses-count')).toEqual({
      deployedLicenses: 1,
    });
    const bad = await soc(keys.suite, '/enterprise-soc/login-pages-scanned?enddate=20261120');
    expect(bad.statusCode).toBe(400);
    expect((await soc(null, '/enterprise-soc/deployed-licenses-count')).statusCode).toBe(400);
    expect((await soc('nope', '/enterprise-soc/login-pages-scanned')).statusCode).toBe(401);
  });
});

describe('GET /enterprise-soc/customers', () => {
  it("lists a global key's organizations with their keys, by name ascending by default", async () => {
    const body = await get(keys.global, '/enterprise-soc/customers');
    expect(body.errors).toEqual([]);
    expect(body.data.map((c: { customerName: string }) => c.customerName)).toEqual([
      'Acme Intel',
      'Acme One',
      'Acme Two',
    ]);
    expect(body.totalRecords).toBe(3);
    const one = body.data.find((c: { customerName: string }) => c.customerName === 'Acme One');
    expect(one).toMatchObject({ customerId: api.world.mspOrg1.id, isActive: true, apikey: keys.suite });
    expect(one.createdOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const desc = await get(keys.global, '/enterprise-soc/customers?sortBy=customerName|desc&isActive=true');
    expect(desc.data[0].customerName).toBe('Acme Two');
    expect((await get(keys.global, '/enterprise-soc/customers?isActive=false')).data).toEqual([]);
    expect(
      (await get(keys.foreignGlobal, '/enterprise-soc/customers')).data.map(
        (c: { customerName: string }) => c.customerName,
      ),
    ).toEqual(['Other Org']);
  });

  it('refuses bad parameters (400), an organization key (403), no key (400), an unknown key (401)', async () => {
    const bad = await soc(keys.global, '/enterprise-soc/customers?sortBy=name|up');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].desc).toBe(SOC_MESSAGES.invalidSortBy);
    expect((await soc(keys.global, '/enterprise-soc/customers?isActive=maybe')).statusCode).toBe(400);
    const customerKey = await soc(keys.suite, '/enterprise-soc/customers');
    expect(customerKey.statusCode).toBe(403);
    expect(customerKey.json().errors[0].desc).toBe(SOC_MESSAGES.customersGlobalOnly);
    expect((await soc(null, '/enterprise-soc/customers')).statusCode).toBe(400);
    expect((await soc('bwsoc_t_unknown', '/enterprise-soc/customers')).statusCode).toBe(401);
  });
});

describe('GET /threat-intel/soc', () => {
  it('serves the threat intel records of every organization to a licensed key', async () => {
    for (const key of [keys.suite, keys.intel, keys.foreign]) {
      const body = await get(key, '/threat-intel/soc');
      expect(body.error).toBeNull();
      expect(body.data.map((r: { url: string }) => r.url)).toEqual([
        'https://foreign.example/',
        'https://verified.example/',
      ]);
    }
    const [, record] = (await get(keys.suite, '/threat-intel/soc')).data;
    expect(record).toMatchObject({
      ip: '203.0.113.7',
      target_brand: 'Contoso',
      industry: 'FIN',
      country: 'US',
      state: 'CA',
      city: 'SF',
    });
    expect(Object.keys(record).sort()).toEqual(
      ['id', 'url', 'detection_time', 'ip', 'target_brand', 'industry', 'country', 'state', 'city'].sort(),
    );
    const brand = await get(
      keys.suite,
      '/threat-intel/soc?filterBy=brndName|Contoso,dtcTime|last90d&sortBy=brndName|asc',
    );
    expect(brand.data.map((r: { url: string }) => r.url)).toEqual(['https://verified.example/']);
    expect((await get(keys.suite, '/threat-intel/soc?pageNo=2&pageSize=1')).data).toHaveLength(1);
  });

  it('answers errors as { data, error: { status, code, desc } }: 400, 401, 403', async () => {
    const missing = await soc(null, '/threat-intel/soc');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      data: null,
      error: { status: 400, code: 'VALIDATION', desc: SOC_MESSAGES.missingKey },
    });
    expect((await soc('bogus', '/threat-intel/soc')).json().error.status).toBe(401);
    for (const key of [keys.basic, keys.global]) {
      const refused = await soc(key, '/threat-intel/soc');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({ status: 403, desc: SOC_MESSAGES.noThreatIntelAccess });
    }
    const badFilter = await soc(keys.suite, '/threat-intel/soc?filterBy=dtcTime|forever');
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().error.desc).toBe(SOC_MESSAGES.invalidFilterBy);
    expect((await soc(keys.suite, '/threat-intel/soc?sortBy=url|asc')).json().error.desc).toBe(
      SOC_MESSAGES.invalidThreatSortBy,
    );
  });
});

describe('keys, limits and the document', () => {
  it('stops an old key at once when a new one is generated, and an expired key', async () => {
    const old = keys.basic;
    const fresh = (
      await api.call('basic', 'PUT', `/v1/enterprise-soc/generate-apikey/${api.world.mspOrg2.id}`, EXPIRY)
    ).json().newApiKey;
    expect((await soc(old, '/enterprise-soc/deployed-licenses-count')).statusCode).toBe(401);
    expect((await soc(fresh, '/enterprise-soc/deployed-licenses-count')).statusCode).toBe(200);
    keys.basic = fresh;
  });

  it('limits each key per minute with the RateLimit headers, then 429', async () => {
    const key = (
      await api.call('basic', 'PUT', `/v1/enterprise-soc/generate-apikey/${api.world.mspOrg2.id}`, EXPIRY)
    ).json().newApiKey;
    const first = await soc(key, '/enterprise-soc/deployed-licenses-count');
    expect(first.headers['ratelimit-limit']).toBe('60');
    expect(first.headers['ratelimit-remaining']).toBe('59');
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    for (let i = 0; i < 59; i++) await soc(key, '/enterprise-soc/deployed-licenses-count');
    const limited = await soc(key, '/enterprise-soc/deployed-licenses-count');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().errors[0].desc).toBe(SOC_MESSAGES.rateLimited);
    // Another key is counted apart (a fresh one: the suite's key served the cases above this minute).
    const other = (
      await api.call('basic', 'PUT', `/v1/enterprise-soc/generate-apikey/${api.world.mspOrg2.id}`, EXPIRY)
    ).json().newApiKey;
    expect((await soc(other, '/enterprise-soc/deployed-licenses-count')).statusCode).toBe(200);
  });

  it('is described by an OpenAPI 3.1 document with every parameter, and rendered', async () => {
    const doc = (await api.t.app.inject({ url: '/enterprise-soc/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.apiKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'apikey',
    });
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/enterprise-soc/customers',
      '/enterprise-soc/deployed-licenses-count',
      '/enterprise-soc/fetch-incidents',
      '/enterprise-soc/login-pages-scanned',
      '/threat-intel/soc',
    ]);
    expect(Object.keys(doc.webhooks)).toEqual([...WEBHOOK_EVENT_TYPES]);
    const created = doc.webhooks['incident.created'].post;
    expect(created.parameters.map((p: { name: string }) => p.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    expect(
      Object.keys(created.requestBody.content['application/json'].schema.properties.data.properties),
    ).toEqual(
      expect.arrayContaining([
        'id',
        'url',
        'brands',
        'customerId',
        'customerName',
        'tenantId',
        'detailPageURL',
      ]),
    );
    const names = doc.paths['/enterprise-soc/fetch-incidents'].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    for (const name of [
      'startdate',
      'enddate',
      'pagesize',
      'pageNumber',
      'brand',
      'clearedflag',
      'removerepeaturl',
      'removethreaturl',
      'order',
      'suspicious',
      'verifiedphish',
      'pixmverified',
      'reportphish',
      'includeFalsePositive',
      'customerId',
      'customerName',
      'orgCode',
    ])
      expect(names).toContain(name);
    expect(Object.keys(doc.paths['/threat-intel/soc'].get.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '500']),
    );
    expect(doc.tags.map((t: { name: string }) => t.name)).toContain('Threat Intelligence');
    const page = await api.t.app.inject({ url: '/enterprise-soc/docs/' });
    expect(page.statusCode).toBe(200);
  });
});
