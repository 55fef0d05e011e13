import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventActions } from '../../db/schema/index.ts';
import { isoTime } from '../../event-reads/event-row.ts';

/** The incident details' action history (the events themselves are read through event-reads). */
export function incidentsRepository(db: Db) {
  return {
    async actionHistory(customerId: number, eventRowId: number) {
      const rows = await db
        .select({
          action: eventActions.action,
          actorEmail: eventActions.actorEmail,
          created: eventActions.created,
        })
        .from(eventActions)
        .where(and(eq(eventActions.customerId, customerId), eq(eventActions.eventRowId, eventRowId)))
        .orderBy(asc(eventActions.created), asc(eventActions.id));
      return rows.map((r) => ({ ...r, created: isoTime(r.created) }));
    },
  };
}
