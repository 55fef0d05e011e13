// bench:soc — the Enterprise SOC API's fetch-incidents first page (issue 9 §6): the API (app.inject, so
// the key lookup, rate limit, validation, policy, SQL and serialization) beside the same SQL run alone
// (the snapshot bound, the page and the capped count, as the service runs them).
//
//   npm run bench:soc                                  embedded PGlite, in memory, 1 million events
//   DATABASE_URL=postgres://... npm run bench:soc      a fresh database on that server, dropped after
//   BENCH_EVENTS=10000000 BENCH_RUNS=30 ...            more events, fewer runs
//   BENCH_EXPLAIN=1 ...                                also print each scenario's page plan
//
// The world is bench:feed's: one tenant whose three organizations hold 30, 15 and 5 % of 60 days of
// events, 47 organizations of another tenant the rest. Events go straight into their table (no
// ingestion path), so migration 0008's triggers keep the aggregates as for every write.

import { DEFAULT_FEED_TYPES } from '@baitwatch/contracts/events/constants';
import { type SQL, sql } from 'drizzle-orm';
import { authorize } from '../../../apps/server/src/auth/authorize.ts';
import { rowsOf } from '../../../apps/server/src/db/rows.ts';
import { feedCountSql, feedPageSql } from '../../../apps/server/src/event-reads/event-reads.repository.ts';
import type { FeedQuery } from '../../../apps/server/src/event-reads/feed-query.ts';
import { socWindow } from '../../../apps/server/src/features/enterprise-soc/enterprise-soc.service.ts';
import { benchApp, benchTenant, tenantAdminHeaders } from './bench-app.ts';
import { measure, ms } from './timing.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARMUP = 5;
const CHUNK = 100_000;
const NOW = new Date('2026-11-20T12:00:00Z');
// The per-key limit of decision 0047 is still counted on every call, but set so high that no run meets it.
const t = await benchApp(NOW, { SOC_RATE_LIMIT_PER_MINUTE: '1000000' });
const db = t.deps.database.db;

// --- the world: bench:feed's, and an organization key and a global key -------------------------
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
const headers = await tenantAdminHeaders(t, measured.tenantId);
async function generated(url: string): Promise<string> {
  const res = await t.app.inject({ method: 'PUT', url, headers, payload: { expiryDate: '2027-06-30' } });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json().newApiKey;
}
const organizationKey = await generated(`/v1/enterprise-soc/generate-apikey/${big}`);
const globalKey = await generated(`/v1/enterprise-soc/generate-tenant-apikey/${measured.tenantId}`);

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
      case when g % 20 < 6 then ${big}::int when g % 20 < 9 then ${mid}::int when g % 20 < 10 then ${small}::int
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
  key: string;
  organizations: readonly number[];
  query: Record<string, string>;
  /** The FeedQuery the service builds from that query (decision 0047's defaults). */
  feed: Partial<FeedQuery>;
}
const scenarios: Scenario[] = [
  {
    name: 'organization key, defaults (100 a page)',
    key: organizationKey,
    organizations: [big],
    query: {},
    feed: {},
  },
  {
    name: 'organization key, pagesize 500',
    key: organizationKey,
    organizations: [big],
    query: { pagesize: '500' },
    feed: { limit: 500 },
  },
  {
    name: 'organization key, suspicious',
    key: organizationKey,
    organizations: [big],
    query: { suspicious: 'true' },
    feed: { types: [0], incidentTriaged: false },
  },
  {
    name: 'global key (3 organizations), defaults',
    key: globalKey,
    organizations: [big, mid, small],
    query: {},
    feed: {},
  },
];

console.log(`\nfetch-incidents first page, ${RUNS} runs after ${WARMUP} warm-up, milliseconds`);
console.log(
  `${'scenario'.padEnd(48)}${'API p50'.padStart(9)}${'API p95'.padStart(9)}${'SQL p50'.padStart(9)}${'SQL p95'.padStart(9)}  p95 ratio`,
);
const lastEventIdSql = sql`select case when is_called then last_value else 0 end as n from events_id_seq`;
for (const s of scenarios) {
  const url = `/enterprise-soc/fetch-incidents?${new URLSearchParams(s.query)}`;
  const check = await t.app.inject({ url, headers: { apikey: s.key } });
  if (check.statusCode !== 200) throw new Error(`${s.name}: ${check.statusCode} ${check.body}`);
  const window = socWindow(NOW);
  const query = (idAtMost: number): FeedQuery => ({
    organizations: authorize({ ids: [...s.organizations] }),
    start: window.start,
    end: window.end,
    types: [...DEFAULT_FEED_TYPES],
    removeRepeatUrl: false,
    removeThreatUrl: false,
    includeFalsePositive: false,
    cleared: false,
    order: 'desc',
    idAtMost,
    offset: 0,
    limit: 100,
    ...s.feed,
  });
  const snapshot = async () => Number(rowsOf<{ n: string }>(await db.execute(lastEventIdSql))[0]?.n ?? 0);
  const statements = (id: number): SQL[] => [feedPageSql(query(id)), feedCountSql(query(id))];
  if (process.env.BENCH_EXPLAIN) {
    const plan = await db.execute(sql`explain analyze ${statements(await snapshot())[0]}`);
    console.log(
      `-- ${s.name}\n${rowsOf<Record<string, string>>(plan)
        .map((r) => Object.values(r)[0])
        .join('\n')}`,
    );
  }
  const api = await measure(() => t.app.inject({ url, headers: { apikey: s.key } }), RUNS, WARMUP);
  const direct = await measure(
    async () => Promise.all(statements(await snapshot()).map((statement) => db.execute(statement))),
    RUNS,
    WARMUP,
  );
  console.log(
    `${s.name.padEnd(48)}${ms(api.p50)} ${ms(api.p95)} ${ms(direct.p50)} ${ms(direct.p95)}  ${(api.p95 / direct.p95).toFixed(2)}x`,
  );
}

await t.close();
