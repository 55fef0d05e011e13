// The super feed's "contains" filters (email, osCompName) on both databases: a rare substring is read
// through its trigram index (migration 0014), a common one through the feed's order, which stops at
// the page; either way the page is the newest matches (decision 0057).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../../auth/authorize.ts';
import { rowsOf } from '../../db/rows.ts';
import { fixedClock } from '../../test/harness.ts';
import { planOf } from '../../test/plans.ts';
import { worldApp } from '../../test/world-app.ts';
import { type SuperFeedQuery, superFeedRepository, wholePageSql } from './super-feed.repository.ts';
import { superFeedQuery } from './test-queries.ts';

const NOW = new Date('2026-11-20T12:00:00Z');

const app = worldApp({ clock: fixedClock(NOW) });

beforeAll(async () => {
  const db = app.t.deps.database.db;
  // 20,000 events over 25 days (all in the window): emails User0@Acme.test to User499@Acme.test,
  // computer names PC-0 to PC-299; and one event whose email and computer name hold LIKE's wildcards.
  await db.execute(sql`
    insert into events (customer_id, event_id, type, url, detection_time, brands, email, os_user_id,
      os_computer_name, install_id)
    select ${app.world.mspOrg1.id}::int, gen_random_uuid(), 0, 'https://u' || g || '.example/',
      ${NOW.toISOString()}::timestamptz - make_interval(secs => g * 108),
      array['Microsoft'], 'User' || (g % 500) || '@Acme.test', 'user', 'PC-' || (g % 300), gen_random_uuid()
    from generate_series(1, 20000) g`);
  await db.execute(sql`
    insert into events (customer_id, event_id, type, url, detection_time, email, os_computer_name, install_id)
    values (${app.world.mspOrg2.id}, gen_random_uuid(), 0, 'https://wild.example/', ${NOW.toISOString()},
      'a%b_c@acme.test', 'LAB_100%', gen_random_uuid())`);
  // As autovacuum leaves the table: the trigram indexes' pending entries merged (the planner prices a
  // long pending list as read on every search), the statistics gathered.
  await db.execute(sql`vacuum analyze events`);
});

const query = (over: Partial<SuperFeedQuery>) => superFeedQuery(NOW, { removeRepeatUrl: false, ...over });

async function page(over: Partial<SuperFeedQuery>) {
  const rows = await superFeedRepository(app.t.deps.database.db).page(asSystem.everything(), query(over));
  return rows.map((r) => ({ email: r.email, computer: r.osComputerName, time: r.detectionTime }));
}

/** The newest matches, found by reading every event of the window without any index's help. */
async function expected(column: 'email' | 'os_computer_name', term: string, limit = 21) {
  const rows = await app.t.deps.database.db.execute(sql`
    select email, os_computer_name as computer, detection_time as time from events
    where detection_time >= ${query({}).start.toISOString()} and detection_time <= ${NOW.toISOString()}
      and strpos(lower(${sql.raw(column)}), ${term.toLowerCase()}) > 0
    order by detection_time desc, id desc limit ${limit}`);
  return rowsOf<{ email: string; computer: string; time: string | Date }>(rows).map((r) => ({
    email: r.email,
    computer: r.computer,
    time: new Date(r.time).toISOString(),
  }));
}

describe('super feed contains filters', () => {
  const cases = [
    ['email', 'email', 'user42@', 'rare'],
    ['email', 'email', 'acme.test', 'common'],
    ['computerName', 'os_computer_name', 'pc-299', 'rare'],
    ['computerName', 'os_computer_name', 'pc-1', 'common'],
  ] as const;
  for (const [key, column, term, kind] of cases)
    it(`${key} containing a ${kind} substring (${term}): the newest matches, any case`, async () => {
      const rows = await page({ [key]: term.toUpperCase() });
      const want = await expected(column, term);
      expect(rows.map((r) => ({ ...r, time: new Date(r.time).toISOString() }))).toEqual(want);
      expect(want.length).toBeGreaterThan(kind === 'rare' ? 0 : 20);
    });

  it('reads a rare substring through its trigram index and a common one in the feed order', async () => {
    const db = app.t.deps.database.db;
    const plan = (over: Partial<SuperFeedQuery>) => planOf(db, wholePageSql(query(over)));
    expect(await plan({ email: 'user42@' })).toContain('events_email_trgm_idx');
    expect(await plan({ computerName: 'pc-299' })).toContain('events_computer_name_trgm_idx');
    for (const common of [{ email: 'acme.test' }, { computerName: 'pc-1' }]) {
      const chosen = await plan(common);
      expect(chosen, JSON.stringify(common)).toContain('events_super_feed_idx');
      expect(chosen, JSON.stringify(common)).not.toContain('trgm');
    }
  });

  it('searches the index with the rare part of a term whose other trigrams every email holds', async () => {
    // "use" and "ser" are in every email of this world: the index is searched for "r42@" ("r42" and
    // "42 ", a word that ends in 42),
    // and the whole term tested on the rows found, so the page is still exactly the term's matches.
    const db = app.t.deps.database.db;
    const statements: string[] = [];
    const logged = {
      ...db,
      execute: (statement: Parameters<typeof db.execute>[0]) => {
        statements.push(JSON.stringify(statement));
        return db.execute(statement);
      },
    } as typeof db;
    await superFeedRepository(logged).page(asSystem.everything(), query({ email: 'USER42@' }));
    const page = statements.at(-1) ?? '';
    expect(page).toContain('%r42@%');
    expect(page).not.toContain('%user42@%');
    expect(page).toContain('strpos');
  });

  it('matches % and _ as themselves', async () => {
    expect((await page({ email: 'A%B_C' })).map((r) => r.email)).toEqual(['a%b_c@acme.test']);
    expect((await page({ computerName: '_100%' })).map((r) => r.computer)).toEqual(['LAB_100%']);
    expect(await page({ email: 'a_b' })).toEqual([]);
  });
});
