import { and, asc, eq } from 'drizzle-orm';
import type { AuthorizedOrganization } from '../../../auth/authorized.ts';
import type { Db } from '../../../db/client.ts';
import { eventActions } from '../../../db/schema/index.ts';
import { isoTime } from './event-row.ts';

/** The incident details' action history (the events themselves are read through event-reads). */
export function incidentsRepository(db: Db) {
  return {
    async actionHistory(organization: AuthorizedOrganization, eventRowId: number) {
      const rows = await db
        .select({
          action: eventActions.action,
          actorEmail: eventActions.actorEmail,
          created: eventActions.created,
        })
        .from(eventActions)
        .where(and(eq(eventActions.customerId, organization.id), eq(eventActions.eventRowId, eventRowId)))
        .orderBy(asc(eventActions.created), asc(eventActions.id));
      return rows.map((r) => ({ ...r, created: isoTime(r.created) }));
    },
  };
}
