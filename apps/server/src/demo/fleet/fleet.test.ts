import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { seededRandom } from '../../lib/seeded-random.ts';
import { simulatedClock } from '../../lib/simulated-clock.ts';
import { seedWorld, type World } from '../../test/fixtures.ts';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness.ts';
import { outboxCodes } from './code-sources.ts';
import { extensionApiApp } from './demo-app.ts';
import { extensionClient } from './extension-client.ts';
import { planEvents } from './fleet-events.ts';
import { type FleetOrganization, planInstalls } from './fleet-people.ts';
import { registerInstalls, reportEvents } from './fleet-runner.ts';
import { screenshotPool } from './screenshot-pool.ts';
import { injectTransport } from './transport.ts';

const DAY = 86_400_000;
const clock = fixedClock();
let t: TestApp;
let world: World;
let organizations: FleetOrganization[];
beforeAll(async () => {
  t = await createTestApp({ clock });
  world = await seedWorld(t);
  const joined = new Date(clock.now().getTime() - 400 * DAY);
  organizations = [world.mspOrg1, world.mspOrg2, world.foreignOrg].map((o) => ({ ...o, created: joined }));
});
afterAll(() => t.close());

const count = async (query: string) => {
  const result = await t.deps.database.db.execute(sql.raw(query));
  return Number(rowsOf<{ n: number | string }>(result)[0]?.n);
};

describe('the extension fleet', () => {
  it('plans the same fleet from the same seed', () => {
    const a = planInstalls(seededRandom(7), organizations, 30, clock.now());
    const b = planInstalls(seededRandom(7), organizations, 30, clock.now());
    expect(a.map((i) => i.identity.osUuid)).toEqual(b.map((i) => i.identity.osUuid));
    expect(a.every((i) => i.createdAt < i.lastSeenAt && i.lastSeenAt <= clock.now())).toBe(true);
  });

  it('registers installs both ways and reports events with evidence through the API, at their times', async () => {
    const now = clock.now();
    const sim = simulatedClock(t.deps.clock);
    const app = await extensionApiApp({ ...t.deps, clock: sim });
    const client = extensionClient(injectTransport(app, sim.runAt));
    const random = seededRandom(11);
    const installs = planInstalls(random, organizations, 18, now);
    expect(new Set(installs.map((i) => i.method))).toEqual(new Set(['managed', 'manual']));
    const registered = await registerInstalls({
      client,
      installs,
      codeFor: outboxCodes(t.deps.database.db),
      random,
      now,
      windowDays: 120,
      concurrency: 4,
    });
    expect(registered.size).toBe(installs.length);
    const brands = [
      { brandName: 'Microsoft', domains: ['microsoft.com'] },
      { brandName: 'PayPal', domains: ['paypal.com'] },
    ];
    const events = planEvents(random, installs, brands, { count: 60, now, windowDays: 120 });
    const pool = screenshotPool();
    await reportEvents({
      client,
      registered,
      events: events.slice(0, 40),
      pool,
      random,
      concurrency: 4,
      batchSize: 10,
    });
    await reportEvents({ client, registered, events: events.slice(40), pool, random, concurrency: 4 });
    await app.close();

    expect(await count('select count(*) as n from extension_installs')).toBe(installs.length);
    // Users joined over the past year, not at seeding time; the last heartbeat is when they were last seen.
    expect(
      await count(
        `select count(*) as n from extension_users where created < '${new Date(now.getTime() - 7 * DAY).toISOString()}'`,
      ),
    ).toBeGreaterThan(0);
    expect(await count('select count(*) as n from extension_users where email is not null')).toBeGreaterThan(
      0,
    );
    expect(await count('select count(*) as n from events')).toBe(60);
    expect(await count('select count(*) as n from events where has_screenshot and has_html')).toBe(60);
    expect(
      await count(
        `select count(*) as n from events where detection_time < '${new Date(now.getTime() - 2 * DAY).toISOString()}'`,
      ),
    ).toBeGreaterThan(0);
    expect(await count('select count(distinct type) as n from events')).toBeGreaterThan(2);
    expect(await count('select count(*) as n from login_page_scans')).toBeGreaterThan(0);

    await t.deps.queue.drain();
    expect(await count('select count(*) as n from events where has_resized')).toBe(60);
    expect(
      await count('select count(*) as n from events where detection_boxes is not null and not has_marked'),
    ).toBe(0);
  });
});
