import type { AuditLogFilter } from '@baitwatch/contracts/audit/list-audit-log';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type {
  AuthorizedEverything,
  AuthorizedOrganization,
  AuthorizedTenant,
} from '../../auth/authorized.ts';
import type { Db, Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import { auditLog, customers, tenants } from '../../db/schema/index.ts';

export type NewAuditEntry = typeof auditLog.$inferInsert;

/** Which entries a reader may see: everything (the provider), one tenant's, or one organization's. */
export type AuditReach = AuthorizedEverything | AuthorizedTenant | AuthorizedOrganization;

function reachCondition(reach: AuditReach): SQL | undefined {
  if ('kind' in reach) return undefined;
  if ('tenantId' in reach) return eq(auditLog.customerId, reach.id);
  return eq(auditLog.tenantId, reach.id);
}

function whereOf(reach: AuditReach, filter: AuditLogFilter): SQL | undefined {
  return and(
    reachCondition(reach),
    filter.actor ? sql`${auditLog.actorEmail} ilike ${containsPattern(filter.actor)}` : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.startTime ? gte(auditLog.created, new Date(filter.startTime)) : undefined,
    filter.endTime ? lte(auditLog.created, new Date(filter.endTime)) : undefined,
  );
}

export function auditLogRepository(db: Db) {
  return {
    /** Written by the change's own transaction: the entry exists exactly when the change does. */
    async insert(tx: Db | Tx, entry: NewAuditEntry) {
      await tx.insert(auditLog).values(entry);
    },

    /** Newest first, with the names of the organization and tenant as they are now. */
    async page(reach: AuditReach, filter: AuditLogFilter, offset: number, limit: number) {
      return db
        .select({
          id: auditLog.id,
          created: auditLog.created,
          actorEmail: auditLog.actorEmail,
          actorRole: auditLog.actorRole,
          tenantId: auditLog.tenantId,
          tenantName: tenants.tenantName,
          customerId: auditLog.customerId,
          organizationName: customers.organizationName,
          action: auditLog.action,
          target: auditLog.target,
          before: auditLog.before,
          after: auditLog.after,
          clientAddress: auditLog.clientAddress,
        })
        .from(auditLog)
        .leftJoin(customers, eq(customers.id, auditLog.customerId))
        .leftJoin(tenants, eq(tenants.id, auditLog.tenantId))
        .where(whereOf(reach, filter))
        .orderBy(desc(auditLog.created), desc(auditLog.id))
        .offset(offset)
        .limit(limit);
    },

    async count(reach: AuditReach, filter: AuditLogFilter): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(whereOf(reach, filter));
      return row?.n ?? 0;
    },
  };
}
export type AuditRow = Awaited<ReturnType<ReturnType<typeof auditLogRepository>['page']>>[number];
