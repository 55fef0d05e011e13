import type { ThreatIntelFilters, ThreatIntelSort } from '@baitwatch/contracts/threat-intel/filter-by';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AuthorizedEverything, AuthorizedOrganization } from '../../auth/authorized.ts';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { threatIntel } from '../../db/schema/index.ts';

/** What a submission says of the threat: its host's IP, lookup codes and evidence blob addresses. */
interface ThreatDescription {
  threatIpAddress: string | null;
  industry: string | null;
  country: string | null;
  state: string | null;
  city: string | null;
  screenshotBlob: string | null;
  htmlBlob: string | null;
}

/** A threat intel record as stored (catalog.ts `threat_intel`); evidence columns hold blob addresses. */
export interface ThreatIntelRow extends ThreatDescription {
  id: number;
  customerId: number | null;
  eventRowId: number | string | null;
  eventId: string | null;
  threatUrl: string;
  detectedBrands: string[];
  threatDetectedOn: Date | string;
  isVerified: boolean;
  submittedOn: Date | string;
}

export interface ThreatIntelWrite extends ThreatDescription {
  eventRowId: number;
  threatUrl: string;
  detectedBrands: string[];
  threatDetectedOn: Date;
  submittedOn: Date;
  submittedBy: string | null;
}

export interface ThreatIntelPageQuery {
  since: Date;
  filters: ThreatIntelFilters;
  sort: ThreatIntelSort;
  offset: number;
  limit: number;
}

const COLUMNS = sql`t.id, t.customer_id as "customerId", t.event_row_id as "eventRowId",
  e.event_id as "eventId", t.threat_url as "threatUrl", t.detected_brands as "detectedBrands",
  t.threat_detected_on as "threatDetectedOn", t.is_verified as "isVerified",
  t.threat_ip_address as "threatIpAddress", t.industry, t.country, t.state, t.city,
  t.screenshot_blob as "screenshotBlob", t.html_blob as "htmlBlob", t.submitted_on as "submittedOn"`;

/**
 * A lookup's name for a code (lookups are shared reference data). State codes repeat across countries
 * and city codes across states, so those are looked up under their country (and state).
 */
const lookupName = (lookupId: string, code: SQL, within: SQL = sql`true`) =>
  sql`(select l.value from lookups l where l.lookup_id = ${lookupId} and l.code = ${code} and ${within}
       order by l.id limit 1)`;

/**
 * The threat intel records: written in the verify's transaction for one organization's event, read by
 * everyone the policy lets see threat intel (it is shared by all licensed organizations).
 */
export function threatIntelRepository(db: Db) {
  const where = (q: Pick<ThreatIntelPageQuery, 'since' | 'filters'>) => {
    const parts = [sql`t.is_verified`, sql`t.threat_detected_on >= ${q.since.toISOString()}`];
    if (q.filters.brand !== undefined)
      parts.push(
        sql`exists (select 1 from unnest(t.detected_brands) b where lower(b) = lower(${q.filters.brand}))`,
      );
    return sql.join(parts, sql` and `);
  };

  return {
    /** The record of one event, replaced when it exists (one record per event: decision 0048). */
    async upsert(tx: Tx, organization: AuthorizedOrganization, w: ThreatIntelWrite) {
      const mine = and(eq(threatIntel.customerId, organization.id), eq(threatIntel.eventRowId, w.eventRowId));
      const [existing] = await tx.select({ id: threatIntel.id }).from(threatIntel).where(mine).for('update');
      const values = { ...w, isVerified: true };
      if (existing) {
        await tx.update(threatIntel).set(values).where(eq(threatIntel.id, existing.id));
        return { id: existing.id, replaced: true };
      }
      const [row] = await tx
        .insert(threatIntel)
        .values({ ...values, customerId: organization.id })
        .returning({ id: threatIntel.id });
      return { id: row?.id ?? 0, replaced: false };
    },

    /** Takes the events' records out of threat intel (Unverify). Their evidence blobs stay with the event. */
    async removeForEvents(tx: Tx, organization: AuthorizedOrganization, eventRowIds: number[]) {
      if (eventRowIds.length === 0) return 0;
      const rows = await tx
        .delete(threatIntel)
        .where(and(eq(threatIntel.customerId, organization.id), inArray(threatIntel.eventRowId, eventRowIds)))
        .returning({ id: threatIntel.id });
      return rows.length;
    },

    /**
     * One page of the feed. Remove Repeated URLs keeps each URL's latest record. Ordered by the sort,
     * then id, so pages do not overlap.
     */
    async page(_all: AuthorizedEverything, q: ThreatIntelPageQuery): Promise<ThreatIntelRow[]> {
      const base = q.filters.removeRepeatUrl
        ? sql`select distinct on (t.threat_url) ${COLUMNS} from threat_intel t
              left join events e on e.id = t.event_row_id where ${where(q)}
              order by t.threat_url, t.threat_detected_on desc, t.id desc`
        : sql`select ${COLUMNS} from threat_intel t left join events e on e.id = t.event_row_id where ${where(q)}`;
      const key = q.sort.field === 'brndName' ? sql`lower(r."detectedBrands"[1])` : sql`r."threatDetectedOn"`;
      const dir = sql.raw(q.sort.order);
      return rowsOf<ThreatIntelRow>(
        await db.execute(sql`select * from (${base}) r
          order by ${key} ${dir} nulls last, r.id ${dir} limit ${q.limit} offset ${q.offset}`),
      );
    },

    /** One record with the lookup names of its codes, or null. */
    async one(_all: AuthorizedEverything, id: number) {
      const [row] = rowsOf<
        ThreatIntelRow & {
          industryName: string | null;
          countryName: string | null;
          stateName: string | null;
          cityName: string | null;
        }
      >(
        await db.execute(sql`select ${COLUMNS},
            ${lookupName('LKP_INDUSTRY', sql`t.industry`)} as "industryName",
            ${lookupName('LKP_COUNTRY', sql`t.country`)} as "countryName",
            ${lookupName('LKP_STATE', sql`t.state`, sql`l.str_flex_field_1 = t.country`)} as "stateName",
            ${lookupName(
              'LKP_CITY',
              sql`t.city`,
              sql`l.str_flex_field_1 = t.country and l.str_flex_field_2 = t.state`,
            )} as "cityName"
          from threat_intel t left join events e on e.id = t.event_row_id
          where t.id = ${id} and t.is_verified`),
      );
      return row ?? null;
    },

    /** Records since a time, and the brands most targeted among them (the landing content). */
    async tallies(_all: AuthorizedEverything, monthStart: Date, since: Date) {
      const [counts] = rowsOf<{ month: string | number; recent: string | number }>(
        await db.execute(sql`select
            count(*) filter (where threat_detected_on >= ${monthStart.toISOString()}) as month,
            count(*) filter (where threat_detected_on >= ${since.toISOString()}) as recent
          from threat_intel where is_verified and threat_detected_on >= ${(
            monthStart < since ? monthStart : since
          ).toISOString()}`),
      );
      const brands = rowsOf<{ brand: string; count: string | number }>(
        await db.execute(sql`select b as brand, count(*) as count
          from threat_intel t, unnest(t.detected_brands) b
          where t.is_verified and t.threat_detected_on >= ${since.toISOString()}
          group by b order by count(*) desc, b limit 5`),
      );
      return {
        thisMonth: Number(counts?.month ?? 0),
        last30Days: Number(counts?.recent ?? 0),
        topBrands: brands.map((b) => ({ brand: b.brand, count: Number(b.count) })),
      };
    },
  };
}
