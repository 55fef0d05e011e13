// What the database benchmarks share: the app over a fresh database at a fixed time, tenants made
// through the organizations service, and a TenantAdmin's headers for the console calls.

import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { asSystem } from '../../../apps/server/src/auth/authorize.ts';
import type { Db } from '../../../apps/server/src/db/client.ts';
import { organizationsService } from '../../../apps/server/src/features/organizations/organizations.service.ts';
import { sessionToken } from '../../../apps/server/src/test/fixtures.ts';
import { keptPostgresDatabase } from '../../../apps/server/src/test/fresh-database.ts';
import {
  createTestApp,
  FUNCTIONS_KEY,
  fixedClock,
  type TestApp,
} from '../../../apps/server/src/test/harness.ts';

/**
 * The app at `now`: embedded PGlite in memory, or a fresh database on DATABASE_URL's server; `env` is
 * the server configuration the benchmark changes (loadConfig's names).
 */
export async function benchApp(now: Date, env: Record<string, string> = {}): Promise<TestApp> {
  const kept = process.env.BENCH_KEEP_DATABASE;
  if (kept && !process.env.DATABASE_URL) throw new Error('BENCH_KEEP_DATABASE needs DATABASE_URL');
  const databaseUrl = kept ? await keptPostgresDatabase(process.env.DATABASE_URL as string, kept) : undefined;
  const opening = performance.now();
  const t = await createTestApp({ clock: fixedClock(now), env, ...(databaseUrl ? { databaseUrl } : {}) });
  const opened = ((performance.now() - opening) / 1000).toFixed(1);
  const described = kept
    ? ` (DATABASE_URL's server, database ${kept}, kept: its world is used again by the next run)`
    : t.deps.database.kind === 'postgres'
      ? ' (DATABASE_URL, a fresh database)'
      : ' (embedded, in memory)';
  console.log(`database: ${t.deps.database.kind}${described}, opened and migrated in ${opened} s`);
  return t;
}

/** An MSP tenant with the named organizations; their ids in order. */
export async function benchTenant(db: Db, name: string, subDomain: string, names: string[]) {
  const orgs = organizationsService({ database: { db } });
  const { tenant } = await orgs.createTenant(asSystem.everything(), {
    tenantName: name,
    subDomain,
    isMsp: true,
  });
  const ids: number[] = [];
  for (const organizationName of names)
    ids.push((await orgs.createCustomer(asSystem.tenant(tenant.id), { organizationName })).id);
  return { tenantId: tenant.id, ids };
}

/** Headers of console calls made as a new TenantAdmin of the tenant. */
export async function tenantAdminHeaders(t: TestApp, tenantId: number): Promise<Record<string, string>> {
  const admin = await organizationsService(t.deps).createAdmin(asSystem.tenant(tenantId), {
    email: 'bench@bench.local',
    firstName: 'Bench',
    lastName: 'Admin',
    role: 'TenantAdmin',
  });
  return { authorization: `Bearer ${await sessionToken(t, admin)}`, [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY };
}
