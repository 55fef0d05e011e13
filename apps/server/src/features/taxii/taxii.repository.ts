import { type SQL, sql } from 'drizzle-orm';
import type { AuthorizedEverything } from '../../auth/authorized.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { IntelRecord } from './stix-objects.ts';

/** Where a page starts: the record (its exact submitted_on text and id) the previous page ended in. */
export interface RecordPosition {
  submittedKey: string;
  id: number;
}

export interface IntelRow extends IntelRecord {
  /** submitted_on to the microsecond, as text: a cursor that compares exactly (JS Dates keep ms). */
  submittedKey: string;
}

interface RawRow {
  id: number | string;
  threatUrl: string;
  detectedBrands: string[] | null;
  threatDetectedOn: Date | string;
  submittedOn: Date | string;
  submittedKey: string;
  industry: string | null;
  country: string | null;
  newBrands: string[] | null;
  isFirst: boolean;
}

/** Verified records added before this one (by submitted_on, then id). */
const EARLIER = sql`t2.is_verified and (t2.submitted_on, t2.id) < (ti.submitted_on, ti.id)`;

/**
 * The threat intel as TAXII reads it: verified records in the order they were added (submitted_on,
 * then id), so a page boundary never moves when records arrive. Only the columns every threat intel
 * record has are read (the threat-intel feature owns the table and may add more).
 */
export function taxiiRepository(db: Db) {
  return {
    async verifiedRecords(
      _all: AuthorizedEverything,
      q: { addedAfter?: Date | undefined; from?: RecordPosition | undefined; limit: number },
    ): Promise<IntelRow[]> {
      const where: SQL[] = [sql`ti.is_verified`];
      if (q.addedAfter) where.push(sql`ti.submitted_on > ${q.addedAfter.toISOString()}`);
      if (q.from)
        where.push(sql`(ti.submitted_on, ti.id) >= (${q.from.submittedKey}::timestamptz, ${q.from.id})`);
      const rows = rowsOf<RawRow>(
        await db.execute(sql`
          select ti.id, ti.threat_url as "threatUrl", ti.detected_brands as "detectedBrands",
            ti.threat_detected_on as "threatDetectedOn", ti.submitted_on as "submittedOn",
            to_char(ti.submitted_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "submittedKey",
            ti.industry, ti.country,
            array(select b from unnest(ti.detected_brands) b where not exists (
              select 1 from threat_intel t2 where ${EARLIER} and b = any(t2.detected_brands))) as "newBrands",
            not exists (select 1 from threat_intel t2 where ${EARLIER}) as "isFirst"
          from threat_intel ti
          where ${sql.join(where, sql` and `)}
          order by ti.submitted_on, ti.id
          limit ${q.limit}`),
      );
      return rows.map((r) => ({
        id: Number(r.id),
        threatUrl: r.threatUrl,
        detectedBrands: r.detectedBrands ?? [],
        threatDetectedOn: new Date(r.threatDetectedOn),
        submittedOn: new Date(r.submittedOn),
        submittedKey: r.submittedKey,
        industry: r.industry,
        country: r.country,
        newBrands: r.newBrands ?? [],
        isFirst: r.isFirst === true,
      }));
    },
  };
}
