// The feed's `cleared` filter reads the partial index of cleared events (migration 0014, decision
// 0057), page and capped count, for an organization and a Global View, on both databases.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows.ts';
import { feedQuery } from '../../../test/feed-queries.ts';
import { fixedClock } from '../../../test/harness.ts';
import { planOf } from '../../../test/plans.ts';
import { worldApp } from '../../../test/world-app.ts';
import { eventReadsRepository, feedCountSql, feedPageSql } from './event-reads.repository.ts';
import type { FeedQuery } from './feed-query.ts';

const NOW = new Date('2026-11-20T12:00:00Z');

const app = worldApp({ clock: fixedClock(NOW) });

beforeAll(async () => {
  const db = app.t.deps.database.db;
  const [a, b] = [app.world.mspOrg1.id, app.world.mspOrg2.id];
  // 20,000 events over 25 days in two organizations; one in 97 cleared, as in the benchmark's world.
  await db.execute(sql`
    insert into events (customer_id, event_id, type, url, detection_time, email, os_user_id, install_id,
      is_false_positive, cleared)
    select (array[${a}::int, ${b}::int])[1 + g % 2], gen_random_uuid(), (array[0, 3, 4, 5, 1])[1 + g % 5],
      'https://u' || g || '.example/', ${NOW.toISOString()}::timestamptz - make_interval(secs => g * 108),
      'user@test.local', 'user', gen_random_uuid(), g % 50 = 0, g % 97 = 0
    from generate_series(1, 20000) g`);
  await db.execute(sql`vacuum analyze events`);
});

// The feed's query with cleared events asked for, and Remove Repeat URL off.
const query = (ids: number[], over: Partial<FeedQuery> = {}) =>
  feedQuery(NOW, ids, { removeRepeatUrl: false, cleared: true, ...over });

/** Cleared events of the organizations, newest first, read without the feed's statements. */
async function clearedEvents(ids: number[]) {
  const rows = await app.t.deps.database.db.execute(sql`
    select id from events where cleared and not is_false_positive and type in (0, 3, 4, 5)
      and customer_id = any(${`{${ids.join(',')}}`}::int[])
    order by detection_time desc, id desc`);
  return rowsOf<{ id: unknown }>(rows).map((r) => Number(r.id));
}

describe('the feed with cleared events', () => {
  for (const scope of ['organization', 'Global View'] as const)
    it(`pages and counts the cleared events through their own index: ${scope}`, async () => {
      const { mspOrg1, mspOrg2 } = app.world;
      const ids = scope === 'organization' ? [mspOrg1.id] : [mspOrg1.id, mspOrg2.id];
      const repo = eventReadsRepository(app.t.deps.database.db);
      const all = await clearedEvents(ids);
      expect(all.length).toBeGreaterThan(40);
      for (const [offset, limit] of [
        [0, 21],
        [20, 21],
      ] as const) {
        const page = await repo.feedPage(query(ids, { offset, limit }));
        expect(page.map((r) => Number(r.id))).toEqual(all.slice(offset, offset + limit));
      }
      expect(await repo.feedCount(query(ids))).toBe(all.length);
      const db = app.t.deps.database.db;
      expect(await planOf(db, feedPageSql(query(ids)))).toContain('events_cleared_feed_idx');
      expect(await planOf(db, feedCountSql(query(ids)))).toContain('events_cleared_feed_idx');
    });

  it('leaves cleared events out of the default feed', async () => {
    const ids = [app.world.mspOrg1.id];
    const page = await eventReadsRepository(app.t.deps.database.db).feedPage(
      query(ids, { cleared: false, limit: 200 }),
    );
    const cleared = new Set(await clearedEvents(ids));
    expect(page).toHaveLength(200);
    expect(page.filter((r) => cleared.has(Number(r.id)))).toEqual([]);
  });
});
