// Test-only: the plan PostgreSQL (or PGlite) chooses for a statement, to check that the index meant
// for a read answers it (its expression, operator class and predicate match the statement's).
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

/**
 * The plan of `statement` as `explain` prints it, one line per node. Sequential scans are off: a
 * test's few thousand events fit in so few pages that reading them all would win, which it never does
 * at the sizes the indexes are for.
 */
export async function planOf(db: Db, statement: SQL): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = rowsOf<Record<string, string>>(await tx.execute(sql`explain ${statement}`));
    return rows.map((r) => Object.values(r)[0]).join('\n');
  });
}
