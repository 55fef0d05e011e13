import { EVENT_TYPES } from '@baitwatch/contracts/events/event-types';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { events } from '../../db/schema/index.ts';

/** A city with its state and country: the codes the threat intel form's cascading lookups send. */
export interface DemoPlace {
  country: string;
  state: string;
  city: string;
}

/** Where the demo's phishing pages were hosted: a spread of countries (codes of LKP_COUNTRY). */
const DEMO_COUNTRIES = ['US', 'GB', 'DE', 'NL', 'FR', 'IN', 'BR', 'SG', 'CA', 'AU'];

export interface TriageCandidate {
  id: number;
  customerId: number;
  type: number;
  detectionTime: Date;
}

/** The demo's untouched incidents and reported phish detected before a time, oldest row first. */
export function demoTriageRepository(db: Db) {
  return {
    async untouchedBefore(before: Date): Promise<TriageCandidate[]> {
      return db
        .select({
          id: events.id,
          customerId: events.customerId,
          type: events.type,
          detectionTime: events.detectionTime,
        })
        .from(events)
        .where(
          and(
            inArray(events.type, [EVENT_TYPES.incident, EVENT_TYPES.reportedPhish]),
            lt(events.detectionTime, before),
            eq(events.triagedEvent, false),
            eq(events.isVerified, 'N'),
            eq(events.isFalsePositive, false),
            eq(events.cleared, false),
          ),
        )
        .orderBy(asc(events.id));
    },

    /** One city of each state of the demo's countries, from the reference lookups. */
    async places(): Promise<DemoPlace[]> {
      return rowsOf<DemoPlace>(
        await db.execute(sql`select distinct on (l.str_flex_field_1, l.str_flex_field_2)
            l.str_flex_field_1 as country, l.str_flex_field_2 as state, l.code as city
          from lookups l
          where l.lookup_id = 'LKP_CITY' and l.str_flex_field_1 in (${sql.join(
            DEMO_COUNTRIES.map((c) => sql`${c}`),
            sql`, `,
          )})
          order by l.str_flex_field_1, l.str_flex_field_2, l.sort_order, l.id`),
      );
    },

    /** The industry codes of the reference lookups. */
    async industries(): Promise<string[]> {
      const rows = rowsOf<{ code: string }>(
        await db.execute(
          sql`select code from lookups where lookup_id = 'LKP_INDUSTRY' order by sort_order, id`,
        ),
      );
      return rows.map((r) => r.code);
    },
  };
}
