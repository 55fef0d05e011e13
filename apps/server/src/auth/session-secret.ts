import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Database } from '../db/client.ts';
import { serverSecretsRepository } from './server-secrets.repository.ts';

/** A JWT secret that survives restarts of the embedded setup (one process), so sessions do too. */
function fileSecret(dataDir: string): string {
  const file = `${dataDir}/jwt-secret`;
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/**
 * The key that signs session tokens when JWT_SECRET is not set. On PostgreSQL, which several server
 * processes may share, it is kept in the database so a session made by one works on every other
 * (decision 0054); the embedded database belongs to one process and keeps it in DATA_DIR, as before.
 */
export async function sessionSecret(database: Database, dataDir: string): Promise<string> {
  if (database.kind !== 'postgres') return fileSecret(dataDir);
  return serverSecretsRepository(database.db).getOrCreate('jwt', randomBytes(32).toString('hex'));
}
