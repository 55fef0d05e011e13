import { randomUUID } from 'node:crypto';
import { SEARCH_MESSAGES } from '@baitwatch/contracts/search/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsPattern } from '../../db/like-patterns.ts';
import { brandPolicies, events, extensionUsers } from '../../db/schema/index.ts';
import { ALL_USERS, asUser, seedWorld, type World, type WorldUser } from '../../test/fixtures.ts';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness.ts';

describe('portal search', () => {
  let t: TestApp;
  let world: World;
  const clock = fixedClock();
  beforeAll(async () => {
    t = await createTestApp({ clock });
    world = await seedWorld(t);
    const db = t.deps.database.db;
    // One extension user and one branded event per organization, all matching "zz".
    for (const org of [world.mspOrg1, world.mspOrg2, world.mspOrg3, world.foreignOrg]) {
      await db.insert(extensionUsers).values({
        customerId: org.id,
        email: `zz.user@org${org.id}.test`,
        osUserId: `zz-os-${org.id}`,
        osComputerName: `PC-${org.id}`,
      });
      await db.insert(events).values({
        customerId: org.id,
        eventId: randomUUID(),
        type: 0,
        url: 'https://login.example.test',
        detectionTime: new Date(clock.now().getTime() - 24 * 60 * 60 * 1000),
        brands: [`ZzBrand ${org.id}`],
      });
    }
    await db.insert(brandPolicies).values({ brandName: 'Zzbaseline' });
  });
  afterAll(() => t.close());

  const search = async (who: WorldUser, term: string) =>
    t.app.inject({
      url: `/v1/portal/search?term=${encodeURIComponent(term)}`,
      headers: await asUser(t, world, who),
    });

  it('finds organizations, users and brands within the scope only, for every role', async () => {
    const scopes: Record<WorldUser, number[]> = {
      provider: [world.mspOrg1.id, world.mspOrg2.id, world.mspOrg3.id, world.foreignOrg.id],
      msp: [world.mspOrg1.id, world.mspOrg2.id, world.mspOrg3.id],
      customer: [world.mspOrg1.id],
      basic: [world.mspOrg2.id],
      intel: [world.mspOrg3.id],
      foreignMsp: [world.foreignOrg.id],
      foreignCustomer: [world.foreignOrg.id],
    };
    for (const who of ALL_USERS) {
      const res = await search(who, 'zz');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const ids = (hits: { customerId: number | null }[]) =>
        hits.flatMap((h) => (h.customerId === null ? [] : [h.customerId])).sort((a, b) => a - b);
      expect([who, ids(body.users)]).toEqual([who, scopes[who]]);
      expect([who, ids(body.brands)]).toEqual([who, scopes[who]]);
      // The shared baseline brand is found by everyone, with no organization.
      expect(body.brands).toContainEqual({ brand: 'Zzbaseline', customerId: null, organizationName: null });
    }
  });

  it('finds organizations by name and tells which organization a hit belongs to', async () => {
    const msp = (await search('msp', 'acme')).json();
    expect(msp.organizations.map((o: { organizationName: string }) => o.organizationName)).toEqual([
      'Acme Intel',
      'Acme One',
      'Acme Two',
    ]);
    expect((await search('foreignMsp', 'acme')).json().organizations).toEqual([]);
    const user = (await search('customer', `PC-${world.mspOrg1.id}`)).json().users[0];
    expect(user).toMatchObject({ customerId: world.mspOrg1.id, organizationName: 'Acme One' });
  });

  it('takes the wildcards of the term literally', async () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
    const res = (await search('provider', '%%')).json();
    expect(res.organizations).toEqual([]);
    expect(res.users).toEqual([]);
  });

  it('needs at least 2 characters', async () => {
    for (const term of ['', 'a', ' a ']) {
      const res = await search('msp', term);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(SEARCH_MESSAGES.tooShort);
    }
    const missing = await t.app.inject({ url: '/v1/portal/search', headers: await asUser(t, world, 'msp') });
    expect(missing.statusCode).toBe(400);
  });
});
