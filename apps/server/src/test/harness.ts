import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDeps } from '../create-deps.ts';
import { openDatabase } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import type { Clock } from '../lib/clock.ts';
import { freshPostgresDatabase } from './fresh-database.ts';

/** A clock tests can move. */
export function fixedClock(
  start = new Date('2026-11-20T12:00:00Z'),
): Clock & { set(d: Date): void; advance(ms: number): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    set: (d) => {
      now = d.getTime();
    },
    advance: (ms) => {
      now += ms;
    },
  };
}

export interface TestApp {
  app: App;
  deps: AppDeps;
  close(): Promise<void>;
}

/**
 * A fresh app over a fresh database: PGlite in memory by default, or a new database on the
 * PostgreSQL server of DATABASE_URL (created here, dropped on close).
 */
export async function createTestApp(
  options: {
    clock?: Clock;
    env?: Record<string, string>;
    onRoute?: (route: RouteOptions) => void;
    /** Where the request log goes (the tests of what is logged); without it nothing is logged. */
    logStream?: NodeJS.WritableStream;
    /** A database to use as it is and keep (a benchmark's kept world), instead of a fresh one. */
    databaseUrl?: string;
  } = {},
): Promise<TestApp> {
  const postgres = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => {} }
    : process.env.DATABASE_URL
      ? await freshPostgresDatabase(process.env.DATABASE_URL, 'bw_test')
      : null;
  const url = postgres?.url;
  const dropDatabase = postgres?.drop ?? (async () => {});
  const dataDir = mkdtempSync(join(tmpdir(), 'bw-test-'));
  const config = loadConfig({
    WEB_DIST: join(dataDir, 'no-web'),
    // Test files run side by side on a small machine: a lagging loop there is the tests' own doing, and
    // a loop blocked through a whole sample (PGlite starting) reads as an endless lag, whatever the
    // limit. Off here; shedding is proven by http/load-shedding.test.ts at its default.
    SHED_LOOP_LAG_MS: '0',
    ...options.env,
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret',
  });
  const database = await openDatabase({ url });
  const deps = createDeps(config, database, options.clock);
  const app = await buildApp(deps, {
    onRoute: options.onRoute,
    ...(options.logStream ? { logger: { stream: options.logStream } } : {}),
  });
  await app.ready();
  return {
    app,
    deps,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const FUNCTIONS_KEY = 'baitwatch-console';
