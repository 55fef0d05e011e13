// bench:config — the extensions' config poll (GET /extension/v1/config) at 10,000 installs: an ETag hit
// (304, what nearly every poll is) and a miss (200 with the whole config), through the extension API
// (app.inject: routing, install-token check, reads, ETag), with the server's memory beside them.
//
//   npm run bench:config                         embedded PGlite, in memory
//   DATABASE_URL=postgres://... npm run bench:config   a fresh database on that server, dropped after
//   BENCH_INSTALLS=2000 BENCH_RUNS=500 ...       fewer installs or polls
//
// One organization holds every install, with a realistic config: 50 allowed domains, 20 blocked URLs,
// 10 allowed Google Forms, 30 active brand policies with aliases and domains.

import { sql } from 'drizzle-orm';
import { asSystem } from '../../../apps/server/src/auth/authorize.ts';
import { extensionApiApp } from '../../../apps/server/src/demo/fleet/demo-app.ts';
import { extensionClient } from '../../../apps/server/src/demo/fleet/extension-client.ts';
import { injectTransport } from '../../../apps/server/src/demo/fleet/transport.ts';
import { brandPoliciesService } from '../../../apps/server/src/features/brand-policies/brand-policies.service.ts';
import { organizationsService } from '../../../apps/server/src/features/organizations/organizations.service.ts';
import { createTestApp, fixedClock } from '../../../apps/server/src/test/harness.ts';
import { registerBenchInstalls } from './bench-installs.ts';

const INSTALLS = Number(process.env.BENCH_INSTALLS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 2_000);
const WARMUP = 50;
const NOW = new Date('2026-11-20T12:00:00Z');

const t = await createTestApp({ clock: fixedClock(NOW) });
const db = t.deps.database.db;
console.log(`database: ${t.deps.database.kind}; ${INSTALLS} installs, ${RUNS} polls per scenario`);

const orgs = organizationsService({ database: { db } });
const { tenant } = await orgs.createTenant(asSystem.everything(), {
  tenantName: 'Bench MSP',
  subDomain: 'bench',
  isMsp: true,
});
const organization = await orgs.createCustomer(asSystem.tenant(tenant.id), {
  organizationName: 'Bench Org',
  licenseType: 'PHISHPROTSUITE',
});
await db.execute(sql`
  insert into allowed_domains (customer_id, display_name, authorized_domain)
    select ${organization.id}, 'Bench Admin', 'allowed-' || n || '.example.com' from generate_series(1, 50) n`);
await db.execute(sql`
  insert into blocked_urls (customer_id, display_name, url)
    select ${organization.id}, 'Bench Admin', 'https://blocked-' || n || '.example.net/login' from generate_series(1, 20) n`);
await db.execute(sql`
  insert into allowed_google_form_urls (customer_id, display_name, url)
    select ${organization.id}, 'Bench Admin', 'docs.google.com%2Fforms%2Fd%2Fe%2Fform' || n from generate_series(1, 10) n`);
const brands = brandPoliciesService({ database: { db } });
for (let n = 1; n <= 30; n++)
  await brands.create({
    brandName: `Brand ${n}`,
    isActive: true,
    alias: [
      { value: `Brand ${n}`, isPartialMatch: false },
      { value: `B${n}`, isPartialMatch: true },
    ],
    domains: [{ value: `brand-${n}.com` }, { value: `login.brand-${n}.com` }],
  });

const app = await extensionApiApp(t.deps);
const client = extensionClient(injectTransport(app));
const started = performance.now();
const tokens = await registerBenchInstalls(app, organization.licenseKey, INSTALLS);
console.log(`${INSTALLS} installs registered in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const first = await client.install({ token: tokens[0] as string }).config();
const etag = first?.etag ?? '';

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
};
async function measure(poll: (token: string) => Promise<unknown>) {
  const pick = (i: number) => tokens[(i * 7919) % tokens.length] as string;
  for (let i = 0; i < WARMUP; i++) await poll(pick(i));
  const times: number[] = [];
  const began = performance.now();
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await poll(pick(i));
    times.push(performance.now() - start);
  }
  const seconds = (performance.now() - began) / 1000;
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95), perSecond: RUNS / seconds };
}

const ms = (v: number) => v.toFixed(2).padStart(8);
console.log(
  `\n${'scenario'.padEnd(34)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'polls/s'.padStart(10)}${'rss MB'.padStart(9)}`,
);
for (const [name, poll] of [
  ['ETag hit (304)', async (token: string) => client.install({ token }).config(etag)],
  ['ETag miss (200, whole config)', async (token: string) => client.install({ token }).config()],
] as const) {
  const result = await measure(poll);
  const rss = process.memoryUsage().rss / 1024 / 1024;
  console.log(
    `${name.padEnd(34)}${ms(result.p50)} ${ms(result.p95)}${result.perSecond.toFixed(0).padStart(10)}${rss.toFixed(0).padStart(9)}`,
  );
}
await app.close();
await t.close();
