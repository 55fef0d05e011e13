import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkReadiness } from '@baitwatch/contracts/operations/calls';
import { sql } from 'drizzle-orm';
import { asSystem } from '../../../apps/server/src/auth/authorize.ts';
import { openDatabase } from '../../../apps/server/src/db/client.ts';
import { organizationsService } from '../../../apps/server/src/features/organizations/organizations.service.ts';
import { freshPostgresDatabase } from '../../../apps/server/src/test/fresh-database.ts';
import { prepareEmbeddedDataDir } from '../lib/db-template.ts';
import { freePort } from '../lib/free-port.ts';
import { repoRoot } from '../lib/repo.ts';
import { processCpuMs } from './cpu-time.ts';

/** A fresh database for the run: a new one on DATABASE_URL's server, else the embedded one in dataDir. */
export async function benchDatabase(dataDir: string, baseUrl: string | undefined) {
  if (!baseUrl) {
    await prepareEmbeddedDataDir(dataDir);
    return { url: undefined, drop: async () => {} };
  }
  return freshPostgresDatabase(baseUrl, 'bw_bench');
}

/** Turns off the triggers that keep the dashboard's aggregates (decision 0044), to measure their cost. */
export async function disableDashboardTriggers(dataDir: string, url: string | undefined) {
  const database = await openDatabase({ url, dataDir });
  try {
    for (const table of ['events', 'extension_users', 'browser_details'])
      await database.db.execute(sql.raw(`alter table ${table} disable trigger user`));
  } finally {
    await database.close();
  }
}

/**
 * One organization to register the benchmark's installs with; answers its license key. With `admin`,
 * also a BaitwatchAdmin login, which reads manual registration codes from the dev outbox.
 */
export async function benchOrganization(
  dataDir: string,
  url: string | undefined,
  admin?: { email: string; password: string },
): Promise<string> {
  const database = await openDatabase({ url, dataDir });
  try {
    const orgs = organizationsService({ database });
    const { tenant } = await orgs.createTenant(asSystem.everything(), {
      tenantName: 'Bench MSP',
      subDomain: 'bench',
      isMsp: true,
    });
    const customer = await orgs.createCustomer(asSystem.tenant(tenant.id), { organizationName: 'Bench Org' });
    if (admin)
      await orgs.createAdmin(asSystem.everything(), {
        ...admin,
        firstName: 'Fleet',
        lastName: 'Reader',
        role: 'BaitwatchAdmin',
      });
    return customer.licenseKey;
  } finally {
    await database.close();
  }
}

export interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  /** Resident and peak resident memory of the server process, in MB (Linux /proc). */
  memory(): { rssMb: number; peakMb: number } | null;
  /** CPU time the server process has used so far (user and system), in ms (Linux /proc). */
  cpuMs(): number | null;
  stop(): Promise<void>;
}

/** Starts one server process (no demo, no web build) and waits until it answers /readyz. */
export async function startServer(
  env: Record<string, string>,
  options: { port?: number } = {},
): Promise<RunningServer> {
  // A given port lets a test start the server again where its clients look for it.
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [join(repoRoot, 'apps/server/src/server.ts')], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`${baseUrl}${checkReadiness.path}`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('the server did not become ready within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    process: child,
    memory() {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
        return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
      } catch {
        return null;
      }
    },
    cpuMs() {
      return processCpuMs(child.pid);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
