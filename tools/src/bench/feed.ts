// bench:feed — the incident feed's first page at 1 million events: the API (app.inject, so routing,
// validation, authorization, SQL and serialization) beside the same SQL run alone.
//
//   npm run bench:feed                      embedded PGlite, in memory
//   DATABASE_URL=postgres://... npm run bench:feed   a fresh database on that server, dropped after
//   BENCH_EVENTS=200000 BENCH_RUNS=30 ...   fewer events or runs
//   BENCH_EXPLAIN=1 ...                      also print each scenario's query plan
//
// Events go straight into the table with generate_series (no ingestion path): 60 days of events. The
// measured tenant has three organizations holding 30, 15 and 5 % of them; 47 organizations of another
// tenant hold the rest (so the planner sees many organizations, as in production). Types, brands,
// users and URLs are spread as in a real feed.

import {
  customerAllEventsQuerySchema,
  tenantAllEventsQuerySchema,
} from '@baitwatch/contracts/events/all-events';
import { sql } from 'drizzle-orm';
import { authorize } from '../../../apps/server/src/auth/authorize.ts';
import { rowsOf } from '../../../apps/server/src/db/rows.ts';
import { feedPageSql } from '../../../apps/server/src/event-reads/event-reads.repository.ts';
import { toFeedQuery } from '../../../apps/server/src/event-reads/feed-query.ts';
import { benchApp, benchTenant, tenantAdminHeaders } from './bench-app.ts';
import { measure, ms } from './timing.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARMUP = 5;
const CHUNK = 100_000;
const NOW = new Date('2026-11-20T12:00:00Z');

const t = await benchApp(NOW);
const db = t.deps.database.db;

// --- the world: one tenant, three organizations, a TenantAdmin -----------------------------------
const measured = await benchTenant(db, 'Bench MSP', 'bench', ['Bench Big', 'Bench Mid', 'Bench Small']);
const [big, mid, small] = measured.ids.map((id) => ({ id })) as [
  { id: number },
  { id: number },
  { id: number },
];
const otherIds = (
  await benchTenant(
    db,
    'Bench Others',
    'bench-others',
    Array.from({ length: 47 }, (_, i) => `Other ${i}`),
  )
).ids;
const tenant = { id: measured.tenantId };
const headers = await tenantAdminHeaders(t, tenant.id);

// --- the events -------------------------------------------------------------------------------
const started = performance.now();
const spacingMs = (60 * 86_400_000) / EVENTS;
for (let from = 1; from <= EVENTS; from += CHUNK) {
  const to = Math.min(from + CHUNK - 1, EVENTS);
  await db.execute(sql`
    insert into events (customer_id, event_id, type, url, detection_time, brands, email, os_user_id,
      install_id, extension_user_id, triaged_event, is_verified, is_false_positive, cleared,
      has_screenshot, has_resized, has_html, user_action)
    select
      case when g % 20 < 6 then ${big.id}::int when g % 20 < 9 then ${mid.id}::int when g % 20 < 10 then ${small.id}::int
        else (array[${sql.join(
          otherIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::int[])[1 + (g / 20) % 47] end,
      gen_random_uuid(),
      (array[0, 0, 0, 0, 0, 3, 4, 5, 1, 2])[1 + (g / 7) % 10],
      'https://phish-' || (g % 40000) || '.example/login',
      ${NOW.toISOString()}::timestamptz - make_interval(secs => g * ${spacingMs / 1000}::float8),
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
  `\n  ${EVENTS.toLocaleString('en-US')} events in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

// --- the scenarios ----------------------------------------------------------------------------
interface Scenario {
  name: string;
  kind: 'customers' | 'tenants';
  query: Record<string, string | string[]>;
}
const scenarios: Scenario[] = [
  { name: 'organization, defaults', kind: 'customers', query: {} },
  {
    name: 'organization, AI Suspicious (type=0, triagedEvent=false)',
    kind: 'customers',
    query: { type: '0', triagedEvent: 'false' },
  },
  { name: 'organization, type=3&type=4', kind: 'customers', query: { type: ['3', '4'] } },
  { name: 'organization, brand=PayPal', kind: 'customers', query: { brand: 'PayPal' } },
  { name: 'organization, one extension user', kind: 'customers', query: { extensionUserId: '42' } },
  {
    name: 'organization, last 7 days, offset 20',
    kind: 'customers',
    query: { startTime: new Date(NOW.getTime() - 7 * 86_400_000).toISOString(), offset: '20' },
  },
  { name: 'Global View (3 organizations), defaults', kind: 'tenants', query: {} },
  { name: 'Global View, Reported Phish (type=3)', kind: 'tenants', query: { type: '3' } },
  {
    name: 'Global View, removeRepeateUrl (reads the window)',
    kind: 'tenants',
    query: { removeRepeateUrl: 'true' },
  },
];

console.log(`\nfirst page (pageSize 21), ${RUNS} runs after ${WARMUP} warm-up, milliseconds`);
console.log(
  `${'scenario'.padEnd(56)}${'API p50'.padStart(9)}${'API p95'.padStart(9)}${'SQL p50'.padStart(9)}${'SQL p95'.padStart(9)}  p95 ratio`,
);
for (const s of scenarios) {
  const id = s.kind === 'customers' ? big.id : tenant.id;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries({ pageSize: '21', ...s.query }))
    for (const v of [value].flat()) search.append(key, v);
  const url = `/v1/portal/${s.kind}/${id}/all-events?${search}`;
  const check = await t.app.inject({ method: 'GET', url, headers });
  if (check.statusCode !== 200) throw new Error(`${s.name}: ${check.statusCode} ${check.body}`);

  const schema = s.kind === 'customers' ? customerAllEventsQuerySchema : tenantAllEventsQuerySchema;
  const organizations = authorize({ ids: s.kind === 'customers' ? [big.id] : [big.id, mid.id, small.id] });
  const pageSql = feedPageSql(toFeedQuery(organizations, schema.parse({ pageSize: '21', ...s.query }), NOW));

  if (process.env.BENCH_EXPLAIN) {
    const plan = await db.execute(sql`explain ${pageSql}`);
    const lines = rowsOf<Record<string, string>>(plan).map((r) => Object.values(r)[0]);
    console.log(`-- ${s.name}\n${lines.join('\n')}`);
  }
  const api = await measure(() => t.app.inject({ method: 'GET', url, headers }), RUNS, WARMUP);
  const direct = await measure(() => db.execute(pageSql), RUNS, WARMUP);
  console.log(
    `${s.name.padEnd(56)}${ms(api.p50)} ${ms(api.p95)} ${ms(direct.p50)} ${ms(direct.p95)}  ${(api.p95 / direct.p95).toFixed(2)}x`,
  );
}

await t.close();
