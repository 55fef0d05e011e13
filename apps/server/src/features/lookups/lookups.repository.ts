import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lookups } from '../../db/schema/index.ts';

/** Lookup lists are shared reference data (countries, industries...), not tenant data: no scope. */
export function lookupsRepository(db: Db) {
  return {
    async entries(lookupId: string, filter: { sflex1?: string | undefined; sflex2?: string | undefined }) {
      return db
        .select({ code: lookups.code, value: lookups.value, str_flex_field_1: lookups.strFlexField1 })
        .from(lookups)
        .where(
          and(
            eq(lookups.lookupId, lookupId),
            filter.sflex1 ? eq(lookups.strFlexField1, filter.sflex1) : undefined,
            filter.sflex2 ? eq(lookups.strFlexField2, filter.sflex2) : undefined,
          ),
        )
        .orderBy(asc(lookups.sortOrder), asc(lookups.value), asc(lookups.code));
    },
  };
}
