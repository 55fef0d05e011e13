// Remove Repeat URL read from stream prefixes (decisions 0055 and 0060) answers exactly what the
// one-statement SQL that reads the whole window answers (feedPageSql / feedCountSql), on a varied
// fixture, in both orders.
import { TOTAL_COUNT_CAP } from '@baitwatch/contracts/events/constants';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows.ts';
import { DAY, feedQuery } from '../../../test/feed-queries.ts';
import { fixedClock } from '../../../test/harness.ts';
import { pageShapes, shapeName } from '../../../test/page-shapes.ts';
import { worldApp } from '../../../test/world-app.ts';
import { eventReadsRepository, feedCountSql, feedPageSql } from './event-reads.repository.ts';
import type { FeedQuery } from './feed-query.ts';
import { repeatUrlCount, repeatUrlPage } from './repeat-url.repository.ts';
import { lastPrefix, nextPrefix } from './repeat-url-stream.ts';

const NOW = new Date('2026-11-20T12:00:00Z');

const app = worldApp({ clock: fixedClock(NOW) });
/** Two URLs with one hashtext (found with generate_series; the test checks that they still share it). */
const COLLIDING = ['https://c96494.example/', 'https://c229028.example/'] as const;
/** Prefixes that only the end of the stream stops (the whole-window statement never answers). */
const UNBOUNDED = 1 << 20;

beforeAll(async () => {
  const [t, w] = [app.t, app.world];
  const db = t.deps.database.db;
  const now = t.deps.clock.now().toISOString();
  const [a, b, c, foreign] = [w.mspOrg1.id, w.mspOrg2.id, w.mspOrg3.id, w.foreignOrg.id];
  // 1,200 events over 40 days in three organizations of one tenant: 60 URLs, some in every
  // organization; triples share a detection time (ties go by id); types, brands, users, triage,
  // false positives and cleared events vary with g. The newest 300 of organization a are one URL
  // (a burst), so a page must read past the first prefixes.
  await db.execute(sql`
    insert into events (customer_id, event_id, type, url, detection_time, brands, email, os_user_id,
      install_id, extension_user_id, triaged_event, is_verified, is_false_positive, cleared)
    select
      case when g <= 300 then ${a}::int else (array[${a}::int, ${b}::int, ${c}::int])[1 + g % 3] end,
      gen_random_uuid(),
      (array[0, 0, 0, 3, 4, 5, 1, 2])[1 + (g / 5) % 8],
      case when g <= 300 then 'https://burst.example/' else 'https://u' || ((g * 7) % 60) || '.example/' end,
      ${now}::timestamptz - make_interval(secs => (g / 3) * 2880),
      array[(array['Microsoft', 'PayPal', 'DHL'])[1 + (g / 2) % 3]],
      'user@test.local', 'user', gen_random_uuid(), 1 + g % 7,
      g % 4 = 0, case when g % 4 = 0 then 'Y' else 'N' end, g % 11 = 0, g % 13 = 0
    from generate_series(1, 1200) g`);
  await db.execute(sql`
    insert into events (customer_id, event_id, type, url, detection_time, brands, email, os_user_id, install_id)
    select ${foreign}::int, gen_random_uuid(), 0, 'https://u' || g || '.example/',
      ${now}::timestamptz - make_interval(mins => g), array['Microsoft'], 'x@test.local', 'x', gen_random_uuid()
    from generate_series(1, 50) g`);
  // Two URLs that share their hashtext (events_url_idx's key), the oldest rows oldest first: the newer
  // one must not hide the older.
  await db.execute(sql`
    insert into events (customer_id, event_id, type, url, detection_time, brands, email, os_user_id, install_id)
    values
      (${b}::int, gen_random_uuid(), 0, ${COLLIDING[0]}, ${now}::timestamptz - interval '29 days 10 hours',
        array['Microsoft'], 'c@test.local', 'c', gen_random_uuid()),
      (${b}::int, gen_random_uuid(), 0, ${COLLIDING[1]}, ${now}::timestamptz - interval '29 days 9 hours',
        array['Microsoft'], 'c@test.local', 'c', gen_random_uuid())`);
  await db.execute(sql`
    insert into threat_intel (threat_url, threat_detected_on, is_verified)
    values ('https://u7.example/', ${now}, true), ('https://u14.example/', ${now}, false)`);
});

const query = (ids: number[], over: Partial<FeedQuery>) => feedQuery(NOW, ids, over);

const reference = async (q: FeedQuery) =>
  rowsOf<{ id: unknown }>(await app.t.deps.database.db.execute(feedPageSql(q)));
const referenceCount = async (q: FeedQuery) => {
  const [row] = rowsOf<{ n: number | string }>(await app.t.deps.database.db.execute(feedCountSql(q)));
  return Number(row?.n);
};
const ids = (rows: { id: unknown }[]) => rows.map((r) => Number(r.id));

const filterSets: [string, Partial<FeedQuery>][] = [
  ['defaults', {}],
  ['every type', { types: [0, 1, 2, 3, 4, 5] }],
  ['AI Suspicious', { types: [0], triagedEvent: false }],
  ['brand', { brand: 'PayPal' }],
  ['one user', { extensionUserId: 3 }],
  ['false positives included', { includeFalsePositive: true }],
  ['cleared', { cleared: true }],
  ['incidents triaged', { incidentTriaged: true }],
  ['threat URLs removed', { removeThreatUrl: true }],
  ['snapshot', { idAtMost: 900 }],
  ['last 5 days', { start: new Date(NOW.getTime() - 5 * DAY) }],
  ['nothing matches', { brand: 'Nobody' }],
];

describe('Remove Repeat URL read from stream prefixes', () => {
  for (const [name, over] of filterSets)
    for (const scope of ['organization', 'Global View'] as const)
      it(`pages and counts as the whole-window SQL: ${name}, ${scope}`, async () => {
        const scopeIds =
          scope === 'organization'
            ? [app.world.mspOrg1.id]
            : [app.world.mspOrg1.id, app.world.mspOrg2.id, app.world.mspOrg3.id];
        const db = app.t.deps.database.db;
        const repo = eventReadsRepository(db);
        for (const page of pageShapes(50)) {
          const q = query(scopeIds, { ...over, ...page });
          const expected = ids(await reference(q));
          expect(ids(await repo.feedPage(q)), shapeName(page)).toEqual(expected);
          for (const first of [1, 40])
            expect(
              ids(await repeatUrlPage(db, q, feedPageSql(q), { first, last: UNBOUNDED })),
              `${shapeName(page)} from ${first}`,
            ).toEqual(expected);
        }
        const q = query(scopeIds, over);
        const expected = await referenceCount(q);
        expect(await repo.feedCount(q)).toBe(expected);
        for (const start of [1, 4, 50])
          expect(await repeatUrlCount(app.t.deps.database.db, q, start)).toBe(expected);
      });

  it('returns the same columns as the whole-window SQL', async () => {
    for (const order of ['desc', 'asc'] as const) {
      const q = query([app.world.mspOrg1.id, app.world.mspOrg2.id], { limit: 3, order });
      expect(await eventReadsRepository(app.t.deps.database.db).feedPage(q)).toEqual(await reference(q));
    }
  });

  it('keeps apart two URLs that share a hash, oldest first', async () => {
    const db = app.t.deps.database.db;
    const [hashes] = rowsOf<{ same: boolean }>(
      await db.execute(sql`select hashtext(${COLLIDING[0]}) = hashtext(${COLLIDING[1]}) as same`),
    );
    expect(hashes?.same).toBe(true);
    const rows = await eventReadsRepository(db).feedPage(query([app.world.mspOrg2.id], { order: 'asc' }));
    expect(rows.slice(0, 2).map((r) => r.url)).toEqual([...COLLIDING]);
  });

  it('reads longer prefixes as the rows found say, the window at once when a prefix found none', () => {
    const page = { order: 'asc' as const, offset: 0, limit: 21 };
    expect(nextPrefix(256, 21, 21)).toBe(512);
    expect(nextPrefix(100, 5, 40)).toBe(1000);
    expect(nextPrefix(256, 0, 21)).toBeGreaterThan(lastPrefix(page));
  });

  it('reads the window whole past the last prefix, and only then', async () => {
    const db = app.t.deps.database.db;
    const whole = sql`select 'whole' as id`;
    for (const order of ['desc', 'asc'] as const) {
      const q = query([app.world.mspOrg1.id, app.world.mspOrg2.id], { order });
      expect(await repeatUrlPage(db, q, whole, { first: 1, last: 1 })).toEqual([{ id: 'whole' }]);
      expect(ids(await repeatUrlPage(db, q, whole, { first: 1, last: UNBOUNDED }))).toEqual(
        ids(await reference(q)),
      );
    }
  });

  it('counts no further than the cap, as the whole-window SQL', async () => {
    const db = app.t.deps.database.db;
    const now = app.t.deps.clock.now().toISOString();
    await db.execute(sql`
      insert into events (customer_id, event_id, type, url, detection_time, brands, email, os_user_id, install_id)
      select ${app.world.mspOrg2.id}::int, gen_random_uuid(), 0, 'https://many-' || g || '.example/',
        ${now}::timestamptz - make_interval(secs => g), array['Microsoft'], 'x@test.local', 'x', gen_random_uuid()
      from generate_series(1, ${TOTAL_COUNT_CAP + 20}::int) g`);
    const q = query([app.world.mspOrg1.id, app.world.mspOrg2.id], {});
    expect(await referenceCount(q)).toBe(TOTAL_COUNT_CAP + 1);
    expect(await eventReadsRepository(db).feedCount(q)).toBe(TOTAL_COUNT_CAP + 1);
    expect(await repeatUrlCount(db, q, 100)).toBe(TOTAL_COUNT_CAP + 1);
    // A sample of the organization holding the many URLs proves the cap without the whole window.
    expect(await repeatUrlCount(db, query([app.world.mspOrg2.id], {}), TOTAL_COUNT_CAP + 5)).toBe(
      TOTAL_COUNT_CAP + 1,
    );
  });

  it('counts exactly the cap, and one past it, as the whole-window SQL', async () => {
    // The foreign organization's window holds 50 URLs; these make it exactly TOTAL_COUNT_CAP.
    const db = app.t.deps.database.db;
    const insert = (from: number, to: number) =>
      db.execute(sql`
        insert into events (customer_id, event_id, type, url, detection_time, brands, email, os_user_id, install_id)
        select ${app.world.foreignOrg.id}::int, gen_random_uuid(), 0, 'https://cap-' || g || '.example/',
          ${NOW.toISOString()}::timestamptz - make_interval(secs => g), array['Microsoft'], 'x@test.local', 'x',
          gen_random_uuid()
        from generate_series(${from}::int, ${to}::int) g`);
    const q = query([app.world.foreignOrg.id], {});
    const expectCount = async (count: number) => {
      expect(await referenceCount(q)).toBe(count);
      expect(await eventReadsRepository(db).feedCount(q)).toBe(count);
      for (const sample of [100, TOTAL_COUNT_CAP + 1])
        expect(await repeatUrlCount(db, q, sample)).toBe(count);
    };
    await insert(1, TOTAL_COUNT_CAP - 50);
    await expectCount(TOTAL_COUNT_CAP);
    await insert(TOTAL_COUNT_CAP - 49, TOTAL_COUNT_CAP - 49);
    await expectCount(TOTAL_COUNT_CAP + 1);
  });
});
