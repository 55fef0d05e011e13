import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

async function run(connectionString: string, statement: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the PostgreSQL server of `baseUrl` (tests, browser tests, benchmarks): its
 * address, and a function that drops it again. The prefix tells leftovers apart after a crash.
 */
export async function freshPostgresDatabase(baseUrl: string, prefix: string): Promise<FreshDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await run(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(baseUrl, `drop database if exists ${name} with (force)`) };
}

/**
 * The database `name` on the PostgreSQL server of `baseUrl`, created when it does not exist yet and
 * never dropped (a benchmark's world kept between runs).
 */
export async function keptPostgresDatabase(baseUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await run(baseUrl, `create database ${name}`).catch((error: { code?: string }) => {
    // 42P04: it exists already.
    if (error.code !== '42P04') throw error;
  });
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
