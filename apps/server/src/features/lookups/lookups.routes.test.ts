import { LOOKUP_FAILED } from '@baitwatch/contracts/lookups/lookup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookups } from '../../db/schema/index.ts';
import { ALL_USERS, asUser, seedWorld, type World } from '../../test/fixtures.ts';
import { createTestApp, FUNCTIONS_KEY, type TestApp } from '../../test/harness.ts';

describe('lookups', () => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await createTestApp();
    world = await seedWorld(t);
    await t.deps.database.db.insert(lookups).values([
      { lookupId: 'LKP_COUNTRY', code: 'US', value: 'United States' },
      { lookupId: 'LKP_COUNTRY', code: 'CA', value: 'Canada' },
      { lookupId: 'LKP_STATE', code: 'ON', value: 'Ontario', strFlexField1: 'CA' },
      { lookupId: 'LKP_STATE', code: 'TX', value: 'Texas', strFlexField1: 'US' },
      { lookupId: 'LKP_CITY', code: 'Austin', value: 'Austin', strFlexField1: 'US', strFlexField2: 'TX' },
      { lookupId: 'LKP_CITY', code: 'Toronto', value: 'Toronto', strFlexField1: 'CA', strFlexField2: 'ON' },
      { lookupId: 'LKP_INDUSTRY', code: 'Z', value: 'Zoology', sortOrder: 1 },
      { lookupId: 'LKP_INDUSTRY', code: 'A', value: 'Agriculture', sortOrder: 2 },
    ]);
  });
  afterAll(() => t.close());

  const get = async (url: string) => t.app.inject({ url, headers: await asUser(t, world, 'customer') });

  it('answers entries in sort order, then by value', async () => {
    expect((await get('/v1/lookup/LKP_COUNTRY')).json()).toEqual([
      { code: 'CA', value: 'Canada', str_flex_field_1: '' },
      { code: 'US', value: 'United States', str_flex_field_1: '' },
    ]);
    expect((await get('/v1/lookup/LKP_INDUSTRY')).json().map((e: { value: string }) => e.value)).toEqual([
      'Zoology',
      'Agriculture',
    ]);
  });

  it('filters states by country and cities by country and state', async () => {
    expect((await get('/v1/lookup/LKP_STATE?sflex1=US')).json()).toEqual([
      { code: 'TX', value: 'Texas', str_flex_field_1: 'US' },
    ]);
    expect(
      (await get('/v1/lookup/LKP_CITY?sflex1=CA&sflex2=ON')).json().map((e: { code: string }) => e.code),
    ).toEqual(['Toronto']);
    expect((await get('/v1/lookup/LKP_CITY?sflex1=CA&sflex2=TX')).json()).toEqual([]);
  });

  it('answers 404 "Lookup data request failed" for an unknown list, and an empty list for a known empty one', async () => {
    const res = await get('/v1/lookup/LKP_NOPE');
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].desc).toBe(LOOKUP_FAILED);
    expect((await get('/v1/lookup/LKP_MM_IMG_SIZE')).json()).toEqual([]);
  });

  it('is open to every role and closed without a session', async () => {
    for (const who of ALL_USERS) {
      const res = await t.app.inject({ url: '/v1/lookup/LKP_COUNTRY', headers: await asUser(t, world, who) });
      expect(res.statusCode).toBe(200);
    }
    const anonymous = await t.app.inject({
      url: '/v1/lookup/LKP_COUNTRY',
      headers: { 'x-functions-key': FUNCTIONS_KEY },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
