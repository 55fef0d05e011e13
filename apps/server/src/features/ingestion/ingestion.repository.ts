import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { events, jobs } from '../../db/schema/index.ts';

export type NewEvent = typeof events.$inferInsert;

/** A job row to create with the event, exactly when the event is created. */
export interface FollowUpJob {
  queue: string;
  payload: Record<string, unknown>;
  runAt: Date;
}

/** Stores reported events. Every statement names the organization of the reporting install. */
export function ingestionRepository(db: Db) {
  const insertEvent = (tx: Db | Tx, event: NewEvent) =>
    tx
      .insert(events)
      .values(event)
      .onConflictDoNothing({ target: [events.customerId, events.eventId] })
      .returning({ id: events.id });

  return {
    async findRowId(customerId: number, eventId: string): Promise<number | null> {
      const [row] = await db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.customerId, customerId), eq(events.eventId, eventId)));
      return row?.id ?? null;
    },

    /** Idempotent on (customer_id, event_id): null when the event was stored before. */
    async insert(tx: Db | Tx, event: NewEvent): Promise<number | null> {
      const [row] = await insertEvent(tx, event);
      return row?.id ?? null;
    },

    /**
     * The event and its follow-up job in one statement, so both exist or neither: the job row is the
     * queue's (jobs table), written here rather than through a second round trip, which is most of the
     * cost of a report on the embedded database. No job when the event was stored before.
     */
    async insertWithJob(tx: Db | Tx, event: NewEvent, job: FollowUpJob): Promise<number | null> {
      const result = await tx.execute(sql`
        with inserted as (${insertEvent(tx, event).getSQL()}),
        queued as (
          insert into ${jobs} (${sql.identifier(jobs.queue.name)}, ${sql.identifier(jobs.payload.name)}, ${sql.identifier(jobs.runAt.name)})
          select ${job.queue}, ${JSON.stringify(job.payload)}::jsonb, ${job.runAt.toISOString()}::timestamptz from inserted
        )
        select id from inserted`);
      const [row] = (result as unknown as { rows: { id: number | string }[] }).rows;
      return row ? Number(row.id) : null;
    },
  };
}
