import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { executePrepared } from '../../../db/prepared.ts';
import { rowsOf } from '../../../db/rows.ts';
import { events } from '../../../db/schema/index.ts';

export type NewEvent = typeof events.$inferInsert;

/** A text[] literal: each element quoted, quotes and backslashes escaped. */
const textArray = (values: string[]) =>
  `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;

// The insert is written out rather than built by the query builder: building a 23-column multi-row
// insert was the largest CPU cost of ingestion. Casts make it mean the same on pg and PGlite.
const EVENT_COLUMNS = [
  'customer_id',
  'event_id',
  'extension_user_id',
  'install_id',
  'type',
  'url',
  'detection_time',
  'user_action',
  'brands',
  'email',
  'os_user_id',
  'os_computer_name',
  'os_uuid',
  'os',
  'browser_name',
  'device_type',
  'domain_ip_address',
  'model_code',
  'detection_boxes',
  'detection_reasons',
  'has_screenshot',
  'has_html',
  'received',
];
const iso = (value: Date | undefined) => (value ?? new Date()).toISOString();
const eventValues = (e: NewEvent) => sql`(
  ${e.customerId}::int, ${e.eventId}::uuid, ${e.extensionUserId ?? null}::bigint, ${e.installId ?? null}::uuid,
  ${e.type}::smallint, ${e.url}, ${iso(e.detectionTime)}::timestamptz, ${e.userAction ?? 'Pending'},
  ${textArray(e.brands ?? [])}::text[], ${e.email ?? null}, ${e.osUserId ?? null}, ${e.osComputerName ?? null},
  ${e.osUuid ?? null}, ${e.os ?? null}, ${e.browserName ?? null}, ${e.deviceType ?? 'D'},
  ${e.domainIpAddress ?? null}, ${e.modelCode ?? null},
  ${e.detectionBoxes ? JSON.stringify(e.detectionBoxes) : null}::jsonb,
  ${e.detectionReasons ? JSON.stringify(e.detectionReasons) : null}::jsonb, ${e.hasScreenshot ?? false}::boolean,
  ${e.hasHtml ?? false}::boolean, ${iso(e.received)}::timestamptz)`;

/** Stores reported events. Every statement names the organization of the reporting install. */
export function ingestionRepository(db: Db) {
  return {
    /** Row ids of events stored before, by event id. */
    async findRowIds(customerId: number, eventIds: string[]): Promise<Map<string, number>> {
      const rows = await db
        .select({ id: events.id, eventId: events.eventId })
        .from(events)
        .where(and(eq(events.customerId, customerId), inArray(events.eventId, eventIds)));
      return new Map(rows.map((r) => [r.eventId, r.id]));
    },

    /**
     * Inserts the events that are new (idempotent on customer_id, event_id) and the jobs that follow
     * them in one statement, its own transaction: one round trip, so an organization's counters
     * (decision 0058) are held only for the commit. `followUps` is given the CTE of the stored events
     * (`cause` is each one's lower-case event id). Answers the new events' row ids by event id.
     */
    async insertMany(rows: NewEvent[], followUps: (stored: SQL) => SQL | null): Promise<Map<string, number>> {
      const stored = sql.raw('stored');
      const jobs = followUps(stored);
      // Prepared: the same few texts (one per batch size and kind of follow-up) serve every call.
      const result = await executePrepared(
        db,
        sql`
        with ${stored} as (
          insert into ${events} (${sql.raw(EVENT_COLUMNS.join(', '))})
          values ${sql.join(rows.map(eventValues), sql`, `)}
          on conflict (customer_id, event_id) do nothing
          returning id, event_id, event_id::text as cause
        )${jobs ? sql`, follow_ups as (${jobs})` : sql``}
        select id, event_id from ${stored}`,
      );
      return new Map(
        rowsOf<{ id: number | string; event_id: string }>(result).map((r) => [r.event_id, Number(r.id)]),
      );
    },
  };
}
