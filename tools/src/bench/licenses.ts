// bench:licenses — License Management's calls at 1 million extension users over 1,000 organizations:
// the API (app.inject: routing, validation, authorization, SQL, serialization) beside the same SQL alone.
//
//   npm run bench:licenses                          embedded PGlite, in memory
//   DATABASE_URL=postgres://... npm run bench:licenses   a fresh database on that server, dropped after
//   BENCH_USERS=200000 BENCH_ORGS=200 BENCH_RUNS=30 ...  fewer users, organizations or runs
//
// Users, their browsers and the aggregates go straight into the tables with generate_series, then the
// aggregates are filled by migration 0007's backfill statements (what registration and heartbeat keep
// them at). 10 tenants share the organizations; the measured Global View is one tenant (a tenth of the
// users), the measured organization one of its organizations.

import { readFileSync } from 'node:fs';
import { countLicenses, searchExtensionUsers } from '@baitwatch/contracts/events/calls';
import type { OrgScopeCalls } from '@baitwatch/contracts/events/org-scope-calls';
import {
  getExtensionUser,
  getLicenseBreakdown,
  getLicenseGrowth,
  listExtensionUsers,
} from '@baitwatch/contracts/licenses/calls';
import { sql } from 'drizzle-orm';
import { asSystem, authorize } from '../../../apps/server/src/auth/authorize.ts';
import { rowsOf } from '../../../apps/server/src/db/rows.ts';
import { feedOptionsRepository } from '../../../apps/server/src/features/events/read/feed-options.repository.ts';
import { licensesRepository } from '../../../apps/server/src/features/licenses/licenses.repository.ts';
import { organizationsService } from '../../../apps/server/src/features/organizations/organizations.service.ts';
import { benchApp, tenantAdminHeaders } from './bench-app.ts';
import { callUrl } from './call-url.ts';
import { measure, ms } from './timing.ts';

const USERS = Number(process.env.BENCH_USERS ?? 1_000_000);
const ORGS = Number(process.env.BENCH_ORGS ?? 1_000);
const TENANTS = 10;
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARMUP = 5;
const CHUNK = 100_000;
const NOW = new Date('2026-11-20T12:00:00Z');
const DAY_MS = 86_400_000;

const t = await benchApp(NOW);
const db = t.deps.database.db;

// --- the world: 10 tenants, their organizations, the provider and a TenantAdmin ------------------
const orgs = organizationsService({ database: { db } });
const tenantIds: number[] = [];
const orgIds: number[] = [];
for (let i = 0; i < TENANTS; i++) {
  const { tenant } = await orgs.createTenant(asSystem.everything(), {
    tenantName: `Bench MSP ${i}`,
    subDomain: `bench-${i}`,
    isMsp: true,
  });
  tenantIds.push(tenant.id);
}
for (let i = 0; i < ORGS; i++) {
  const tenantId = tenantIds[i % TENANTS] ?? 0;
  orgIds.push(
    (await orgs.createCustomer(asSystem.tenant(tenantId), { organizationName: `Bench Org ${i}` })).id,
  );
}
const tenantId = tenantIds[0] ?? 0;
const tenantOrgs = orgIds.filter((_, i) => i % TENANTS === 0);
const orgId = tenantOrgs[0] ?? 0;
const headers = await tenantAdminHeaders(t, tenantId);

// --- the users: created over 3 years, last seen within 60 days, 4 OS and 4 browsers ----------------
const started = performance.now();
const orgArray = sql`array[${sql.join(
  orgIds.map((id) => sql`${id}`),
  sql`, `,
)}]::int[]`;
for (let from = 1; from <= USERS; from += CHUNK) {
  const to = Math.min(from + CHUNK - 1, USERS);
  await db.execute(sql`
    insert into extension_users (customer_id, id, name, os_user_id, os_computer_name, os_uuid, created, last_seen_at)
    select (${orgArray})[1 + g % ${ORGS}], g, 'BENCH\\user' || g, 'BENCH\\user' || g, 'PC-' || g, 'uuid-' || g,
      ${NOW.toISOString()}::timestamptz - make_interval(secs => (${USERS} - g) * ${(3 * 365 * DAY_MS) / USERS / 1000}::float8),
      ${NOW.toISOString()}::timestamptz - make_interval(days => g % 60)
    from generate_series(${from}::int, ${to}::int) as g`);
  await db.execute(sql`
    insert into browser_details (customer_id, extension_user_id, os, browser, created)
    select u.customer_id, u.id, (array['Windows', 'Windows', 'Mac OS', 'Linux', 'Chrome OS'])[1 + u.id % 5],
      (array['Chrome', 'Chrome', 'Edge', 'Firefox', 'Safari'])[1 + (u.id / 5) % 5], u.created
    from extension_users u where u.id between ${from} and ${to}`);
  process.stdout.write(`\r  inserted ${to.toLocaleString('en-US')} users`);
}
await db.execute(sql`select setval(pg_get_serial_sequence('extension_users', 'id'), ${USERS})`);
// The aggregates as registration and heartbeat keep them: migration 0007's backfill, run as it ships.
const migration = readFileSync(
  new URL('../../../apps/server/drizzle/0007_license_aggregates.sql', import.meta.url),
  'utf8',
);
// Only into the tables that are still there: migration 0011 dropped license_breakdowns (the OS and
// browser breakdowns are the dashboard's fleet counts now, which their triggers keep as users arrive).
for (const statement of migration
  .split('--> statement-breakpoint')
  .filter((s) => s.includes('INSERT INTO'))) {
  const table = /INSERT INTO "(\w+)"/.exec(statement)?.[1];
  const [exists] = rowsOf<{ found: string | null }>(
    await db.execute(sql`select to_regclass(${table ?? ''}) as found`),
  );
  if (exists?.found) await db.execute(sql.raw(statement));
}
await db.execute(sql`analyze`);
console.log(
  `\n  ${USERS.toLocaleString('en-US')} users over ${ORGS} organizations in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

// --- the scenarios ----------------------------------------------------------------------------------
const licenses = licensesRepository(db);
const options = feedOptionsRepository(db);
const one = authorize({ ids: [orgId] });
const view = authorize({ ids: tenantOrgs });
const organization = authorize({ id: orgId, tenantId });
const [{ id: userId } = { id: 1 }] = rowsOf<{ id: number }>(
  await db.execute(sql`select id from extension_users where customer_id = ${orgId} limit 1`),
);
const day = (back: number) => new Date(NOW.getTime() - back * DAY_MS).toISOString().slice(0, 10);
const seenSince = new Date(NOW.getTime() - 30 * DAY_MS);

interface Scenario {
  name: string;
  calls: OrgScopeCalls;
  query?: string;
  raw: (scope: typeof one) => Promise<unknown>;
}
const scenarios: Scenario[] = [
  { name: 'licenses-count', calls: countLicenses, raw: (s) => options.extensionUserCount(s) },
  {
    name: 'license-count (OS, browser)',
    calls: getLicenseBreakdown,
    raw: (s) => licenses.breakdowns(s),
  },
  {
    name: 'growth, month (12)',
    calls: getLicenseGrowth,
    query: 'timespan=month',
    raw: (s) =>
      Promise.all([licenses.periods(s, 'M', '2025-12-01'), licenses.createdBefore(s, '2025-12-01')]),
  },
  {
    name: 'growth, year (5)',
    calls: getLicenseGrowth,
    query: 'timespan=year',
    raw: (s) =>
      Promise.all([licenses.periods(s, 'Y', '2022-01-01'), licenses.createdBefore(s, '2022-01-01')]),
  },
  {
    name: 'growth, day (30)',
    calls: getLicenseGrowth,
    query: 'timespan=day',
    raw: (s) => Promise.all([licenses.periods(s, 'D', day(29)), licenses.createdBefore(s, day(29))]),
  },
  {
    name: 'extension-users, page 1',
    calls: listExtensionUsers,
    query: 'offset=0&pageSize=6',
    raw: (s) => licenses.users({ organizations: s }, 0, 6),
  },
  {
    name: 'extension-users, page 20',
    calls: listExtensionUsers,
    query: 'offset=95&pageSize=6',
    raw: (s) => licenses.users({ organizations: s }, 95, 6),
  },
  {
    name: 'extension-users, not seen 30 days',
    calls: listExtensionUsers,
    query: 'notSeen=true&pageSize=6',
    raw: (s) => licenses.users({ organizations: s, notSeenSince: seenSince }, 0, 6),
  },
  {
    name: 'search-extension-users ("bench\\user12")',
    calls: searchExtensionUsers,
    query: 'term=bench%5Cuser12',
    raw: (s) => options.searchExtensionUsers(s, 'bench\\user12'),
  },
];

const timed = (run: () => Promise<unknown>) => measure(run, RUNS, WARMUP);
async function row(name: string, url: string, raw: () => Promise<unknown>) {
  const check = await t.app.inject({ method: 'GET', url, headers });
  if (check.statusCode !== 200) throw new Error(`${name}: ${check.statusCode} ${check.body}`);
  const api = await timed(() => t.app.inject({ method: 'GET', url, headers }));
  const direct = await timed(raw);
  console.log(`${name.padEnd(58)}${ms(api.p50)} ${ms(api.p95)} ${ms(direct.p50)} ${ms(direct.p95)}`);
}

console.log(`\n${RUNS} runs after ${WARMUP} warm-up, milliseconds`);
console.log(
  `${'call'.padEnd(58)}${'API p50'.padStart(9)}${'API p95'.padStart(9)}${'SQL p50'.padStart(9)}${'SQL p95'.padStart(9)}`,
);
for (const [label, kind, id, scope] of [
  [`organization (${Math.round(USERS / ORGS)} users)`, 'customers', orgId, one],
  [
    `Global View (${tenantOrgs.length} organizations, ${Math.round(USERS / TENANTS)} users)`,
    'tenants',
    tenantId,
    view,
  ],
] as const) {
  console.log(`-- ${label}`);
  for (const s of scenarios) await row(s.name, callUrl(s.calls[kind], { id }, s.query), () => s.raw(scope));
}
await row('extension user detail', callUrl(getExtensionUser, { customerId: orgId, userId }), () =>
  Promise.all([licenses.user(organization, userId), licenses.browserDetails(organization, userId)]),
);
await t.close();
