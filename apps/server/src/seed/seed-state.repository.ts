import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

/** An arbitrary constant naming the seed's advisory lock. */
const SEED_LOCK_KEY = 7_320_411;

// Built with the database like every repository; each call here runs in the caller's transaction.
export function seedStateRepository(_db: Db) {
  return {
    /** Serializes first starts: several processes starting on one empty database seed it once. */
    async lock(tx: Tx) {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    },
    /** Empty means nobody has used it yet: no tenants and no console users. */
    async isEmpty(tx: Tx) {
      const result = await tx.execute(sql`
        select not exists (select 1 from tenants) and not exists (select 1 from admin_users) as empty`);
      // Both drivers answer raw SQL with a `rows` array.
      const rows = rowsOf<{ empty: boolean }>(result);
      return rows[0]?.empty === true;
    },
  };
}
