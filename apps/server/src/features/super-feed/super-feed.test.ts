import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, hoursAgo, insertEvent } from '../../test/events.ts';
import { ALL_USERS, asUser, seedWorld, type World, type WorldUser } from '../../test/fixtures.ts';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let w: World;
const get = async (who: WorldUser, url: string) =>
  t.app.inject({ method: 'GET', url: `/v1${url}`, headers: await asUser(t, w, who) });
const urls = async (query: string) => {
  const res = await get('provider', `/super-feed?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().records.map((r: { url: string }) => r.url) as string[];
};

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock() });
  w = await seedWorld(t);
  await insertEvent(t, w.mspOrg1.id, {
    url: 'https://one.example/',
    type: 5,
    email: 'Ann@Acme.test',
    osUserId: null,
    osComputerName: 'ACME-LAPTOP',
    brands: ['PayPal'],
    detectionTime: hoursAgo(t, 1),
    modelCode: 'PP1',
    domainIpAddress: '198.51.100.4',
  });
  await insertEvent(t, w.mspOrg2.id, {
    url: 'https://two.example/',
    triagedEvent: true,
    brands: ['Microsoft'],
    detectionTime: hoursAgo(t, 2),
  });
  await insertEvent(t, w.foreignOrg.id, {
    url: 'https://three.example/',
    brands: ['Google'],
    detectionTime: hoursAgo(t, 3),
  });
  await insertEvent(t, w.foreignOrg.id, {
    url: 'https://one.example/',
    brands: [],
    detectionTime: hoursAgo(t, 4),
  });
  await insertEvent(t, w.mspOrg3.id, {
    url: 'https://fp.example/',
    isFalsePositive: true,
    detectionTime: hoursAgo(t, 5),
  });
  await insertEvent(t, w.mspOrg3.id, { url: 'https://old.example/', detectionTime: daysAgo(t, 45) });
  await insertEvent(t, w.mspOrg3.id, { url: 'https://cleared.example/', cleared: true });
});
afterAll(() => t.close());

describe('super feed access', () => {
  it('answers BaitwatchAdmin only; everyone else gets 403, even with a malformed query', async () => {
    for (const who of ALL_USERS) {
      expect((await get(who, '/super-feed')).statusCode, who).toBe(who === 'provider' ? 200 : 403);
      if (who !== 'provider') expect((await get(who, '/super-feed?pageNo=x')).statusCode, who).toBe(403);
    }
  });
});

describe('super feed list', () => {
  it('lists all organizations newest first, with customer name, user, status and blob addresses', async () => {
    const res = await get('provider', '/super-feed');
    const [first, second] = res.json().records;
    expect(res.json()).toMatchObject({ pageNo: 1, pageSize: 21 });
    expect(first).toMatchObject({
      url: 'https://one.example/',
      customerName: 'Acme One',
      userName: 'ACME-LAPTOP',
      status: 'Baitwatch Verified',
      detectedBrands: ['PayPal'],
      modelCode: 'PP1',
      domainIPAddress: '198.51.100.4',
      superFeedId: `${w.mspOrg1.id}-${first.id}`,
    });
    expect(first.detectedOn).toBe(first.detectionTime);
    expect(first.resizedScreenshotURL).toContain(`b=${first.eventId}_resized`);
    expect(second.status).toBe('Verified Phish');
    expect(await urls('')).toEqual([
      'https://one.example/',
      'https://two.example/',
      'https://three.example/',
      'https://one.example/',
    ]);
  });

  it('applies the keys named in filterBy, each from its own parameter', async () => {
    expect(await urls(`filterBy=custId&custId=${w.foreignOrg.id}`)).toEqual([
      'https://three.example/',
      'https://one.example/',
    ]);
    expect(await urls(`custId=${w.foreignOrg.id}`)).toHaveLength(4); // not named in filterBy: ignored
    expect(await urls('filterBy=type&type=5')).toEqual(['https://one.example/']);
    expect(await urls('filterBy=type,email&type=0,5&email=ann@acme')).toEqual(['https://one.example/']);
    expect(await urls('filterBy=osCompName&osCompName=laptop')).toEqual(['https://one.example/']);
    expect(await urls('filterBy=brNm&brNm=microsoft')).toEqual(['https://two.example/']);
    expect(await urls('filterBy=dtTS&dtTS=last60d')).toContain('https://old.example/');
    const range = `${hoursAgo(t, 3.5).toISOString()}~${hoursAgo(t, 1.5).toISOString()}`;
    expect(await urls(`filterBy=dtTS&dtTS=${encodeURIComponent(range)}`)).toEqual([
      'https://two.example/',
      'https://three.example/',
    ]);
  });

  it('removes repeated URLs with rrURLYN and includes false positives with incldFP', async () => {
    expect(await urls('rrURLYN=Y')).toEqual([
      'https://one.example/',
      'https://two.example/',
      'https://three.example/',
    ]);
    expect(await urls('incldFP=Y')).toContain('https://fp.example/');
    expect(await urls('incldFP=N')).not.toContain('https://fp.example/');
  });

  it('sorts by detectedOn either way and pages by (pageNo - 1) x (pageSize - 1)', async () => {
    expect(await urls('sortBy=detectedOn|asc')).toEqual([
      'https://one.example/',
      'https://three.example/',
      'https://two.example/',
      'https://one.example/',
    ]);
    expect(await urls('pageNo=1&pageSize=3')).toEqual([
      'https://one.example/',
      'https://two.example/',
      'https://three.example/',
    ]);
    expect(await urls('pageNo=2&pageSize=3')).toEqual(['https://three.example/', 'https://one.example/']);
  });

  it('answers 400 for malformed queries', async () => {
    for (const q of [
      'pageNo=0',
      'pageSize=1',
      'pageSize=500',
      'filterBy=nope',
      'filterBy=email',
      'sortBy=url|asc',
      'sortBy=detectedOn|up',
      'filterBy=type&type=9',
      'filterBy=dtTS&dtTS=last2d',
      'rrURLYN=maybe',
      'filterBy=custId&custId=abc',
    ]) {
      const res = await get('provider', `/super-feed?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errors[0].desc, q).toBeTruthy();
    }
  });
});

describe('super feed details', () => {
  it('answers the event by its superFeedId to BaitwatchAdmin only', async () => {
    const [record] = (await get('provider', '/super-feed')).json().records;
    const res = await get('provider', `/super-feed/${record.superFeedId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      customerName: 'Acme One',
      userName: 'ACME-LAPTOP',
      status: 'Baitwatch Verified',
      url: 'https://one.example/',
    });
    for (const who of ALL_USERS.filter((u) => u !== 'provider'))
      expect((await get(who, `/super-feed/${record.superFeedId}`)).statusCode, who).toBe(403);
  });

  it('answers 404 for an unknown event and 400 for a malformed id', async () => {
    expect((await get('provider', `/super-feed/${w.mspOrg1.id}-999999`)).statusCode).toBe(404);
    for (const id of ['42', 'a-b', '0-1', '99999999999-1'])
      expect((await get('provider', `/super-feed/${id}`)).statusCode, id).toBe(400);
  });
});
