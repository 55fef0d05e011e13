// bench:feed — the incident feed's first page at 1 million events: the API (app.inject, so routing,
// validation, authorization, SQL and serialization) beside the same SQL run alone.
//
//   npm run bench:feed                      embedded PGlite, in memory
//   DATABASE_URL=postgres://... npm run bench:feed   a fresh database on that server, dropped after
//   BENCH_EVENTS=200000 BENCH_RUNS=30 ...   fewer events or runs
//   BENCH_EXPLAIN=1 ...                      also print each scenario's query plan
//
// The world is feed-world.ts: 60 days of events, three measured organizations and 47 others.

import {
  customerAllEventsQuerySchema,
  tenantAllEventsQuerySchema,
} from '@baitwatch/contracts/events/all-events';
import { sql } from 'drizzle-orm';
import { authorize } from '../../../apps/server/src/auth/authorize.ts';
import { rowsOf } from '../../../apps/server/src/db/rows.ts';
import { feedPageSql } from '../../../apps/server/src/event-reads/event-reads.repository.ts';
import { toFeedQuery } from '../../../apps/server/src/event-reads/feed-query.ts';
import { benchApp, tenantAdminHeaders } from './bench-app.ts';
import { feedWorld } from './feed-world.ts';
import { measure, ms } from './timing.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARMUP = 5;
const NOW = new Date('2026-11-20T12:00:00Z');

const t = await benchApp(NOW);
const db = t.deps.database.db;

// --- the world (feed-world.ts) and a TenantAdmin -------------------------------------------------
const world = await feedWorld(db, NOW, EVENTS);
const [big, mid, small] = [world.big, world.mid, world.small].map((id) => ({ id })) as [
  { id: number },
  { id: number },
  { id: number },
];
const tenant = { id: world.tenantId };
const headers = await tenantAdminHeaders(t, tenant.id);

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
