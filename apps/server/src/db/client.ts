import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { retryingConflicts } from './conflicts.ts';
import { takeCounterSlot } from './counter-slots.ts';
import {
  listenOnPglite,
  listenOnPostgres,
  type NotificationHandlers,
  type StopListening,
} from './notifications.ts';
import { openPglite } from './pglite.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One type for both drivers: repositories never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Connections of the PostgreSQL pool (none for the embedded database). */
  poolUse?: () => PoolUse;
  /** LISTENs on a channel (the live console's, decision 0072) until the answer is called. */
  listen(channel: string, handlers: NotificationHandlers): Promise<StopListening>;
  close(): Promise<void>;
}

/** What a service that only reads and writes the database takes (seeding and tools hand it a bare connection). */
export interface ServiceDatabase {
  database: Pick<Database, 'db'>;
}

/**
 * How long a call waits for a connection before it fails (503): a database that is down refuses at
 * once, but one behind a failover may not answer at all, and a call must not hang on it.
 */
const CONNECT_TIMEOUT_MS = 5_000;

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** An arbitrary constant naming the migrations' advisory lock (the seed's is another). */
const MIGRATION_LOCK_KEY = 7_320_410;

/**
 * Migrates while holding an advisory lock: server processes that start together on one database
 * migrate one after the other, the later ones finding nothing left to do. Drizzle's migrator takes no
 * lock of its own, so two at once would both try to create the same tables.
 */
async function migrateExclusively(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * Every transaction of `db` runs again when PostgreSQL rolls it back for a deadlock or a serialization
 * failure (db/conflicts.ts): the statement triggers that keep the counters take their rows in whatever
 * order the statement's parts finish, so two transactions can still wait on each other now and then.
 * A transaction's callback may therefore run more than once: it does database work only, and what
 * else follows from it (a cache forgotten, a file removed) comes after it returns. Nested transactions
 * (savepoints) are part of their outer one and are not retried alone.
 */
function retriedOnConflict(db: Db): Db {
  const transaction = db.transaction.bind(db);
  const retried: Db['transaction'] = (work, config) => retryingConflicts(() => transaction(work, config));
  return Object.assign(db, { transaction: retried });
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite under dataDir (or in memory), and migrates. */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  /** Told when a PostgreSQL connection is lost (the process goes on; the pool opens a new one). */
  onConnectionLost?: (error: Error) => void;
}): Promise<Database> {
  if (options.url) {
    const url = options.url;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // TCP keepalive finds a connection whose server vanished (a failover) instead of waiting on it.
      keepAlive: true,
      onConnect: takeCounterSlot,
    });
    // A connection that its server ends (a restart, a failover, a dropped database) emits 'error' on
    // its client, and the pool repeats it for idle ones; unheard, either event ends the process. Every
    // client is heard from its first connect, in use or idle (a client checked out between statements,
    // inside a transaction, has no pool listener): it is marked broken, the statement that uses it next
    // fails (answered 503), and the pool discards it and opens a new one on next use.
    pool.on('connect', (client) => {
      client.on('error', (error) => options.onConnectionLost?.(error));
    });
    pool.on('error', () => {
      // Already told through the client's own listener above.
    });
    const db = drizzlePg(pool, { schema });
    await migrateExclusively(pool);
    return {
      db: retriedOnConflict(db as unknown as Db),
      kind: 'postgres',
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: async (channel, handlers) => {
        const listener = listenOnPostgres(url, channel, handlers);
        await listener.start();
        return listener.stop;
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await openPglite(options.dataDir ? `${options.dataDir}/pg` : undefined);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  // One connection: nothing to wait on, but the same rule for the callbacks as on PostgreSQL.
  return {
    db: retriedOnConflict(db as unknown as Db),
    kind: 'pglite',
    listen: (channel, handlers) => listenOnPglite(client, channel, handlers),
    close: () => client.close(),
  };
}
