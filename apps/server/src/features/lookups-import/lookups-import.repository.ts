import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { lookups } from '../../db/schema/index.ts';

export interface LookupRow {
  lookupId: string;
  code: string;
  value: string;
  strFlexField1: string;
  strFlexField2: string;
  sortOrder: number;
}

/**
 * Rows per statement. One JSON parameter per batch keeps the statement small for the parser
 * (PostgreSQL caps a statement at 65,535 bind parameters) while a 150k-row city list still needs only a
 * handful of round trips.
 */
const BATCH = 25_000;

// Built with the database like every repository; each call here runs in the caller's transaction.
export function lookupsImportRepository(_db: Db) {
  return {
    async hasEntries(tx: Db | Tx, lookupId: string): Promise<boolean> {
      const rows = await tx
        .select({ id: lookups.id })
        .from(lookups)
        .where(eq(lookups.lookupId, lookupId))
        .limit(1);
      return rows.length > 0;
    },
    /** Fresh statistics after a bulk load, so state and city queries use the index from the start. */
    async analyze(tx: Db | Tx) {
      await tx.execute(sql`analyze lookups`);
    },
    /** Inserts rows, skipping any whose (list, parents, code) already exists. Returns how many were new. */
    async insertMany(tx: Db | Tx, rows: readonly LookupRow[]): Promise<number> {
      let inserted = 0;
      for (let start = 0; start < rows.length; start += BATCH) {
        const batch = JSON.stringify(rows.slice(start, start + BATCH));
        const result = await tx.execute(sql`
          with added as (
            insert into lookups (lookup_id, code, value, str_flex_field_1, str_flex_field_2, sort_order)
            select r."lookupId", r.code, r.value, r."strFlexField1", r."strFlexField2", r."sortOrder"
            from json_to_recordset(${batch}::json) as r(
              "lookupId" text, code text, value text, "strFlexField1" text, "strFlexField2" text, "sortOrder" int)
            on conflict (lookup_id, str_flex_field_1, str_flex_field_2, code) do nothing
            returning 1
          )
          select count(*)::int as n from added`);
        // Both drivers answer raw SQL with a `rows` array.
        inserted += rowsOf<{ n: number }>(result)[0]?.n ?? 0;
      }
      return inserted;
    },
  };
}
