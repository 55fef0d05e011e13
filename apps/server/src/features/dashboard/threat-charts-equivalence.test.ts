// The threat charts read their aggregates (decision 0056) and must answer exactly what the statements
// that read every event answer (threat-charts-reference.ts): random windows (on and off period
// boundaries, bucket cuts on events), bucket counts, organizations and Global Views, before and after
// the event actions, bulk updates and deletes move events in and out of what the charts count.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorize } from '../../auth/authorize.ts';
import { rowsOf } from '../../db/rows.ts';
import { asUser, seedWorld, type World } from '../../test/fixtures.ts';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness.ts';
import type { Buckets } from './chart-sql.ts';
import { dashboardRepository } from './dashboard.repository.ts';
import { threatChartsReference } from './threat-charts-reference.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.parse('2026-11-20T12:00:00Z');
const FIRST = NOW - 100 * DAY;

let t: TestApp;
let w: World;
let orgs: number[];
/** Every inserted event's time in microseconds: windows start, end and are cut at them. */
const inserted: number[] = [];

/** A seeded generator, so a failure can be run again as it was. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}
const rand = random(20261120);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;

/** A period boundary (hour, day, Monday, first of a month) in the events' 100 days. */
function boundary(): number {
  const t0 = FIRST + Math.floor(rand() * 100 * DAY);
  const d = new Date(Math.floor(t0 / DAY) * DAY);
  return pick([
    Math.floor(t0 / HOUR) * HOUR,
    d.getTime(),
    d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY,
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1),
  ]);
}

/** An ISO time with microseconds, which a JavaScript date cannot hold. */
const isoMicros = (micros: number) => {
  const ms = Math.floor(micros / 1000);
  return `${new Date(ms).toISOString().slice(0, -1)}${String(micros - ms * 1000).padStart(3, '0')}Z`;
};

async function insertRandomEvents(n: number) {
  const urls = Array.from({ length: 20 }, (_, i) => `https://threat-${i}.example/login`);
  const emails = ['ann', 'bo', 'cy', 'dee', 'ed', 'flo', 'gus', 'hal', 'ivy', 'jo', 'kai', 'lu', 'mo', 'ned'];
  const rows = Array.from({ length: n }, () => {
    const micros =
      rand() < 0.5
        ? (FIRST + Math.floor(rand() * 101 * DAY)) * 1000 + Math.floor(rand() * 1000)
        : boundary() * 1000 + pick([0, 0, -1, 1, -1000, 1000, -500]);
    const customerId = pick(orgs);
    inserted.push(micros);
    const name = pick(emails);
    const email = pick([
      null,
      '',
      `${name}@acme.test`,
      `${name}@acme.test`,
      `${name.toUpperCase()}@Acme.test`,
    ]);
    return sql`(${customerId}, gen_random_uuid(), ${pick([0, 0, 0, 4, 4, 1, 2, 3, 5])}, ${pick(urls)},
      ${isoMicros(micros)}::timestamptz, ${email}, ${rand() < 0.4}, ${rand() < 0.1}, ${rand() < 0.1})`;
  });
  // Several organizations per statement, as the triggers see a batch.
  for (let i = 0; i < rows.length; i += 150)
    await t.deps.database.db.execute(sql`
      insert into events (customer_id, event_id, type, url, detection_time, email, triaged_event, is_false_positive, cleared)
      values ${sql.join(rows.slice(i, i + 150), sql`, `)}`);
}

/** A window: random, on period boundaries, at an event's millisecond, or cut by a bucket boundary on one. */
function randomWindow(): Buckets {
  const ids = orgs.filter(() => rand() < 0.5);
  const organizations = authorize({ ids: ids.length ? ids : [pick(orgs)] });
  const instant = () =>
    pick([
      () => FIRST - 5 * DAY + Math.floor(rand() * 110 * DAY),
      boundary,
      () => Math.floor(pick(inserted) / 1000),
    ])();
  const count = pick([1, 9, 9, 2 + Math.floor(rand() * 59)]);
  if (rand() < 0.25) {
    // start + k x (end - start) / count lands on an event's millisecond (events within 1 µs of it).
    const at = Math.floor(pick(inserted) / 1000);
    const k = 1 + Math.floor(rand() * Math.max(1, count - 1));
    const slice = 1 + Math.floor(rand() * 3 * DAY);
    return { organizations, start: new Date(at - k * slice), end: new Date(at + (count - k) * slice), count };
  }
  const [a, b] = [instant(), instant()].sort((x, y) => x - y) as [number, number];
  return { organizations, start: new Date(a), end: new Date(b), count };
}

/** Both answers of the three charts for one window, numbers as numbers, buckets in order. */
async function answers(b: Buckets) {
  const norm = <T extends Record<string, unknown>>(rows: T[]) =>
    rows.map((r) =>
      Object.fromEntries(
        Object.entries(r).map(([k, v]) => [k, k === 'url' || k === 'email' ? v : Number(v)]),
      ),
    );
  const byBucket = (rows: Record<string, unknown>[]) =>
    norm(rows)
      .filter((r) => Number(r.verified) + Number(r.suspicious) > 0)
      .sort((x, y) => Number(x.bucket) - Number(y.bucket));
  const read = async (
    charts: ReturnType<typeof dashboardRepository> | ReturnType<typeof threatChartsReference>,
  ) => ({
    buckets: byBucket(await charts.threatBuckets(b)),
    topThreats: norm(await charts.topThreats(b)),
    topVulnerable: norm(await charts.topVulnerable(b)),
  });
  return {
    aggregates: await read(dashboardRepository(t.deps.database.db)),
    reference: await read(threatChartsReference(t.deps.database.db)),
  };
}

async function expectSameAnswers(windows: number) {
  let counted = 0;
  for (let i = 0; i < windows; i++) {
    const b = randomWindow();
    const { aggregates, reference } = await answers(b);
    const label = `${b.start.toISOString()} to ${b.end.toISOString()}, ${b.count} buckets, ${b.organizations.ids}`;
    expect(aggregates, label).toEqual(reference);
    counted += reference.buckets.length;
  }
  // Windows that count nothing would prove nothing.
  expect(counted).toBeGreaterThan(windows);
}

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(new Date(NOW)) });
  w = await seedWorld(t);
  orgs = [w.mspOrg1.id, w.mspOrg2.id, w.mspOrg3.id, w.foreignOrg.id];
  await insertRandomEvents(1500);
});
afterAll(() => t.close());

describe('the threat charts from their aggregates', () => {
  it('answer as the statements over every event', async () => {
    await expectSameAnswers(120);
  });

  it('still do after the event actions, bulk updates, deletes and an organization deleted', async () => {
    const db = t.deps.database.db;
    const headers = await asUser(t, w, 'provider');
    const ofOrg1 = rowsOf<{ event_id: string; url: string }>(
      await db.execute(sql`
        select event_id, url from events where customer_id = ${w.mspOrg1.id} and type in (0, 4)
          and not is_false_positive and not cleared order by id limit 30`),
    );
    const action = async (eventId: string, name: string, payload: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/portal/customers/${w.mspOrg1.id}/events/${eventId}/${name}`,
        headers,
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    for (const [i, e] of ofOrg1.entries()) {
      if (i % 3 === 0)
        await action(e.event_id, 'verify-events', [
          {
            eventId: e.event_id,
            url: e.url,
            detectionTime: '2026-11-10T12:00:00Z',
            user: 'u',
            userAction: 'Pending',
            brands: [],
          },
        ]);
      if (i % 3 === 1)
        await action(e.event_id, 'report-false-positive', [
          { eventId: e.event_id, url: e.url, falsePositiveType: 6 },
        ]);
      if (i % 3 === 2) await action(e.event_id, 'clear-incident', { eventId: e.event_id });
    }
    // Statements that move many events at once, of several organizations: triage both ways, false
    // positives and clears undone, and the counted fields themselves (type, URL, email, time).
    await db.execute(sql`update events set triaged_event = not triaged_event where id % 5 = 0`);
    await db.execute(sql`update events set is_false_positive = false, cleared = false where id % 7 = 0`);
    await db.execute(sql`update events set cleared = true where id % 11 = 0`);
    await db.execute(sql`update events set type = case when type = 0 then 3 else 0 end where id % 13 = 0`);
    await db.execute(
      sql`update events set url = 'https://moved.example/', email = upper(email) where id % 17 = 0`,
    );
    await db.execute(
      sql`update events set detection_time = detection_time - interval '1 day 1 microsecond' where id % 19 = 0`,
    );
    await db.execute(sql`update events set has_screenshot = not has_screenshot where id % 3 = 0`);
    await db.execute(sql`delete from events where id % 23 = 0`);
    // An organization's deletion takes its events (and its aggregates, by cascade) with it.
    await db.execute(sql`delete from customers where id = ${w.mspOrg2.id}`);
    await expectSameAnswers(120);
  });

  it('hold what migration 0013 backfills from the stored events', async () => {
    const db = t.deps.database.db;
    // Summed over the counter slots (migration 0015): the triggers' connections wrote several.
    const contents = async () =>
      rowsOf(
        await db.execute(sql`
          select 'p' as t, customer_id, span, period_start, '' as value, sum(verified) as a, sum(suspicious) as b
          from dashboard_threat_periods group by 1, 2, 3, 4, 5 having sum(verified) <> 0 or sum(suspicious) <> 0
          union all select 'c', customer_id, span, period_start, dimension || ' ' || value, sum(count), 0
          from dashboard_threat_counts group by 1, 2, 3, 4, 5 having sum(count) <> 0
          order by 1, 2, 3, 4, 5`),
      );
    const kept = await contents();
    expect(kept.length).toBeGreaterThan(1000);
    const migration = readFileSync(
      new URL('../../../drizzle/0013_threat_chart_aggregates.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(backfill).toContain('dashboard_charts_add');
    await db.execute(sql`delete from dashboard_threat_periods`);
    await db.execute(sql`delete from dashboard_threat_counts`);
    await db.execute(sql.raw(backfill));
    expect(await contents()).toEqual(kept);
  });
});
