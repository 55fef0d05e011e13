import { THREAT_INTEL_MESSAGES as M } from '@baitwatch/contracts/threat-intel/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, eventActions, events, lookups, threatIntel } from '../../db/schema/index.ts';
import { daysAgo, hoursAgo, insertEvent, type TestEventFields } from '../../test/events.ts';
import { ALL_USERS, asUser, seedWorld, type World, type WorldUser } from '../../test/fixtures.ts';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock() });
  w = await seedWorld(t);
  await t.deps.database.db.insert(lookups).values([
    { lookupId: 'LKP_INDUSTRY', code: 'FIN', value: 'Finance' },
    { lookupId: 'LKP_COUNTRY', code: 'US', value: 'United States' },
    { lookupId: 'LKP_STATE', code: 'WA', value: 'Washington', strFlexField1: 'US' },
    { lookupId: 'LKP_STATE', code: 'WA', value: 'Western Australia', strFlexField1: 'AU' },
    { lookupId: 'LKP_CITY', code: 'Seattle', value: 'Seattle', strFlexField1: 'US', strFlexField2: 'WA' },
  ]);
});
afterAll(() => t.close());

const call = async (who: WorldUser, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/v1${url}`,
    headers: await asUser(t, w, who),
    ...(payload === undefined ? {} : { payload }),
  });

const fresh = (fields: TestEventFields = {}, customerId = w.mspOrg1.id) =>
  insertEvent(t, customerId, { domainIpAddress: '198.51.100.4', brands: ['Contoso'], ...fields });

const payload = (e: { url: string }, extra: object = {}) => ({
  threatURL: e.url,
  threatDetectedOn: '2026-11-20T10:00:00.000Z',
  industry: 'FIN',
  country: 'US',
  state: 'WA',
  city: 'Seattle',
  screenshot: '',
  html: '',
  isVerify: true,
  submittedOn: '2026-11-20T12:00:00.000Z',
  ...extra,
});
const submit = (
  who: WorldUser,
  e: { customerId: number; eventId: string; url: string },
  extra: object = {},
) => call(who, 'PUT', `/threat-intel/${e.customerId}/${e.eventId}`, payload(e, extra));

const recordsOf = (eventRowId: number) =>
  t.deps.database.db.select().from(threatIntel).where(eq(threatIntel.eventRowId, eventRowId));

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0]).toString('base64');
const HTML = Buffer.from('<html><body>Sign in</body></html>').toString('base64');

describe('PUT /v1/threat-intel/{customerOrTenantParam}/{eventId}', () => {
  it('lets the provider submit: verifies the event, writes the record, logs who and when', async () => {
    const e = await fresh();
    const res = await submit('provider', e);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.submittedTitle, replaced: false });
    const [event] = await t.deps.database.db.select().from(events).where(eq(events.id, e.id));
    expect(event).toMatchObject({ isVerified: 'Y', triagedEvent: true });
    const [record] = await recordsOf(e.id);
    expect(record).toMatchObject({
      customerId: e.customerId,
      threatUrl: e.url,
      detectedBrands: ['Contoso'],
      threatIpAddress: '198.51.100.4',
      industry: 'FIN',
      country: 'US',
      state: 'WA',
      city: 'Seattle',
      screenshotBlob: null,
      htmlBlob: null,
    });
    expect(record!.threatDetectedOn.toISOString()).toBe('2026-11-20T10:00:00.000Z');
    const [action] = await t.deps.database.db
      .select()
      .from(eventActions)
      .where(and(eq(eventActions.eventRowId, e.id), eq(eventActions.action, 'verify')));
    expect(action).toMatchObject({ actorEmail: 'provider@test.local' });
    const audits = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'event.verify'));
    expect(audits.some((a) => a.target.includes(e.eventId))).toBe(true);
  });

  it('keeps the event’s own evidence by reference and stores uploads', async () => {
    const e = await fresh();
    const details = (
      await call('provider', 'GET', `/portal/customers/${e.customerId}/events/${e.eventId}`)
    ).json();
    const kept = await submit('provider', e, {
      screenshot: details.screenshotURL,
      html: details.pageContentURL,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const [record] = await recordsOf(e.id);
    expect(JSON.parse(record!.screenshotBlob!)).toMatchObject({ n: e.eventId });
    expect(JSON.parse(record!.htmlBlob!)).toMatchObject({ n: `${e.eventId}.html` });

    const up = await fresh();
    const uploaded = await submit('provider', up, {
      screenshot: `data:image/jpeg;base64,${JPEG}`,
      html: `data:text/html;base64,${HTML}`,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const detail = (await call('provider', 'GET', `/threat-intel/events/${uploaded.json().id}`)).json();
    expect(detail.screenshot).toBe(`data:image/jpeg;base64,${JPEG}`);
    expect(detail.html).toBe('<html><body>Sign in</body></html>');
  });

  it('replaces the record on a second submission (one record per event)', async () => {
    const e = await fresh();
    const first = (await submit('provider', e)).json();
    const again = await submit('provider', e, { industry: '', city: '' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: first.id, replaced: true });
    expect(await recordsOf(e.id)).toMatchObject([{ industry: null, city: null, country: 'US' }]);
  });

  it('takes industry and place as codes of the lookup lists only, each state of its country', async () => {
    const e = await fresh();
    const refused = await submit('provider', e, {
      industry: 'Anything at all',
      country: 'Narnia',
      state: 'WA',
      city: 'Seattle',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((x: { desc: string }) => x.desc)).toEqual([
      M.notListed('Industry'),
      M.notListed('Country'),
      M.notListed('State'),
      M.notListed('City'),
    ]);
    expect(await recordsOf(e.id)).toEqual([]);
  });

  it('refuses every other role (403) and a foreign or unknown event', async () => {
    for (const who of ALL_USERS.filter((u) => u !== 'provider')) {
      const e = await fresh();
      expect((await submit(who, e)).statusCode, who).toBe(403);
      expect(await recordsOf(e.id), who).toEqual([]);
    }
    const foreign = await fresh({}, w.foreignOrg.id);
    expect((await submit('foreignCustomer', foreign)).statusCode).toBe(403);
    const unknown = {
      customerId: w.mspOrg1.id,
      eventId: '00000000-0000-4000-8000-000000000000',
      url: 'https://x.example/',
    };
    expect((await submit('provider', unknown)).statusCode).toBe(404);
    // A Baitwatch Verified event is verified already: Verify is not offered on it, nor accepted.
    const productVerified = await fresh({ type: 5, isVerified: 'Y' });
    expect((await submit('provider', productVerified)).statusCode).toBe(403);
  });

  it('answers bad input with the form’s messages (400), never a 500', async () => {
    const e = await fresh();
    const cases: [object, string][] = [
      [{ threatURL: '' }, M.urlRequired],
      [{ threatURL: 'javascript:alert(1)' }, M.invalidUrl],
      [{ threatURL: 'https://a.example/{x}' }, M.invalidUrl],
      [{ threatURL: 'https://user@a.example/' }, M.invalidUrl],
      [{ threatDetectedOn: '' }, M.detectionTimeRequired],
      [{ screenshot: 'https://elsewhere.example/a.jpg' }, M.invalidEvidence],
      [{ screenshot: `data:image/jpeg;base64,${HTML}` }, M.invalidEvidence],
      [{ html: 'data:text/plain;base64,AAAA' }, M.invalidEvidence],
    ];
    for (const [extra, message] of cases) {
      const res = await submit('provider', e, extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().errors[0].desc, JSON.stringify(extra)).toContain(message);
    }
    expect((await call('provider', 'PUT', `/threat-intel/abc/${e.eventId}`, payload(e))).statusCode).toBe(
      400,
    );
    expect(
      (await call('provider', 'PUT', `/threat-intel/${e.customerId}/not-an-id`, payload(e))).statusCode,
    ).toBe(400);
    expect(await recordsOf(e.id)).toEqual([]);
  });
});

describe('PUT /v1/threat-intel/unverify/{id}/{customerId}', () => {
  it('takes the record out of the feed with the event action, provider only', async () => {
    const e = await fresh();
    const { id } = (await submit('provider', e)).json();
    for (const who of ALL_USERS.filter((u) => u !== 'provider'))
      expect(
        (await call(who, 'PUT', `/threat-intel/unverify/${e.eventId}/${e.customerId}`)).statusCode,
        who,
      ).toBe(403);
    expect(await recordsOf(e.id)).toHaveLength(1);
    const res = await call('provider', 'PUT', `/threat-intel/unverify/${e.eventId}/${e.customerId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Event removed from Threat Intel');
    expect(await recordsOf(e.id)).toEqual([]);
    expect((await call('provider', 'GET', `/threat-intel/events/${id}`)).statusCode).toBe(404);
    const [action] = await t.deps.database.db
      .select()
      .from(eventActions)
      .where(and(eq(eventActions.eventRowId, e.id), eq(eventActions.action, 'unverify')));
    expect(action).toMatchObject({ actorEmail: 'provider@test.local' });
  });
});

describe('GET /v1/threat-intel/events and /events/{id}', () => {
  const urls = (body: { events: { threatURL: string }[] }) => body.events.map((r) => r.threatURL);
  let ids: Record<string, number> = {};

  beforeAll(async () => {
    await t.deps.database.db.delete(threatIntel);
    const add = async (url: string, brand: string, detected: Date, customerId = w.mspOrg1.id) => {
      const e = await fresh({ url, brands: [brand] }, customerId);
      const res = await submit('provider', e, { threatDetectedOn: detected.toISOString() });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().id as number;
    };
    ids = {
      recent: await add('https://recent.example/', 'Contoso', hoursAgo(t, 2)),
      repeat: await add('https://recent.example/', 'Contoso', hoursAgo(t, 5)),
      fabrikam: await add('https://fab.example/', 'Fabrikam', daysAgo(t, 10), w.foreignOrg.id),
      older: await add('https://older.example/', 'Adatum', daysAgo(t, 45)),
    };
  });

  it('serves the shared feed to the provider and licensed organizations, with the spec’s filters', async () => {
    for (const who of ['provider', 'customer', 'intel', 'foreignCustomer'] as const) {
      const res = await call(who, 'GET', '/threat-intel/events');
      expect(res.statusCode, who).toBe(200);
      expect(urls(res.json()), who).toEqual([
        'https://recent.example/',
        'https://recent.example/',
        'https://fab.example/',
      ]);
    }
    const q = (query: string) =>
      call('provider', 'GET', `/threat-intel/events?${query}`).then((r) => r.json());
    expect(urls(await q('filterBy=dtcTime|last60d'))).toHaveLength(4);
    expect(urls(await q('filterBy=dtcTime|last60d,rmRepeatURL|true'))).toHaveLength(3);
    expect(urls(await q('filterBy=dtcTime|last90d,brndName|fabrikam'))).toEqual(['https://fab.example/']);
    expect(urls(await q('filterBy=dtcTime|last60d&sortBy=brndName|asc'))[0]).toBe('https://older.example/');
    expect(urls(await q('filterBy=dtcTime|last60d&sortBy=dtcTime|asc'))[0]).toBe('https://older.example/');
    expect(urls(await q('filterBy=dtcTime|last60d&pageNo=2&pageSize=3'))).toEqual(['https://older.example/']);
  });

  it('names the organization and event only to the provider', async () => {
    const provider = (await call('provider', 'GET', '/threat-intel/events')).json().events[0];
    expect(provider.customerId).toBe(w.mspOrg1.id);
    expect(provider.eventId).toEqual(expect.any(String));
    const customer = (await call('intel', 'GET', '/threat-intel/events')).json().events[0];
    expect(customer).toMatchObject({ customerId: null, eventId: null, detectedBrands: ['Contoso'] });
  });

  it('answers one record with its lookup names', async () => {
    const res = await call('intel', 'GET', `/threat-intel/events/${ids.recent}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      threatURL: 'https://recent.example/',
      threatIPAddress: '198.51.100.4',
      isVerified: true,
      names: { industry: 'Finance', country: 'United States', state: 'Washington', city: 'Seattle' },
    });
    expect((await call('provider', 'GET', '/threat-intel/events/999999')).statusCode).toBe(404);
    expect((await call('provider', 'GET', '/threat-intel/events/abc')).statusCode).toBe(400);
  });

  it('refuses TenantAdmins and organizations without threat intel (403), bad parameters (400)', async () => {
    for (const who of ['msp', 'basic', 'foreignMsp'] as const) {
      expect((await call(who, 'GET', '/threat-intel/events')).statusCode, who).toBe(403);
      expect((await call(who, 'GET', `/threat-intel/events/${ids.recent}`)).statusCode, who).toBe(403);
      expect((await call(who, 'GET', '/threat-intel/summary')).statusCode, who).toBe(403);
    }
    for (const query of [
      'filterBy=dtcTime|forever',
      'sortBy=url|asc',
      'pageNo=0',
      'pageSize=501',
      'filterBy=rmRepeatURL|yes',
    ]) {
      const res = await call('provider', 'GET', `/threat-intel/events?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await call('provider', 'GET', '/threat-intel/events?sortBy=x')).json().errors[0].desc).toBe(
      M.invalidSortBy,
    );
  });

  it('sums up what the subscription delivers for the landing content', async () => {
    const res = await call('intel', 'GET', '/threat-intel/summary');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      last30Days: 3,
      topBrands: [
        { brand: 'Contoso', count: 2 },
        { brand: 'Fabrikam', count: 1 },
      ],
    });
    // The clock reads 2026-11-20: this month's records are those since November 1.
    expect(res.json().thisMonth).toBe(3);
    expect(res.json().latest.map((r: { threatURL: string }) => r.threatURL)).toHaveLength(3);
  });
});
