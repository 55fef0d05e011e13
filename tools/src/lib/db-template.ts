import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { repoRoot, seconds } from './repo.ts';

// PGlite's initdb takes 5 to 12 seconds, most of the start-up budget. A migrated empty database is the
// same on every machine for one PGlite version and one set of migrations, so it is made once, kept as a
// tarball in node_modules/.cache, and unpacked (about a second) into each new embedded DATA_DIR. The
// server still runs its migrations on start; over a template they find nothing to do.

const MIGRATIONS = join(repoRoot, 'apps/server/drizzle');
const CACHE_DIR = join(repoRoot, 'node_modules/.cache/baitwatch');

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
}

/** The template's name: changes with the PGlite version and with any migration file. */
function templateKey(): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    readFileSync(join(repoRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  );
  hash.update(String(pglite.version));
  for (const file of listFiles(MIGRATIONS))
    hash.update(file.slice(MIGRATIONS.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** Returns the path of the template tarball for the current migrations, building it when missing. */
export async function ensureDbTemplate(): Promise<string> {
  const file = join(CACHE_DIR, `pglite-${templateKey()}.tar.gz`);
  if (existsSync(file)) return file;
  const started = performance.now();
  const client = await PGlite.create();
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  mkdirSync(CACHE_DIR, { recursive: true });
  // Written aside and renamed, so a concurrent start never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  console.log(`Database template built in ${seconds(started)} (${file}).`);
  return file;
}

/** Gives an embedded DATA_DIR without a database a migrated empty one from the template. */
export async function prepareEmbeddedDataDir(dataDir: string): Promise<void> {
  const pgDir = join(dataDir, 'pg');
  if (existsSync(join(pgDir, 'PG_VERSION'))) return;
  const template = await ensureDbTemplate();
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(pgDir, { loadDataDir: new Blob([readFileSync(template)]) });
  await client.close();
}
