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
      const insert = tx
        .insert(events)
        .values(rows)
        .onConflictDoNothing({ target: [events.customerId, events.eventId] })
        .returning({ id: events.id, eventId: events.eventId, customerId: events.customerId });
      const result = await tx.execute(sql`
        with inserted as (${insert.getSQL()}),
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
