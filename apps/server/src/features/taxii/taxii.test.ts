import { STIX_MEDIA_TYPE, TAXII_MEDIA_TYPE, TAXII_MESSAGES } from '@baitwatch/contracts/taxii/constants';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { threatIntel } from '../../db/schema/index.ts';
import { hoursAgo } from '../../test/events.ts';
import { fixedClock } from '../../test/harness.ts';
import { generatedSocKey } from '../../test/soc-keys.ts';
import { literalOf, patternError, stixProblems } from '../../test/stix-check.ts';
import { worldApp } from '../../test/world-app.ts';
import { uuidV5 } from './stix-ids.ts';
import { BAITWATCH_EXTENSION_ID, BAITWATCH_IDENTITY_ID, stixObjectsOf, urlPattern } from './stix-objects.ts';
import { TAXII_COLLECTION_ID } from './taxii.service.ts';

// The clock reads 2026-11-20 12:00 UTC.
const api = worldApp({ clock: fixedClock() });
const keys = { suite: '', basic: '', intel: '', global: '' };
const ROOT = '/taxii2/threat-intel/';
const OBJECTS = `${ROOT}collections/${TAXII_COLLECTION_ID}/objects/`;
const TRICKY_URL = "https://login.example/it's\\here?q='x'";

type Headers = Record<string, string>;
const call = (url: string, headers: Headers = {}) => api.t.app.inject({ url, headers });
const withKey = (key: string, more: Headers = {}) => ({ apikey: key, ...more });
async function ok(url: string, headers: Headers) {
  const res = await call(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res;
}
type Envelope = { more: boolean; next?: string; objects: Record<string, unknown>[] };

beforeAll(async () => {
  const { world } = api;
  keys.suite = await generatedSocKey(api, 'customer', { customerId: world.mspOrg1.id });
  keys.basic = await generatedSocKey(api, 'basic', { customerId: world.mspOrg2.id });
  keys.intel = await generatedSocKey(api, 'intel', { customerId: world.mspOrg3.id });
  keys.global = await generatedSocKey(api, 'msp', { tenantId: world.msp.tenant.id });
  const t = api.t;
  // Five verified records added an hour apart (the oldest first), one unverified, one without brand.
  await t.deps.database.db.insert(threatIntel).values([
    {
      threatUrl: 'https://a.example/login',
      detectedBrands: ['Contoso'],
      threatDetectedOn: hoursAgo(t, 30),
      submittedOn: hoursAgo(t, 10),
      industry: 'Finance',
      country: 'US',
    },
    {
      threatUrl: TRICKY_URL,
      detectedBrands: ['Contoso', 'Fabrikam'],
      threatDetectedOn: hoursAgo(t, 29),
      submittedOn: hoursAgo(t, 9),
    },
    { threatUrl: 'https://c.example/', threatDetectedOn: hoursAgo(t, 28), submittedOn: hoursAgo(t, 8) },
    {
      threatUrl: 'https://unverified.example/',
      detectedBrands: ['Contoso'],
      threatDetectedOn: hoursAgo(t, 28),
      submittedOn: hoursAgo(t, 7),
      isVerified: false,
    },
    {
      threatUrl: 'https://d.example/',
      detectedBrands: ['Fabrikam'],
      threatDetectedOn: hoursAgo(t, 27),
      submittedOn: hoursAgo(t, 6),
    },
    {
      threatUrl: 'https://e.example/',
      detectedBrands: ['Contoso'],
      threatDetectedOn: hoursAgo(t, 26),
      submittedOn: hoursAgo(t, 5),
    },
  ]);
});

/** Every object of the collection, page by page with `limit` and `next`. */
async function pageThrough(limit: number, query = '') {
  const pages: Envelope[] = [];
  let next: string | undefined;
  do {
    const url = `${OBJECTS}?limit=${limit}${query}${next ? `&next=${encodeURIComponent(next)}` : ''}`;
    const page = (await ok(url, withKey(keys.suite))).json() as Envelope;
    expect(page.objects.length).toBeLessThanOrEqual(limit);
    pages.push(page);
    next = page.more ? page.next : undefined;
    if (page.more) expect(page.next).toBeTruthy();
  } while (next && pages.length < 100);
  return pages;
}

describe('STIX objects', () => {
  it('serves only objects with the STIX 2.1 required properties and valid patterns', async () => {
    const { objects } = (await ok(OBJECTS, withKey(keys.suite))).json() as Envelope;
    expect(objects.length).toBeGreaterThan(0);
    for (const object of objects) expect(stixProblems(object), JSON.stringify(object)).toEqual([]);
    const indicators = objects.filter((o) => o.type === 'indicator');
    expect(indicators.map((o) => literalOf(String(o.pattern)))).toEqual([
      'https://a.example/login',
      TRICKY_URL,
      'https://c.example/',
      'https://d.example/',
      'https://e.example/',
    ]);
    const first = indicators[0] as Record<string, unknown>;
    expect(first).toMatchObject({
      valid_from: hoursAgo(api.t, 30).toISOString(),
      created: hoursAgo(api.t, 10).toISOString(),
      indicator_types: ['malicious-activity'],
      name: 'Phishing URL impersonating Contoso',
      created_by_ref: BAITWATCH_IDENTITY_ID,
      // Baitwatch's own properties through its extension definition (STIX 2.1 §7.3), not x_ properties.
      extensions: {
        [BAITWATCH_EXTENSION_ID]: {
          extension_type: 'property-extension',
          industry: 'Finance',
          country: 'US',
        },
      },
    });
    expect(Object.keys(first).filter((key) => key.startsWith('x_'))).toEqual([]);
    // Baitwatch and its extension definition come first; every other object names Baitwatch its creator.
    expect(objects.slice(0, 2).map((o) => o.id)).toEqual([BAITWATCH_IDENTITY_ID, BAITWATCH_EXTENSION_ID]);
    for (const object of objects.slice(1))
      expect(object.created_by_ref, String(object.id)).toBe(BAITWATCH_IDENTITY_ID);
    expect(first.external_references).toEqual([
      expect.objectContaining({
        source_name: 'baitwatch',
        url: expect.stringMatching(/\/threat-intel-feed\/\d+$/),
      }),
    ]);
    // Contoso appears with several records; its identity is served once, with the first of them.
    const contoso = objects.filter((o) => o.type === 'identity' && o.name === 'Contoso');
    expect(contoso).toHaveLength(1);
    expect(contoso[0]?.created).toBe(hoursAgo(api.t, 10).toISOString());
    // Each object version once (TAXII 2.1 §3.4).
    const versions = objects.map((o) => `${o.id}@${o.modified}`);
    expect(new Set(versions).size).toBe(versions.length);
    // Every relationship points at objects of the collection.
    const ids = new Set(objects.map((o) => o.id));
    for (const r of objects.filter((o) => o.type === 'relationship')) {
      expect(ids.has(r.source_ref)).toBe(true);
      expect(ids.has(r.target_ref)).toBe(true);
    }
  });

  it('keeps ids stable per record, and derives them as UUID v5', async () => {
    // RFC 9562's example: the DNS namespace and www.example.com.
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
    const record = {
      id: 7,
      threatUrl: 'https://x.example/',
      detectedBrands: ['Contoso'],
      threatDetectedOn: new Date('2026-11-01T00:00:00Z'),
      submittedOn: new Date('2026-11-02T00:00:00Z'),
      industry: null,
      country: null,
      newBrands: ['Contoso'],
      isFirst: false,
    };
    expect(stixObjectsOf(record, 'http://a').map((o) => o.id)).toEqual(
      stixObjectsOf({ ...record, threatUrl: 'https://changed.example/' }, 'http://b').map((o) => o.id),
    );
    expect(stixObjectsOf({ ...record, id: 8 }, 'http://a')[0]?.id).not.toBe(
      stixObjectsOf(record, 'http://a')[0]?.id,
    );
  });

  it('escapes URLs into the pattern grammar, and the checker rejects bad patterns', () => {
    expect(urlPattern(TRICKY_URL)).toBe("[url:value = 'https://login.example/it\\'s\\\\here?q=\\'x\\'']");
    expect(patternError(urlPattern(TRICKY_URL))).toBeNull();
    expect(literalOf(urlPattern(TRICKY_URL))).toBe(TRICKY_URL);
    expect(patternError("[url:value = 'a' OR domain-name:value != 'b'] AND [url:value = 'c']")).toBeNull();
    for (const bad of [
      '',
      "url:value = 'a'",
      "[url:value = 'a'",
      "[url:value = 'it's']",
      "[url:value = 'a\\nb']",
      '[url:value = https://a.example/]',
      "[value = 'a']",
      "[URL:value = 'a']",
      "[url:value == 'a']",
      "[url:value = 'a'] extra",
      "[url:value = 'a' AND]",
      "[url:value = 'a\\']",
    ])
      expect(patternError(bad), bad).not.toBeNull();
  });

  it('finds what is missing or malformed in an object', () => {
    const [indicator] = stixObjectsOf(
      {
        id: 1,
        threatUrl: 'https://x.example/',
        detectedBrands: [],
        threatDetectedOn: new Date('2026-11-01T00:00:00Z'),
        submittedOn: new Date('2026-11-02T00:00:00Z'),
        industry: null,
        country: null,
        newBrands: [],
        isFirst: false,
      },
      'http://a',
    );
    expect(stixProblems({ ...indicator })).toEqual([]);
    const broken = [
      { ...indicator, spec_version: '2.0' },
      { ...indicator, id: 'indicator--not-a-uuid' },
      { ...indicator, id: String(indicator?.id).replace('indicator', 'malware') },
      { ...indicator, created: '2026-11-02T00:00:00+01:00' },
      { ...indicator, modified: '2026-10-01T00:00:00Z' },
      { ...indicator, valid_from: 'yesterday' },
      { ...indicator, pattern: "[url:value = 'a" },
      { ...indicator, pattern_type: 'sigma' },
      { ...indicator, pattern: undefined },
      { ...indicator, 'X-Custom': 1 },
    ];
    for (const object of broken) expect(stixProblems(object as Record<string, unknown>)).not.toEqual([]);
  });
});

describe('GET objects: paging and added_after', () => {
  it('pages through the whole collection with limit and next, each object once, in the same order', async () => {
    const whole = (await ok(OBJECTS, withKey(keys.suite))).json() as Envelope;
    expect(whole.more).toBe(false);
    expect(whole.next).toBeUndefined();
    // Baitwatch and its extension definition; 5 indicators; a brand's identity, campaign and `targets`
    // once per brand (Contoso, Fabrikam); an `indicates` per (record, brand): Contoso 3, Fabrikam 2.
    expect(whole.objects).toHaveLength(2 + 5 + 3 * 2 + 5);
    for (const limit of [1, 2, 3, 7]) {
      const pages = await pageThrough(limit);
      expect(pages.flatMap((p) => p.objects)).toEqual(whole.objects);
      expect(pages.at(-1)?.more).toBe(false);
    }
  });

  it('pages through one type with match[type]', async () => {
    const whole = ((await ok(OBJECTS, withKey(keys.suite))).json() as Envelope).objects;
    for (const [types, limit] of [
      ['indicator', 2],
      ['identity', 1],
      ['campaign,relationship', 3],
    ] as const) {
      const pages = await pageThrough(limit, `&match[type]=${types}`);
      expect(pages.flatMap((p) => p.objects)).toEqual(
        whole.filter((o) => types.split(',').includes(o.type as string)),
      );
    }
    const indicators = await pageThrough(2, '&match[type]=indicator');
    expect(indicators.map((p) => p.objects.length)).toEqual([2, 2, 1]);
  });

  it('keeps a page boundary still when records arrive', async () => {
    const first = (await ok(`${OBJECTS}?limit=3`, withKey(keys.suite))).json() as Envelope;
    const [late] = await api.t.deps.database.db
      .insert(threatIntel)
      .values({
        threatUrl: 'https://late.example/',
        threatDetectedOn: hoursAgo(api.t, 1),
        submittedOn: hoursAgo(api.t, 0),
      })
      .returning();
    const rest = (
      await ok(`${OBJECTS}?limit=200&next=${first.next}`, withKey(keys.suite))
    ).json() as Envelope;
    const urls = rest.objects.filter((o) => o.type === 'indicator').map((o) => literalOf(String(o.pattern)));
    expect(urls.at(-1)).toBe('https://late.example/');
    expect(urls).toHaveLength(5); // the second to fifth, then the new one
    await api.t.deps.database.db.delete(threatIntel).where(eq(threatIntel.id, Number(late?.id)));
  });

  it('answers only what was added after added_after, with the date-added headers', async () => {
    const res = await ok(`${OBJECTS}?added_after=${hoursAgo(api.t, 7).toISOString()}`, withKey(keys.suite));
    const body = res.json() as Envelope;
    expect(
      body.objects.filter((o) => o.type === 'indicator').map((o) => literalOf(String(o.pattern))),
    ).toEqual(['https://d.example/', 'https://e.example/']);
    expect(res.headers['x-taxii-date-added-first']).toBe(hoursAgo(api.t, 6).toISOString());
    expect(res.headers['x-taxii-date-added-last']).toBe(hoursAgo(api.t, 5).toISOString());
    const paged = await pageThrough(2, `&added_after=${hoursAgo(api.t, 7).toISOString()}`);
    expect(paged.flatMap((p) => p.objects)).toEqual(body.objects);
    const none = (
      await ok(`${OBJECTS}?added_after=${hoursAgo(api.t, 0).toISOString()}`, withKey(keys.suite))
    ).json();
    expect(none).toEqual({ more: false, objects: [] });
  });

  it('lists the same objects in the manifest', async () => {
    const objects = ((await ok(OBJECTS, withKey(keys.suite))).json() as Envelope).objects;
    const manifest = (
      await ok(`${ROOT}collections/${TAXII_COLLECTION_ID}/manifest/?limit=4`, withKey(keys.suite))
    ).json();
    expect(manifest.more).toBe(true);
    expect(manifest.objects).toEqual(
      objects.slice(0, 4).map((o) => ({
        id: o.id,
        date_added: hoursAgo(api.t, 10).toISOString(),
        version: o.modified,
        media_type: STIX_MEDIA_TYPE,
      })),
    );
  });

  it('answers 400 in the TAXII error shape for a bad limit, added_after or next', async () => {
    for (const query of [
      'limit=0',
      'limit=abc',
      'limit=2.5',
      'added_after=yesterday',
      'next=bogus',
      'next=e30',
    ]) {
      const res = await call(`${OBJECTS}?${query}`, withKey(keys.suite));
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type']).toBe(TAXII_MEDIA_TYPE);
      expect(res.json()).toMatchObject({ title: 'Bad request', http_status: '400' });
    }
    expect((await call(`${OBJECTS}?next=bogus`, withKey(keys.suite))).json().description).toBe(
      TAXII_MESSAGES.invalidNext,
    );
  });
});

describe('discovery, collections, keys and media types', () => {
  it('answers discovery, the API root and the collection in the TAXII media type', async () => {
    const discovery = await ok('/taxii2/', withKey(keys.suite, { accept: TAXII_MEDIA_TYPE }));
    expect(discovery.headers['content-type']).toBe(TAXII_MEDIA_TYPE);
    expect(discovery.json()).toMatchObject({ api_roots: [`http://localhost:8080${ROOT}`] });
    expect((await ok(ROOT, withKey(keys.suite))).json().versions).toEqual([TAXII_MEDIA_TYPE]);
    const list = (await ok(`${ROOT}collections/`, withKey(keys.suite))).json();
    expect(list.collections).toEqual([
      expect.objectContaining({ id: TAXII_COLLECTION_ID, can_read: true, can_write: false }),
    ]);
    expect((await ok(`${ROOT}collections/${TAXII_COLLECTION_ID}/`, withKey(keys.intel))).json().id).toBe(
      TAXII_COLLECTION_ID,
    );
    expect((await call(`${ROOT}collections/${uuidV5('other')}/`, withKey(keys.suite))).statusCode).toBe(404);
    expect((await call('/taxii2/nowhere/', withKey(keys.suite))).json()).toMatchObject({
      http_status: '404',
    });
  });

  it('takes the key as apikey, Bearer or Basic; refuses keys without threat intel (403), unknown or none (401)', async () => {
    const basic = (user: string, password: string) =>
      `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    for (const headers of [
      { apikey: keys.intel } as Headers,
      { authorization: `Bearer ${keys.intel}` },
      { authorization: basic('apikey', keys.intel) },
      { authorization: basic(keys.intel, '') },
    ])
      await ok(OBJECTS, headers);
    for (const key of [keys.basic, keys.global]) {
      for (const url of [`${ROOT}collections/`, OBJECTS]) {
        const refused = await call(url, withKey(key));
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({
          description: TAXII_MESSAGES.noThreatIntelAccess,
          http_status: '403',
        });
      }
      await ok('/taxii2/', withKey(key)); // discovery is for any valid key
    }
    for (const headers of [
      {} as Headers,
      { apikey: 'bwsoc_c_unknown' },
      { authorization: 'Bearer nope' },
      { authorization: basic('x', 'y') },
    ]) {
      const refused = await call(OBJECTS, headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toContain('Basic');
      expect(refused.json().http_status).toBe('401');
    }
    const counted = await ok('/taxii2/', withKey(keys.suite));
    expect(counted.headers['ratelimit-limit']).toBeDefined();
  });

  it('answers 406 for media types it cannot produce, and 415 then 403 for writes', async () => {
    expect((await call(OBJECTS, withKey(keys.suite, { accept: 'text/html' }))).statusCode).toBe(406);
    expect(
      (await call(OBJECTS, withKey(keys.suite, { accept: 'application/taxii+json;version=2.0' }))).statusCode,
    ).toBe(406);
    expect((await call('/taxii2/', withKey(keys.suite, { accept: STIX_MEDIA_TYPE }))).statusCode).toBe(406);
    const stix = await ok(OBJECTS, withKey(keys.suite, { accept: STIX_MEDIA_TYPE }));
    expect(stix.headers['content-type']).toBe(STIX_MEDIA_TYPE);
    await ok(OBJECTS, withKey(keys.suite, { accept: 'application/json, */*;q=0.1' }));
    const post = (contentType: string) =>
      api.t.app.inject({
        method: 'POST',
        url: OBJECTS,
        headers: withKey(keys.suite, { 'content-type': contentType }),
        payload: '{"objects":[]}',
      });
    const wrongType = await post('application/json');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().http_status).toBe('415');
    const readOnly = await post(TAXII_MEDIA_TYPE);
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json().description).toBe(TAXII_MESSAGES.readOnly);
  });
});

describe('GET an object and its versions (TAXII 2.1 §5.6, §5.8)', () => {
  it('answers one object by id, in an envelope, and its one version; an unknown one is a TAXII 404', async () => {
    const whole = (await ok(OBJECTS, withKey(keys.suite))).json() as Envelope;
    for (const wanted of [
      whole.objects.find((o) => o.type === 'indicator'),
      whole.objects.find((o) => o.type === 'campaign'),
      whole.objects.at(-1),
    ]) {
      const id = String(wanted?.id);
      const one = (await ok(`${OBJECTS}${id}/`, withKey(keys.suite))).json() as Envelope;
      expect(one).toEqual({ more: false, objects: [wanted] });
      const versions = (await ok(`${OBJECTS}${id}/versions/`, withKey(keys.suite))).json();
      expect(versions).toEqual({ more: false, versions: [wanted?.modified] });
    }
    for (const unknown of [`indicator--${uuidV5('nothing')}`, 'not-an-id']) {
      const answer = await call(`${OBJECTS}${unknown}/`, withKey(keys.suite));
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ http_status: '404', title: expect.any(String) });
    }
  });

  it('adds each object version once, never before it was created', async () => {
    const manifest = (
      await ok(`${ROOT}collections/${TAXII_COLLECTION_ID}/manifest/`, withKey(keys.suite))
    ).json() as {
      objects: { id: string; date_added: string; version: string }[];
    };
    const versions = manifest.objects.map((o) => `${o.id}@${o.version}`);
    expect(new Set(versions).size).toBe(versions.length);
    for (const entry of manifest.objects) expect(entry.date_added >= entry.version, entry.id).toBe(true);
  });
});
