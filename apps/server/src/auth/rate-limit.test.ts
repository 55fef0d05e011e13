import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../tools/src/lib/free-port.ts';
import { rowsOf } from '../db/rows.ts';
import { type FreshDatabase, freshPostgresDatabase } from '../test/fresh-database.ts';
import { createTestApp, FUNCTIONS_KEY, fixedClock } from '../test/harness.ts';
import { rateLimitRepository } from './rate-limit.repository.ts';

const SERVER = new URL('../server.ts', import.meta.url).pathname;
const POSTGRES = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A real server process (`node apps/server/src/server.ts`) over the given database, once it is ready. */
async function startServer(databaseUrl: string, env: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bw-limit-'));
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO: '0',
      JWT_SECRET: 'shared-test-secret',
      ADMIN_EMAIL: 'admin@test.local',
      ADMIN_PASSWORD: 'Correct-horse-42',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode})`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { baseUrl, child, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The server was not ready within a minute');
}

const running: { child: ChildProcess; dataDir: string }[] = [];
let database: FreshDatabase | undefined;
afterAll(async () => {
  for (const { child, dataDir } of running) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  await database?.drop();
});

const canReachPostgres = await postgresAnswers(POSTGRES);

describe('attempt limits', () => {
  it.skipIf(!canReachPostgres)(
    'hold across two server processes on one PostgreSQL database (skipped without PostgreSQL)',
    async () => {
      database = await freshPostgresDatabase(POSTGRES, 'bw_limits');
      // One after the other: the first applies the migrations.
      const first = await startServer(database.url, {});
      running.push(first);
      const second = await startServer(database.url, { WORKERS: '0' });
      running.push(second);
      const attempt = (baseUrl: string) =>
        fetch(`${baseUrl}/v1/auth/login`, {
          method: 'POST',
          headers: { [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY, 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'someone@test.local', password: 'wrong-password' }),
        });
      // Ten attempts a minute for one address and email; five reach each process.
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++)
        statuses.push((await attempt(i % 2 ? second.baseUrl : first.baseUrl)).status);
      expect(statuses).toEqual(Array(10).fill(401));
      for (const server of [first, second]) {
        const limited = await attempt(server.baseUrl);
        expect(limited.status).toBe(429);
        expect(((await limited.json()) as { message: string }).message).toBe(MESSAGES.tooManyAttempts);
      }
    },
    120_000,
  );

  it('count in fixed windows that expire, and long-expired counters are deleted (embedded database)', async () => {
    const clock = fixedClock();
    const t = await createTestApp({ clock });
    try {
      const counters = rateLimitRepository(t.deps.database.db, clock);
      expect(await counters.hit('a', 300)).toBe(1);
      expect(await counters.hit('a', 300)).toBe(2);
      expect(await counters.hit('b', 300)).toBe(1);
      clock.advance(299);
      expect(await counters.hit('a', 300)).toBe(3);
      clock.advance(1);
      expect(await counters.hit('a', 300)).toBe(1);

      const twoHoursAgo = new Date(clock.now().getTime() - 2 * 3_600_000).toISOString();
      await t.deps.database.db.execute(
        sql`insert into rate_limit_counters (key, hits, expires_at) values ('old', 3, ${twoHoursAgo}::timestamptz)`,
      );
      expect(await counters.purgeExpired()).toBe(1);
      const left = rowsOf<{ key: string }>(
        await t.deps.database.db.execute(sql`select key from rate_limit_counters order by key`),
      );
      expect(left.map((row) => row.key)).toEqual(['a', 'b']);
    } finally {
      await t.close();
    }
  });
});
