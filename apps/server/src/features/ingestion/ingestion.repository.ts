import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';

export type NewEvent = typeof events.$inferInsert;

/** Stores reported events. Every statement names the organization of the reporting install. */
export function ingestionRepository(db: Db) {
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
      const [row] = await tx
        .insert(events)
        .values(event)
        .onConflictDoNothing({ target: [events.customerId, events.eventId] })
        .returning({ id: events.id });
      return row?.id ?? null;
    },
  };
}
