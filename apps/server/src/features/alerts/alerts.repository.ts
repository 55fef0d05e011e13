import { ALERT_EVENT_TYPES } from '@baitwatch/contracts/events/constants';
import { and, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { adminUsers, customers, incidentAlerts } from '../../db/schema/index.ts';

export interface AlertedIncident {
  id: number | string;
  eventId: string;
  type: number;
  triagedEvent: boolean;
  url: string;
  email: string | null;
  detectionTime: Date | string;
  total: number | string;
}

/** The reads and writes of the incident email alerts, inside the alert job's transaction. */
// Built with the database like every repository; each call here runs in the caller's transaction.
export function alertsRepository(_db: Db) {
  return {
    async customer(tx: Tx, customerId: number) {
      const [row] = await tx
        .select({
          id: customers.id,
          tenantId: customers.tenantId,
          organizationName: customers.organizationName,
          licenseType: customers.licenseType,
          isActive: customers.isActive,
        })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row ?? null;
    },

    /** The organization's own admins and its tenant's admins who want alerts and have an account. */
    async recipients(tx: Tx, customerId: number, tenantId: number) {
      return tx
        .select({ email: adminUsers.email, firstName: adminUsers.firstName })
        .from(adminUsers)
        .where(
          and(
            eq(adminUsers.sendEmail, true),
            isNotNull(adminUsers.passwordHash),
            or(
              and(eq(adminUsers.role, 'CustomerAdmin'), eq(adminUsers.customerId, customerId)),
              and(eq(adminUsers.role, 'TenantAdmin'), eq(adminUsers.tenantId, tenantId)),
            ),
          ),
        )
        .orderBy(adminUsers.email);
    },

    /**
     * Marks the organization's unannounced incidents detected since `since` as announced, and
     * answers the newest `limit` of them with the number marked (in `total`).
     */
    async claimUnannounced(tx: Tx, customerId: number, since: Date, now: Date, limit: number) {
      const types = sql.join(
        ALERT_EVENT_TYPES.map((t) => sql`${t}`),
        sql`, `,
      );
      const result = await tx.execute(sql`
        with candidates as (
          select e.id, e.event_id, e.type, e.triaged_event, e.url, e.email, e.detection_time from events e
          where e.customer_id = ${customerId} and e.detection_time >= ${since.toISOString()}
            and e.type in (${types}) and not e.is_false_positive and not e.cleared
            and not exists (
              select 1 from incident_alerts a where a.customer_id = e.customer_id and a.event_row_id = e.id)
        ), marked as (
          insert into incident_alerts (customer_id, event_row_id, alerted_at)
          select ${customerId}, id, ${now.toISOString()} from candidates
          on conflict do nothing returning event_row_id
        )
        select c.id, c.event_id as "eventId", c.type, c.triaged_event as "triagedEvent", c.url, c.email,
          c.detection_time as "detectionTime", (select count(*) from marked) as total
        from candidates c join marked m on m.event_row_id = c.id
        order by c.detection_time desc, c.id desc limit ${limit}`);
      return rowsOf<AlertedIncident>(result);
    },

    async prune(tx: Tx, customerId: number, before: Date) {
      await tx
        .delete(incidentAlerts)
        .where(and(eq(incidentAlerts.customerId, customerId), lt(incidentAlerts.alertedAt, before)));
    },
  };
}
