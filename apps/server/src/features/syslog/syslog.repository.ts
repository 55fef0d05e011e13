import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { syslogDestinations, syslogMessages } from '../../db/schema/index.ts';
import type { PushEnvelope } from '../push/push-event.ts';
import { hearing, inScope, type PushPlace, type PushScope } from '../push/push-scope.ts';

export type DestinationRow = typeof syslogDestinations.$inferSelect;
export type NewDestination = typeof syslogDestinations.$inferInsert;
export type WaitingMessage = { id: number; payload: PushEnvelope };

const SCOPE_COLUMNS = { customerId: syslogDestinations.customerId, tenantId: syslogDestinations.tenantId };

/** Syslog destinations and the messages waiting for them (db/schema/syslog.ts). */
export function syslogRepository(db: Db) {
  return {
    async destinationsOf(scope: PushScope) {
      return db
        .select()
        .from(syslogDestinations)
        .where(inScope(SCOPE_COLUMNS, scope))
        .orderBy(syslogDestinations.created);
    },

    async countDestinations(tx: Tx, scope: PushScope): Promise<number> {
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(syslogDestinations)
        .where(inScope(SCOPE_COLUMNS, scope));
      return row?.count ?? 0;
    },

    /** A destination by id, whoever's it is: the service then asks the policy about its scope. */
    async destination(id: string): Promise<DestinationRow | null> {
      const [row] = await db.select().from(syslogDestinations).where(eq(syslogDestinations.id, id));
      return row ?? null;
    },

    /** The destination, locked until the transaction ends: one process sends its messages at a time, in order. */
    async lockDestination(tx: Tx, id: string): Promise<DestinationRow | null> {
      const [row] = await tx
        .select()
        .from(syslogDestinations)
        .where(eq(syslogDestinations.id, id))
        .for('update');
      return row ?? null;
    },

    async insertDestination(tx: Tx, row: NewDestination): Promise<DestinationRow> {
      const [inserted] = await tx.insert(syslogDestinations).values(row).returning();
      if (!inserted) throw new Error('The destination was not stored');
      return inserted;
    },

    async updateDestination(tx: Db | Tx, id: string, changes: Partial<NewDestination>) {
      const [row] = await tx
        .update(syslogDestinations)
        .set(changes)
        .where(eq(syslogDestinations.id, id))
        .returning();
      return row ?? null;
    },

    async deleteDestination(tx: Tx, id: string): Promise<void> {
      await tx.delete(syslogDestinations).where(eq(syslogDestinations.id, id));
    },

    /** The enabled destinations that hear of an event of this type here, once they existed. */
    async listeners(tx: Db | Tx, place: PushPlace, eventType: string, occurredAt: Date) {
      return tx
        .select({ id: syslogDestinations.id })
        .from(syslogDestinations)
        .where(
          and(
            eq(syslogDestinations.enabled, true),
            sql`${eventType} = any(${syslogDestinations.eventTypes})`,
            lte(syslogDestinations.created, occurredAt),
            hearing(SCOPE_COLUMNS, place),
          ),
        );
    },

    /** New messages; one already written for the same destination and source is left as it is. */
    async insertMessages(
      tx: Db | Tx,
      rows: readonly {
        destinationId: string;
        eventType: string;
        sourceKey: string;
        payload: object;
        created: Date;
      }[],
    ): Promise<{ destinationId: string }[]> {
      if (rows.length === 0) return [];
      return tx
        .insert(syslogMessages)
        .values([...rows])
        .onConflictDoNothing({ target: [syslogMessages.destinationId, syslogMessages.sourceKey] })
        .returning({ destinationId: syslogMessages.destinationId });
    },

    /** The oldest waiting messages of a destination, in the order they were written. */
    async waiting(tx: Tx, destinationId: string, limit: number): Promise<WaitingMessage[]> {
      const rows = await tx
        .select({ id: syslogMessages.id, payload: syslogMessages.payload })
        .from(syslogMessages)
        .where(and(eq(syslogMessages.destinationId, destinationId), isNull(syslogMessages.sentAt)))
        .orderBy(asc(syslogMessages.id))
        .limit(limit);
      return rows as WaitingMessage[];
    },

    async markSent(tx: Tx, ids: readonly number[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(syslogMessages)
        .set({ sentAt: at })
        .where(inArray(syslogMessages.id, [...ids]));
    },

    /** Per destination: messages waiting, and those sent since `since`. */
    async counts(destinationIds: readonly string[], since: Date) {
      if (destinationIds.length === 0) return new Map<string, { waiting: number; sent: number }>();
      const rows = rowsOf<{ destinationId: string; waiting: number; sent: number }>(
        await db.execute(sql`
          select destination_id as "destinationId",
                 count(*) filter (where sent_at is null)::int as waiting,
                 count(*) filter (where sent_at > ${since.toISOString()}::timestamptz)::int as sent
          from ${syslogMessages}
          where destination_id in ${sql`(${sql.join(
            destinationIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`}
            and (sent_at is null or sent_at > ${since.toISOString()}::timestamptz)
          group by destination_id`),
      );
      return new Map(rows.map((r) => [r.destinationId, { waiting: r.waiting, sent: r.sent }]));
    },

    /** Drops messages sent before `before` (waiting ones stay, however old). */
    async prune(before: Date): Promise<void> {
      await db.delete(syslogMessages).where(lt(syslogMessages.sentAt, before));
    },
  };
}

export type SyslogRepository = ReturnType<typeof syslogRepository>;
