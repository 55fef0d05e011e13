// bench:dashboard — each dashboard card's call (spec doc 2 §7) for an organization and for a Global
// View: the API (app.inject, so routing, validation, authorization, SQL and serialization) beside the
// same SQL run alone.
//
//   npm run bench:dashboard                          embedded PGlite, in memory
//   DATABASE_URL=postgres://... npm run bench:dashboard   a fresh database on that server, dropped after
//   BENCH_EVENTS=10000000 BENCH_RUNS=30 ...           more events, fewer runs
//   BENCH_EXPLAIN=1 ...                               also print each card's query plan
//
// The world: 1,000 organizations. The measured tenant has 20 of them and holds 10 % of the events and
// extension users; its biggest organization holds 2 %. 980 organizations of nine other tenants hold
// the rest. Events go in through their table in chunks of 100,000 rows (no ingestion path), so the
// triggers of migration 0008 keep the aggregates as they do for every write: the setup time includes
// that upkeep. 90 days of events; URLs come in campaigns (50 consecutive events share one); one
// extension user per 10 events, each with a browser record, one in ten with a second.

import { DASHBOARD_WINDOWS } from '@baitwatch/contracts/dashboard/dashboard-cards';
import { type SQL, sql } from 'drizzle-orm';
import { authorize } from '../../../apps/server/src/auth/authorize.ts';
import { rowsOf } from '../../../apps/server/src/db/rows.ts';
import { cardSql } from '../../../apps/server/src/features/dashboard/dashboard-cards.repository.ts';
import { windowDays } from '../../../apps/server/src/features/dashboard/dashboard-cards.service.ts';
import { benchApp, benchTenant, tenantAdminHeaders } from './bench-app.ts';
import { measure, ms } from './timing.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARMUP = 5;
const CHUNK = 100_000;
const DAYS = 90;
const NOW = new Date('2026-11-20T12:00:00Z');

const t = await benchApp(NOW);
const db = t.deps.database.db;

// --- the world: 10 tenants, 1,000 organizations -------------------------------------------------
const bench = await benchTenant(
  db,
  'Bench MSP',
  'bench',
  Array.from({ length: 20 }, (_, i) => `Bench ${i}`),
);
const measured = bench.ids;
const tenant = { id: bench.tenantId };
const others: number[] = [];
for (let k = 0; k < 9; k++) {
  const names = Array.from({ length: k < 8 ? 109 : 108 }, (_, i) => `Other ${k}-${i}`);
  others.push(...(await benchTenant(db, `Bench Others ${k}`, `bench-others-${k}`, names)).ids);
}
const big = measured[0] as number;
const headers = await tenantAdminHeaders(t, tenant.id);

// Slot j of 1,000: 0 the big organization (2 %), 1-19 the tenant's others (8 %), 20-999 the rest (90 %).
const allIds = [...measured, ...others];
const share = (j: number) => (j === 0 ? 0.02 : j < 20 ? 0.08 / 19 : 0.9 / 980);
await db.execute(sql`create temp table bench_orgs (j int primary key, customer_id int, users int)`);
await db.execute(
  sql`insert into bench_orgs values ${sql.join(
    allIds.map((id, j) => sql`(${j}, ${id}, ${Math.max(1, Math.round((EVENTS / 10) * share(j)))})`),
    sql`, `,
  )}`,
);
const slot = (g: SQL) =>
  sql`case when ${g} % 100 < 2 then 0 when ${g} % 100 < 10 then 1 + (${g} / 100) % 19 else 20 + (${g} / 100) % 980 end`;

// --- extension users and their browsers --------------------------------------------------------
let started = performance.now();
await db.execute(sql`
  insert into extension_users (customer_id, id, name, email, os_user_id, created, last_seen_at)
  select o.customer_id, o.j * 1000000 + i, 'user' || i, 'u' || o.j || '-' || i || '@bench.test', 'user' || i,
    ${NOW.toISOString()}::timestamptz - make_interval(days => (i * 7919) % 365 + 1),
    ${NOW.toISOString()}::timestamptz - make_interval(days => least((i * 7919) % 365, (i * 31) % 60))
  from bench_orgs o, generate_series(0, o.users - 1) i`);
await db.execute(sql`
  insert into browser_details (customer_id, extension_user_id, os, browser, created)
  select customer_id, id,
    (array['Windows', 'Windows', 'Mac OS', 'Linux', 'Chrome OS', 'Android', 'iOS'])[1 + id % 7],
    (array['Chrome', 'Chrome', 'Edge', 'Firefox'])[1 + (id / 7) % 4], created
  from extension_users`);
await db.execute(sql`
  insert into browser_details (customer_id, extension_user_id, os, browser, created)
  select customer_id, id, 'Windows', 'Edge', last_seen_at from extension_users where id % 10 = 0`);
const [users] = rowsOf<{ n: string }>(await db.execute(sql`select count(*) as n from extension_users`));
console.log(
  `  ${Number(users?.n).toLocaleString('en-US')} extension users in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

// --- the events ---------------------------------------------------------------------------------
started = performance.now();
const spacingMs = (DAYS * 86_400_000) / EVENTS;
for (let from = 1; from <= EVENTS; from += CHUNK) {
  const to = Math.min(from + CHUNK - 1, EVENTS);
  await db.execute(sql`
    insert into events (customer_id, event_id, type, url, detection_time, brands, email, os_user_id,
      install_id, extension_user_id, triaged_event, is_verified, is_false_positive, cleared,
      has_screenshot, has_resized, has_html, user_action)
    select o.customer_id, gen_random_uuid(),
      (array[0, 0, 0, 0, 0, 3, 4, 5, 1, 2])[1 + (g / 7) % 10],
      'https://phish-' || ((g / 50) % 20000) || '.example/login',
      ${NOW.toISOString()}::timestamptz - make_interval(secs => g * ${spacingMs / 1000}::float8),
      array[(array['Microsoft', 'PayPal', 'Google', 'DHL', 'Apple', 'Netflix'])[1 + (g / 3) % 6]],
      'user@bench.test', 'user', gen_random_uuid(),
      o.j * 1000000 + (g::bigint * 2654435761) % o.users,
      g % 4 = 0, case when g % 4 = 0 then 'Y' else 'N' end,
      g % 50 = 0, g % 97 = 0,
      true, true, true, 'Close'
    from generate_series(${from}::int, ${to}::int) as g
    join bench_orgs o on o.j = ${slot(sql`g`)}`);
  process.stdout.write(`\r  inserted ${to.toLocaleString('en-US')} events`);
}
for (const table of ['events', 'extension_users', 'browser_details', 'dashboard_event_days'])
  await db.execute(sql.raw(`analyze ${table}`));
for (const table of ['dashboard_url_days', 'dashboard_user_days', 'dashboard_fleet_counts'])
  await db.execute(sql.raw(`analyze ${table}`));
console.log(
  `\n  ${EVENTS.toLocaleString('en-US')} events in ${((performance.now() - started) / 1000).toFixed(1)} s (with the aggregates' upkeep)`,
);

// --- the cards ----------------------------------------------------------------------------------
const view = authorize({ ids: measured });
const one = authorize({ ids: [big] });
const from = (days: number) => windowDays(NOW, days)[0] ?? '';
interface Card {
  call: string;
  query: string;
  sql: (o: typeof view) => SQL[];
}
const cards: Card[] = [
  {
    call: 'all-extension-users',
    query: 'offset=0&pageSize=1',
    sql: (o) => [cardSql.usersPage(o, 0, 1), cardSql.userTotals({ organizations: o, from: from(1) })],
  },
  {
    call: 'extension-users',
    query: `daysduration=${DASHBOARD_WINDOWS.newUsersDays}`,
    sql: (o) => [cardSql.newUsersByDay({ organizations: o, from: from(DASHBOARD_WINDOWS.newUsersDays) })],
  },
  {
    call: 'active-users',
    query: '',
    sql: (o) => [cardSql.userTotals({ organizations: o, from: from(DASHBOARD_WINDOWS.activeDays) })],
  },
  {
    call: 'daily/all-events',
    query: `daysduration=${DASHBOARD_WINDOWS.eventsDays}`,
    sql: (o) => [cardSql.eventDays({ organizations: o, from: from(DASHBOARD_WINDOWS.eventsDays) })],
  },
  {
    call: 'verify-events',
    query: `daysduration=${DASHBOARD_WINDOWS.verifiedEventsDays}`,
    sql: (o) => [cardSql.eventDays({ organizations: o, from: from(DASHBOARD_WINDOWS.verifiedEventsDays) })],
  },
  {
    call: 'url-users',
    query: `daysduration=${DASHBOARD_WINDOWS.urlUsersDays}&topvisitors=${DASHBOARD_WINDOWS.topVisitors}`,
    sql: (o) => [
      cardSql.urlUsers(
        { organizations: o, from: from(DASHBOARD_WINDOWS.urlUsersDays) },
        DASHBOARD_WINDOWS.topVisitors,
      ),
    ],
  },
  { call: 'browser-types', query: '', sql: (o) => [cardSql.fleet(o, 'browser')] },
  { call: 'os-types', query: '', sql: (o) => [cardSql.fleet(o, 'os')] },
  { call: 'device-types', query: '', sql: (o) => [cardSql.fleet(o, 'device')] },
];

console.log(`\neach card's call, ${RUNS} runs after ${WARMUP} warm-up, milliseconds`);
console.log(
  `${'card call'.padEnd(44)}${'API p50'.padStart(9)}${'API p95'.padStart(9)}${'SQL p50'.padStart(9)}${'SQL p95'.padStart(9)}`,
);
for (const [scopeName, kind, id, organizations] of [
  ['organization (2 %)', 'customers', big, one],
  ['Global View (20 organizations, 10 %)', 'tenants', tenant.id, view],
] as const) {
  console.log(`-- ${scopeName}`);
  for (const card of cards) {
    const url = `/v1/dashboard/${kind}/${id}/${card.call}${card.query ? `?${card.query}` : ''}`;
    const check = await t.app.inject({ method: 'GET', url, headers });
    if (check.statusCode !== 200) throw new Error(`${url}: ${check.statusCode} ${check.body}`);
    const statements = card.sql(organizations);
    if (process.env.BENCH_EXPLAIN) {
      for (const statement of statements) {
        const plan = await db.execute(sql`explain analyze ${statement}`);
        console.log(
          rowsOf<Record<string, string>>(plan)
            .map((r) => Object.values(r)[0])
            .join('\n'),
        );
      }
    }
    const api = await measure(() => t.app.inject({ method: 'GET', url, headers }), RUNS, WARMUP);
    const direct = await measure(() => Promise.all(statements.map((s) => db.execute(s))), RUNS, WARMUP);
    console.log(`${card.call.padEnd(44)}${ms(api.p50)} ${ms(api.p95)} ${ms(direct.p50)} ${ms(direct.p95)}`);
  }
}

await t.close();
