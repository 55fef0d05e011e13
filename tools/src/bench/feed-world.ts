// The world of bench:feed and bench:soc: one measured tenant whose three organizations hold 30, 15 and
// 5 % of 60 days of events, 47 organizations of another tenant the rest (so the planner sees many
// organizations, as in production). Events go straight into their table with generate_series in chunks
// of 100,000 rows (no ingestion path); types, brands, users and URLs are spread as in a real feed.

import { sql } from 'drizzle-orm';
import type { Db } from '../../../apps/server/src/db/client.ts';
import { benchTenant } from './bench-app.ts';

const CHUNK = 100_000;

export async function feedWorld(db: Db, now: Date, events: number) {
  const measured = await benchTenant(db, 'Bench MSP', 'bench', ['Bench Big', 'Bench Mid', 'Bench Small']);
  const [big, mid, small] = measured.ids as [number, number, number];
  const otherIds = (
    await benchTenant(
      db,
      'Bench Others',
      'bench-others',
      Array.from({ length: 47 }, (_, i) => `Other ${i}`),
    )
  ).ids;

  const started = performance.now();
  const spacingMs = (60 * 86_400_000) / events;
  for (let from = 1; from <= events; from += CHUNK) {
    const to = Math.min(from + CHUNK - 1, events);
    await db.execute(sql`
      insert into events (customer_id, event_id, type, url, detection_time, brands, email, os_user_id,
        install_id, extension_user_id, triaged_event, is_verified, is_false_positive, cleared,
        has_screenshot, has_resized, has_html, user_action)
      select
        case when g % 20 < 6 then ${big}::int when g % 20 < 9 then ${mid}::int when g % 20 < 10 then ${small}::int
          else (array[${sql.join(
            otherIds.map((id) => sql`${id}`),
            sql`, `,
          )}]::int[])[1 + (g / 20) % 47] end,
        gen_random_uuid(),
        (array[0, 0, 0, 0, 0, 3, 4, 5, 1, 2])[1 + (g / 7) % 10],
        'https://phish-' || (g % 40000) || '.example/login',
        ${now.toISOString()}::timestamptz - make_interval(secs => g * ${spacingMs / 1000}::float8),
        array[(array['Microsoft', 'PayPal', 'Google', 'DHL', 'Apple', 'Netflix'])[1 + (g / 3) % 6]],
        'user' || (g % 2000) || '@bench.test',
        'user' || (g % 2000),
        gen_random_uuid(),
        1 + g % 2000,
        g % 4 = 0, case when g % 4 = 0 then 'Y' else 'N' end,
        g % 50 = 0, g % 97 = 0,
        true, true, true, 'Close'
      from generate_series(${from}::int, ${to}::int) as g`);
    process.stdout.write(`\r  inserted ${to.toLocaleString('en-US')} events`);
  }
  await db.execute(sql`analyze events`);
  console.log(
    `\n  ${events.toLocaleString('en-US')} events in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return { tenantId: measured.tenantId, big, mid, small };
}
