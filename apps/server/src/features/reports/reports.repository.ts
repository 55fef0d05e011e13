import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AuthorizedOrganizations } from '../../auth/authorized.ts';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  adminUsers,
  customers,
  reportMailings,
  reportSubscriptions,
  tenants,
} from '../../db/schema/index.ts';
import { idArray } from '../../db/sql-lists.ts';
import { type ReportScope, scopeColumns, scopeKey } from './report-scope.ts';

type Count = number | string;

/** The reports' SQL (decision 0074): subscriptions, mailings, and the figures the dashboard has no card for. */
export function reportsRepository(db: Db) {
  return {
    async subscription(scope: ReportScope) {
      const [row] = await db
        .select({ recipients: reportSubscriptions.recipients, weekly: reportSubscriptions.weekly })
        .from(reportSubscriptions)
        .where(eq(reportSubscriptions.scopeKey, scopeKey(scope)));
      return row ?? { recipients: [], weekly: false };
    },

    async saveSubscription(tx: Db | Tx, scope: ReportScope, recipients: string[], weekly: boolean) {
      await tx
        .insert(reportSubscriptions)
        .values({ ...scopeColumns(scope), recipients, weekly })
        .onConflictDoUpdate({
          target: reportSubscriptions.scopeKey,
          set: { recipients, weekly, updated: sql`now()` },
        });
    },

    /** Every scope with someone to mail (a weekly run: those that asked for weekly too). */
    async subscribed(weeklyOnly: boolean) {
      const rows = await db
        .select({ customerId: reportSubscriptions.customerId, tenantId: reportSubscriptions.tenantId })
        .from(reportSubscriptions)
        .where(
          and(
            sql`cardinality(${reportSubscriptions.recipients}) > 0`,
            weeklyOnly ? eq(reportSubscriptions.weekly, true) : undefined,
          ),
        );
      return rows.map(
        (r): ReportScope =>
          r.tenantId !== null ? { tenantId: r.tenantId } : { customerId: r.customerId ?? 0 },
      );
    },

    /**
     * Records a period as mailed, unless it already is: false when another process (or an earlier
     * try) got there first. Inside the transaction that writes the mails, so both or neither stay.
     */
    async claimMailing(tx: Tx, scope: ReportScope, period: string, recipients: number): Promise<boolean> {
      const rows = await tx
        .insert(reportMailings)
        .values({ ...scopeColumns(scope), period, recipients })
        .onConflictDoNothing()
        .returning({ period: reportMailings.period });
      return rows.length > 0;
    },

    async mailings(scope: ReportScope) {
      return db
        .select({
          period: reportMailings.period,
          recipients: reportMailings.recipients,
          mailedAt: reportMailings.mailedAt,
        })
        .from(reportMailings)
        .where(eq(reportMailings.scopeKey, scopeKey(scope)));
    },

    /** The admins a report may go to: the organization's and its tenant's, or (a roll-up) the tenant's. */
    async candidates(scope: ReportScope, tenantId: number) {
      const ofTenant = and(eq(adminUsers.role, 'TenantAdmin'), eq(adminUsers.tenantId, tenantId));
      const where =
        'customerId' in scope
          ? or(
              ofTenant,
              and(eq(adminUsers.role, 'CustomerAdmin'), eq(adminUsers.customerId, scope.customerId)),
            )
          : ofTenant;
      const rows = await db
        .select({
          email: adminUsers.email,
          firstName: adminUsers.firstName,
          lastName: adminUsers.lastName,
          role: adminUsers.role,
        })
        .from(adminUsers)
        .where(where)
        .orderBy(adminUsers.role, adminUsers.email);
      return rows.map((r) => ({
        email: r.email.toLowerCase(),
        name: `${r.firstName} ${r.lastName}`.trim(),
        role: r.role,
      }));
    },

    /** The scope's name for the title: the organization's, or the tenant's. */
    async scopeName(scope: ReportScope): Promise<string> {
      if ('tenantId' in scope) {
        const [row] = await db
          .select({ name: tenants.tenantName })
          .from(tenants)
          .where(eq(tenants.id, scope.tenantId));
        return row?.name ?? '';
      }
      const [row] = await db
        .select({ name: customers.organizationName })
        .from(customers)
        .where(eq(customers.id, scope.customerId));
      return row?.name ?? '';
    },

    /** Licensed seats over the organizations; null when any of them has no cap. */
    async licensedSeats(organizations: AuthorizedOrganizations): Promise<number | null> {
      if (organizations.ids.length === 0) return 0;
      const rows = await db
        .select({ seats: customers.noOfUsers })
        .from(customers)
        .where(inArray(customers.id, [...organizations.ids]));
      if (rows.some((r) => r.seats === null)) return null;
      return rows.reduce((n, r) => n + (r.seats ?? 0), 0);
    },

    /**
     * Time to triage: of the detections first triaged (verified, false positive, triaged, cleared) in
     * [from, to), how many, and the median and mean time from detection to that first decision.
     */
    async timeToTriage(organizations: AuthorizedOrganizations, from: Date, to: Date) {
      if (organizations.ids.length === 0) return { triaged: 0, medianSeconds: null, meanSeconds: null };
      const result = await db.execute(sql`
        with first_decision as (
          select a.customer_id, a.event_row_id, min(a.created) as decided from event_actions a
          where a.customer_id = any(${idArray(organizations.ids)}) and a.created < ${to.toISOString()}
            and a.action in ('verify', 'false_positive', 'triage', 'clear')
          group by a.customer_id, a.event_row_id
          having min(a.created) >= ${from.toISOString()}
        ), waits as (
          select greatest(extract(epoch from f.decided - e.detection_time), 0) as seconds
          from first_decision f join events e on e.customer_id = f.customer_id and e.id = f.event_row_id
        )
        select count(*) as triaged,
          percentile_cont(0.5) within group (order by seconds) as median_seconds,
          avg(seconds) as mean_seconds
        from waits`);
      const [row] = rowsOf<{ triaged: Count; median_seconds: Count | null; mean_seconds: Count | null }>(
        result,
      );
      const num = (v: Count | null | undefined) => (v === null || v === undefined ? null : Number(v));
      return {
        triaged: Number(row?.triaged ?? 0),
        medianSeconds: num(row?.median_seconds),
        meanSeconds: num(row?.mean_seconds),
      };
    },
  };
}
