import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The embedded database with the extensions the migrations create: pg_trgm, for the trigram indexes
 * of migration 0014 (decision 0057). PGlite builds contrib extensions in but loads only those it is
 * given, and a data directory whose indexes use one cannot be written without it, so every PGlite
 * that opens Baitwatch's data (the server, the start-up template) opens it through here.
 */
export function openPglite(dataDir?: string, options: Omit<PGliteOptions, 'extensions'> = {}) {
  return PGlite.create(dataDir, { ...options, extensions: { pg_trgm } });
}
