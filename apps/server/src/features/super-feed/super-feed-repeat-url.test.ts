// The super feed's Remove Repeat URL read from prefixes of the index order, either order (decisions
// 0055 and 0060), answers exactly what the one statement that reads the whole window answers.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../../auth/authorize.ts';
import { rowsOf } from '../../db/rows.ts';
import { DAY } from '../../test/feed-queries.ts';
import { fixedClock } from '../../test/harness.ts';
import { pageShapes, shapeName } from '../../test/page-shapes.ts';
import { worldApp } from '../../test/world-app.ts';
import { type SuperFeedQuery, superFeedRepository, wholePageSql } from './super-feed.repository.ts';
import { superFeedQuery } from './test-queries.ts';

const NOW = new Date('2026-11-20T12:00:00Z');

const app = worldApp({ clock: fixedClock(NOW) });

beforeAll(async () => {
  const [t, w] = [app.t, app.world];
  const orgs = [w.mspOrg1.id, w.mspOrg2.id, w.mspOrg3.id, w.foreignOrg.id];
  // 1,000 events over 40 days in four organizations of two tenants: 50 URLs shared between them,
  // a burst of one URL as the newest 300, ties on detection time, and varied types, brands, emails,
  // computer names, false positives and cleared events.
  await t.deps.database.db.execute(sql`
    insert into events (customer_id, event_id, type, url, detection_time, brands, email, os_user_id,
      os_computer_name, install_id, is_false_positive, cleared)
    select (array[${sql.join(
      orgs.map((id) => sql`${id}::int`),
      sql`, `,
    )}])[1 + g % 4], gen_random_uuid(),
      (array[0, 0, 3, 4, 5, 1])[1 + (g / 5) % 6],
      case when g <= 300 then 'https://burst.example/' else 'https://u' || ((g * 7) % 50) || '.example/' end,
      ${NOW.toISOString()}::timestamptz - make_interval(secs => (g / 3) * 3456),
      array[(array['Microsoft', 'PayPal', 'DHL'])[1 + (g / 2) % 3]],
      'User' || (g % 9) || '@Acme.test', 'user', 'PC-' || (g % 5), gen_random_uuid(), g % 11 = 0, g % 13 = 0
    from generate_series(1, 1000) g`);
});

const query = (over: Partial<SuperFeedQuery>) => superFeedQuery(NOW, over);
const ids = (rows: { id: unknown }[]) => rows.map((r) => Number(r.id));

/** Prefixes that only the end of the stream stops, and ones that give up at once. */
const UNBOUNDED = 1 << 20;
const prefixSets = [{ first: 1, last: UNBOUNDED }, { first: 1, last: 2 }, undefined];

describe('super feed Remove Repeat URL from prefixes', () => {
  const sets: [string, Partial<SuperFeedQuery>][] = [
    ['defaults', {}],
    ['type', { types: [3] }],
    ['one organization', { customerId: 0 }],
    ['email', { email: 'user3@' }],
    ['computer name', { computerName: 'pc-2' }],
    ['brand', { brand: 'paypal' }],
    ['last 90 days', { start: new Date(NOW.getTime() - 90 * DAY) }],
    ['false positives included', { includeFalsePositive: true }],
    ['nothing matches', { brand: 'nobody' }],
  ];
  for (const [name, over] of sets)
    it(`pages as the whole-window statement: ${name}`, async () => {
      const repo = superFeedRepository(app.t.deps.database.db);
      const given = 'customerId' in over ? { ...over, customerId: app.world.mspOrg2.id } : over;
      for (const page of pageShapes(40)) {
        const q = query({ ...given, ...page });
        const expected = rowsOf<{ id: unknown }>(await app.t.deps.database.db.execute(wholePageSql(q)));
        for (const prefixes of prefixSets) {
          const rows = await repo.page(asSystem.everything(), q, prefixes);
          expect(ids(rows), `${shapeName(page)} from ${JSON.stringify(prefixes)}`).toEqual(ids(expected));
          expect(rows).toEqual(expected);
        }
      }
    });
});
