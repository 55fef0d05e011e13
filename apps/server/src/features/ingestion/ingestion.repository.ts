import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { events, jobs } from '../../db/schema/index.ts';

export type NewEvent = typeof events.$inferInsert;

/** The job created with each event that has a screenshot, in the same statement. */
export interface FollowUpJob {
  queue: string;
  runAt: Date;
  /** The events (by event id) that get one. */
  eventIds: string[];
}

const uuidArray = (ids: string[]) => `{${ids.join(',')}}`;
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
  ${e.detectionBoxes ? JSON.stringify(e.detectionBoxes) : null}::jsonb, ${e.hasScreenshot ?? false}::boolean,
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
     * Inserts the events that are new (idempotent on customer_id, event_id) and their follow-up jobs,
     * all in one statement: both exist or neither, in one round trip, which is most of the cost of a
     * report on the embedded database. The job rows are the queue's (jobs table). Answers the new ones.
     */
    async insertMany(tx: Db | Tx, rows: NewEvent[], job: FollowUpJob): Promise<Map<string, number>> {
      const result = await tx.execute(sql`
        with inserted as (
          insert into ${events} (${sql.raw(EVENT_COLUMNS.join(', '))})
          values ${sql.join(rows.map(eventValues), sql`, `)}
          on conflict (customer_id, event_id) do nothing
          returning id, event_id, customer_id
        ),
        queued as (
          insert into ${jobs} (${sql.identifier(jobs.queue.name)}, ${sql.identifier(jobs.payload.name)}, ${sql.identifier(jobs.runAt.name)})
          select ${job.queue}, jsonb_build_object('customerId', customer_id, 'eventId', event_id), ${job.runAt.toISOString()}::timestamptz
          from inserted where event_id = any(${uuidArray(job.eventIds)}::uuid[])
        )
        select id, event_id from inserted`);
      const inserted = (result as unknown as { rows: { id: number | string; event_id: string }[] }).rows;
      return new Map(inserted.map((r) => [r.event_id, Number(r.id)]));
    },
  };
}
