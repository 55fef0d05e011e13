import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../../apps/server/src/db/client.ts';
import { repoRoot, seconds } from './repo.ts';

// PGlite's initdb takes 5 to 12 seconds and the reference lookups (150,000 cities) a few more: most of
// the start-up budget. A database that is migrated and holds the reference lookups is the same on every
// machine for one PGlite version, one set of migrations and one set of reference data, so it is made
// once, kept as a tarball in node_modules/.cache, and unpacked (under a second) into each new embedded
// DATA_DIR. The server still migrates and seeds on its first start; over a template, migrations and
// reference lookups find nothing to do and only the demo world (or first admin) is created.
// PGlite and drizzle load only when a template is made: importing them costs a second `npm start` skips.

const MIGRATIONS = join(repoRoot, 'apps/server/drizzle');
/** What the template is made from, besides the migrations. */
const REFERENCE_SOURCES = [
  join(repoRoot, 'apps/server/src/seed/data/lookups.ts'),
  join(repoRoot, 'apps/server/src/seed/reference-data.ts'),
  join(repoRoot, 'apps/server/src/features/lookups-import'),
];
const PACKAGES = ['@electric-sql/pglite', 'country-state-city'];
const CACHE_DIR = join(repoRoot, 'node_modules/.cache/baitwatch');

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
}

/** The template's name: changes with the package versions, any migration and any reference data source. */
function templateKey(): string {
  const hash = createHash('sha256');
  for (const name of PACKAGES) {
    const manifest = JSON.parse(readFileSync(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8'));
    hash.update(`${name}@${manifest.version}`);
  }
  for (const source of [MIGRATIONS, ...REFERENCE_SOURCES]) {
    const files = statSync(source).isDirectory() ? listFiles(source) : [source];
    for (const file of files) hash.update(file.slice(repoRoot.length)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Returns the path of the template tarball for the current sources, building it when missing. */
export async function ensureDbTemplate(): Promise<string> {
  const file = join(CACHE_DIR, `pglite-${templateKey()}.tar.gz`);
  if (existsSync(file)) return file;
  const started = performance.now();
  const { openPglite } = await import('../../../apps/server/src/db/pglite.ts');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const schema = await import('../../../apps/server/src/db/schema/index.ts');
  const { importReferenceData } = await import('../../../apps/server/src/seed/reference-data.ts');
  const client = await openPglite();
  const database = drizzle(client, { schema });
  await migrate(database, { migrationsFolder: MIGRATIONS });
  // The server's own step, so the template holds exactly what its first start would import.
  const db = database as unknown as Db;
  await db.transaction((tx) => importReferenceData(db, tx));
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  mkdirSync(CACHE_DIR, { recursive: true });
  // Written aside and renamed, so a concurrent start never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  // Templates of older migrations or data are of no further use.
  for (const old of readdirSync(CACHE_DIR)) {
    if (old.startsWith('pglite-') && join(CACHE_DIR, old) !== file && !old.endsWith('.partial')) {
      rmSync(join(CACHE_DIR, old), { force: true });
    }
  }
  console.log(`Database template built in ${seconds(started)} (${file}).`);
  return file;
}

/** Gives an embedded DATA_DIR without a database the template's: migrated, with the reference lookups. */
export async function prepareEmbeddedDataDir(dataDir: string): Promise<void> {
  const pgDir = join(dataDir, 'pg');
  if (existsSync(join(pgDir, 'PG_VERSION'))) return;
  const template = await ensureDbTemplate();
  mkdirSync(pgDir, { recursive: true });
  // The tarball is PGlite's own dump of its data directory; tar unpacks it without starting a second
  // PGlite (whose WebAssembly start-up costs seconds). Without a tar command, PGlite loads it itself.
  const tar = spawnSync('tar', ['-xzf', template, '-C', pgDir], { stdio: 'pipe' });
  if (tar.status === 0) return;
  rmSync(pgDir, { recursive: true, force: true });
  const { openPglite } = await import('../../../apps/server/src/db/pglite.ts');
  const client = await openPglite(pgDir, { loadDataDir: new Blob([readFileSync(template)]) });
  await client.close();
}
