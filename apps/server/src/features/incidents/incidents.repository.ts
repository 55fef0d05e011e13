import type { EventRef } from '@baitwatch/contracts/events/query-params';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { eventActions } from '../../db/schema/index.ts';
import { EVENT_COLUMNS, type EventRow, isoTime, rowsOf } from './event-row.ts';
import { type FeedQuery, feedCountSql, feedPageSql } from './feed-query.ts';

export const eventRefCondition = (ref: EventRef): SQL =>
  'id' in ref ? sql`e.id = ${ref.id}` : sql`e.event_id = ${ref.eventId}`;

/** Event reads of the incident feed and details. Every read names the organizations it may see. */
export function incidentsRepository(db: Db) {
  return {
    async feedPage(query: FeedQuery): Promise<EventRow[]> {
      return rowsOf<EventRow>(await db.execute(feedPageSql(query)));
    },

    async feedCount(query: FeedQuery): Promise<number> {
      const [row] = rowsOf<{ n: number | string }>(await db.execute(feedCountSql(query)));
      return Number(row?.n ?? 0);
    },

    async event(
      customerId: number,
      ref: EventRef,
      tx: Db | Tx = db,
    ): Promise<(EventRow & { organizationName: string }) | null> {
      const result = await tx.execute(sql`
        select ${EVENT_COLUMNS}, c.blob_container as "blobContainer", c.organization_name as "organizationName"
        from events e join customers c on c.id = e.customer_id
        where e.customer_id = ${customerId} and ${eventRefCondition(ref)}`);
      return rowsOf<EventRow & { organizationName: string }>(result)[0] ?? null;
    },

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
