// bench:soc — the Enterprise SOC API's fetch-incidents first page (issue 9 §6): the API (app.inject, so
// the key lookup, rate limit, validation, policy, SQL and serialization) beside the same SQL run alone
// (the snapshot bound, the page and the capped count, as the service runs them).
//
//   npm run bench:soc                                  embedded PGlite, in memory, 1 million events
//   DATABASE_URL=postgres://... npm run bench:soc      a fresh database on that server, dropped after
//   BENCH_EVENTS=10000000 BENCH_RUNS=30 ...            more events, fewer runs
//   BENCH_EXPLAIN=1 ...                                also print the plans of each scenario's page and count
//
// The world is bench:feed's (feed-world.ts): 60 days of events, three measured organizations and 47
// others. The events go straight into their table, so migration 0008's triggers keep the aggregates.

import { DEFAULT_FEED_TYPES } from '@baitwatch/contracts/events/constants';
import { type SQL, sql } from 'drizzle-orm';
import { authorize } from '../../../apps/server/src/auth/authorize.ts';
import { rowsOf } from '../../../apps/server/src/db/rows.ts';
import {
  eventReadsRepository,
  feedCountSql,
  feedPageSql,
} from '../../../apps/server/src/event-reads/event-reads.repository.ts';
import type { FeedQuery } from '../../../apps/server/src/event-reads/feed-query.ts';
import { socWindow } from '../../../apps/server/src/features/enterprise-soc/enterprise-soc.service.ts';
import { benchApp, tenantAdminHeaders } from './bench-app.ts';
import { feedWorld } from './feed-world.ts';
import { measure, ms } from './timing.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARMUP = 5;
const NOW = new Date('2026-11-20T12:00:00Z');
// The per-key limit of decision 0047 is still counted on every call, but set so high that no run meets it.
const t = await benchApp(NOW, { SOC_RATE_LIMIT_PER_MINUTE: '1000000' });
const db = t.deps.database.db;

// --- the world (feed-world.ts), an organization key and a global key ---------------------------
const { tenantId, big, mid, small } = await feedWorld(db, NOW, EVENTS);
const headers = await tenantAdminHeaders(t, tenantId);
async function generated(url: string): Promise<string> {
  const res = await t.app.inject({ method: 'PUT', url, headers, payload: { expiryDate: '2027-06-30' } });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json().newApiKey;
}
const organizationKey = await generated(`/v1/enterprise-soc/generate-apikey/${big}`);
const globalKey = await generated(`/v1/enterprise-soc/generate-tenant-apikey/${tenantId}`);

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
const events = eventReadsRepository(db);
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
  const snapshot = () => events.lastEventId();
  const statements = (id: number): [SQL, SQL] => [feedPageSql(query(id)), feedCountSql(query(id))];
  if (process.env.BENCH_EXPLAIN) {
    const [page, count] = statements(await snapshot());
    for (const [part, statement] of [
      ['page', page],
      ['count', count],
    ] as const) {
      const plan = await db.execute(sql`explain analyze ${statement}`);
      const lines = rowsOf<Record<string, string>>(plan).map((r) => Object.values(r)[0]);
      console.log(`-- ${s.name}: ${part}\n${lines.join('\n')}`);
    }
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
