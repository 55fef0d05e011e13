// The world every events benchmark measures (`npm run bench`): 1,000 organizations. The measured
// tenant has 20 of them and holds 10 % of the events and extension users; its biggest organization
// holds 2 %. 980 organizations of nine other tenants hold the rest. Events go in through their table
// in chunks of 100,000 rows (no ingestion path), so the triggers of migrations 0008 and 0013 keep the
// aggregates as they do for every write: the setup time includes that upkeep. 90 days of events;
// URLs come in campaigns (50 consecutive events share one); one extension user per 10 events, each
// with a browser record, one in ten with a second; login page scans per install and day.

import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { type SQL, sql } from 'drizzle-orm';
import { asSystem } from '../../../apps/server/src/auth/authorize.ts';
import { rowsOf } from '../../../apps/server/src/db/rows.ts';
import { organizationsService } from '../../../apps/server/src/features/organizations/organizations.service.ts';
import { sessionToken } from '../../../apps/server/src/test/fixtures.ts';
import { FUNCTIONS_KEY, type TestApp } from '../../../apps/server/src/test/harness.ts';
import { benchTenant, tenantAdminHeaders } from './bench-app.ts';

const CHUNK = 100_000;

export interface EventWorld {
  t: TestApp;
  now: Date;
  events: number;
  /** The measured tenant and its 20 organizations; `big` is the 2 % one. */
  tenantId: number;
  measured: number[];
  big: number;
  /** A TenantAdmin of the measured tenant, and a BaitwatchAdmin (the super feed). */
  headers: Record<string, string>;
  providerHeaders: Record<string, string>;
}

export async function buildEventWorld(t: TestApp, now: Date, events: number, days = 90): Promise<EventWorld> {
  const kept = await keptEventWorld(t, now, events);
  if (kept) return kept;
  const db = t.deps.database.db;
  const bench = await benchTenant(
    db,
    'Bench MSP',
    'bench',
    Array.from({ length: 20 }, (_, i) => `Bench ${i}`),
  );
  const measured = bench.ids;
  const others: number[] = [];
  for (let k = 0; k < 9; k++) {
    const names = Array.from({ length: k < 8 ? 109 : 108 }, (_, i) => `Other ${k}-${i}`);
    others.push(...(await benchTenant(db, `Bench Others ${k}`, `bench-others-${k}`, names)).ids);
  }
  const big = measured[0] as number;
  const headers = await tenantAdminHeaders(t, bench.tenantId);
  const provider = await organizationsService({ database: { db } }).createAdmin(asSystem.everything(), {
    email: 'bench-provider@bench.local',
    firstName: 'Bench',
    lastName: 'Provider',
    role: 'BaitwatchAdmin',
  });
  const providerHeaders = {
    authorization: `Bearer ${await sessionToken(t, provider)}`,
    [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY,
  };

  // Slot j of 1,000: 0 the big organization (2 %), 1-19 the tenant's others (8 %), 20-999 the rest (90 %).
  const allIds = [...measured, ...others];
  const share = (j: number) => (j === 0 ? 0.02 : j < 20 ? 0.08 / 19 : 0.9 / 980);
  await db.execute(sql`create temp table bench_orgs (j int primary key, customer_id int, users int)`);
  await db.execute(
    sql`insert into bench_orgs values ${sql.join(
      allIds.map((id, j) => sql`(${j}, ${id}, ${Math.max(1, Math.round((events / 10) * share(j)))})`),
      sql`, `,
    )}`,
  );
  const slot = (g: SQL) =>
    sql`case when ${g} % 100 < 2 then 0 when ${g} % 100 < 10 then 1 + (${g} / 100) % 19 else 20 + (${g} / 100) % 980 end`;
  const nowText = now.toISOString();

  // --- extension users, their browsers, login page scans -----------------------------------------
  let started = performance.now();
  await db.execute(sql`
    insert into extension_users (customer_id, id, name, email, os_user_id, created, last_seen_at)
    select o.customer_id, o.j * 1000000 + i, 'user' || i, 'u' || o.j || '-' || i || '@bench.test', 'user' || i,
      ${nowText}::timestamptz - make_interval(days => (i * 7919) % 365 + 1),
      ${nowText}::timestamptz - make_interval(days => least((i * 7919) % 365, (i * 31) % 60))
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
  // One scan count per organization, install (up to 5) and day: the Login Pages Scanned chart.
  await db.execute(sql`
    insert into login_page_scans (customer_id, install_id, period_start, count)
    select o.customer_id, gen_random_uuid(), date_trunc('day', ${nowText}::timestamptz) - make_interval(days => d),
      1 + (o.j + d + k) % 40
    from bench_orgs o, generate_series(0, ${days - 1}::int) d, generate_series(1, least(5, o.users)) k`);
  const [users] = rowsOf<{ n: string }>(await db.execute(sql`select count(*) as n from extension_users`));
  console.log(
    `  ${Number(users?.n).toLocaleString('en-US')} extension users in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // --- the events -------------------------------------------------------------------------------
  started = performance.now();
  const spacingMs = (days * 86_400_000) / events;
  for (let from = 1; from <= events; from += CHUNK) {
    const to = Math.min(from + CHUNK - 1, events);
    await db.execute(sql`
      insert into events (customer_id, event_id, type, url, detection_time, brands, email, os_user_id,
        os_computer_name, install_id, extension_user_id, triaged_event, is_verified, is_false_positive,
        cleared, has_screenshot, has_resized, has_html, user_action)
      select o.customer_id, gen_random_uuid(),
        (array[0, 0, 0, 0, 0, 3, 4, 5, 1, 2])[1 + (g / 7) % 10],
        'https://phish-' || ((g / 50) % 20000) || '.example/login',
        ${nowText}::timestamptz - make_interval(secs => g * ${spacingMs / 1000}::float8),
        array[(array['Microsoft', 'PayPal', 'Google', 'DHL', 'Apple', 'Netflix'])[1 + (g / 3) % 6]],
        'user' || (g % 5000) || '@bench.test', 'user', 'PC-' || (g % 3000), gen_random_uuid(),
        o.j * 1000000 + (g::bigint * 2654435761) % o.users,
        g % 4 = 0, case when g % 4 = 0 then 'Y' else 'N' end,
        g % 50 = 0, g % 97 = 0,
        true, true, true, 'Close'
      from generate_series(${from}::int, ${to}::int) as g
      join bench_orgs o on o.j = ${slot(sql`g`)}`);
    process.stdout.write(`\r  inserted ${to.toLocaleString('en-US')} events`);
  }
  await settle(t);
  console.log(
    `\n  ${events.toLocaleString('en-US')} events in ${((performance.now() - started) / 1000).toFixed(1)} s (with the aggregates' upkeep)`,
  );
  return { t, now, events, tenantId: bench.tenantId, measured, big, headers, providerHeaders };
}

/**
 * Vacuumed as autovacuum leaves a table that inserts have settled in: its visibility map lets the
 * feed's capped count read the index alone (migration 0012), as it does in production. Remove Repeat
 * URL's kept records too (decision 0061): each chunk rewrote every URL's rows, and a migration that
 * filled them on a kept world left them unvacuumed.
 */
async function settle(t: TestApp) {
  const db = t.deps.database.db;
  for (const table of [
    'events',
    'extension_users',
    'browser_details',
    'login_page_scans',
    'url_newest_by_organization',
    'url_newest_by_tenant',
    'url_newest_overall',
  ])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  for (const table of [
    'dashboard_event_days',
    'dashboard_url_days',
    'dashboard_user_days',
    'dashboard_fleet_counts',
    'dashboard_threat_periods',
    'dashboard_threat_counts',
  ])
    await db.execute(sql.raw(`analyze ${table}`));
}

/**
 * The world a kept database (BENCH_KEEP_DATABASE) already holds: its tenants, organizations and
 * admins looked up, new sessions signed in. Null when the database holds no world yet.
 */
async function keptEventWorld(t: TestApp, now: Date, events: number): Promise<EventWorld | null> {
  const db = t.deps.database.db;
  const [tenant] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from tenants where sub_domain = 'bench'`),
  );
  if (!tenant) return null;
  const [stored] = rowsOf<{ n: string }>(await db.execute(sql`select count(*) as n from events`));
  if (Number(stored?.n) !== events)
    throw new Error(
      `the kept database holds ${stored?.n} events, not ${events}: ask for that many, or drop it`,
    );
  const measured = rowsOf<{ id: number }>(
    await db.execute(sql`select id from customers where tenant_id = ${tenant.id} order by id`),
  ).map((r) => r.id);
  const headersOf = async (email: string) => {
    const [admin] = rowsOf<{ id: string }>(
      await db.execute(sql`select id from admin_users where email = ${email}`),
    );
    if (!admin) throw new Error(`the kept world has no ${email}`);
    return { authorization: `Bearer ${await sessionToken(t, admin)}`, [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY };
  };
  await settle(t);
  console.log(`  the kept world: ${events.toLocaleString('en-US')} events, vacuumed and analyzed again`);
  return {
    t,
    now,
    events,
    tenantId: tenant.id,
    measured,
    big: measured[0] as number,
    headers: await headersOf('bench@bench.local'),
    providerHeaders: await headersOf('bench-provider@bench.local'),
  };
}
