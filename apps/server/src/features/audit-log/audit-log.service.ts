import { AUDIT_ACTIONS, type AuditAction } from '@baitwatch/contracts/audit/audit-actions';
import {
  AUDIT_EXPORT_MAX_ROWS,
  type AuditEntry,
  type AuditLogFilter,
  type ListAuditLogQuery,
  type ListAuditLogResponse,
} from '@baitwatch/contracts/audit/list-audit-log';
import { AUDIT_MESSAGES } from '@baitwatch/contracts/audit/messages';
import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import type { Role } from '@baitwatch/contracts/common/product';
import type { AuthorizedOrganization, AuthorizedTenant } from '../../auth/authorized.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { currentClientAddress } from '../../http/request-scope.ts';
import { csvOf } from '../../lib/csv.ts';
import type { FeatureContext } from '../context.ts';
import { type AuditReach, type AuditRow, auditLogRepository } from './audit-log.repository.ts';

type Fields = Record<string, unknown>;

/** Where a change happened: an organization (with its tenant), or a tenant as a whole. */
export type AuditPlace = { tenantId: number | null; customerId: number | null };
export const inOrganization = (organization: AuthorizedOrganization): AuditPlace => ({
  tenantId: organization.tenantId,
  customerId: organization.id,
});
/** A change to what every organization shares (baseline brand policies): the provider's alone. */
export const PROVIDER_WIDE: AuditPlace = { tenantId: null, customerId: null };
export const inTenant = (tenant: AuthorizedTenant): AuditPlace => ({ tenantId: tenant.id, customerId: null });

export interface AuditChange {
  action: AuditAction;
  place: AuditPlace;
  /** What changed, as a reader recognises it: an organization's name, an admin's email, an event id. */
  target: string;
  /** The fields before the change (null for something new); only those that changed are kept. */
  before?: object | null;
  /** The fields after the change (null for something gone). Never a secret. */
  after?: object | null;
}

/**
 * Keeps only what the change altered: the fields of `after` whose value differs, on both sides. So a
 * caller may pass the whole row as it was for `before`; nothing outside `after`'s fields is kept.
 */
function changedOnly(before: Fields | null, after: Fields | null): [Fields | null, Fields | null] {
  if (!before || !after) return [before, after];
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  const pick = (fields: Fields) => Object.fromEntries(keys.map((key) => [key, fields[key] ?? null]));
  return [pick(before), pick(after)];
}

const toEntry = (row: AuditRow): AuditEntry => ({
  ...row,
  created: row.created.toISOString(),
  actorRole: row.actorRole as Role,
  action: row.action as AuditAction,
  before: row.before as Fields | null,
  after: row.after as Fields | null,
});

const CSV_HEADER = [
  'When',
  'Actor',
  'Role',
  'Tenant',
  'Organization',
  'Action',
  'Target',
  'Before',
  'After',
  'Client address',
];
const csvRow = (row: AuditRow) => [
  row.created.toISOString(),
  row.actorEmail,
  row.actorRole,
  row.tenantName ?? '',
  row.organizationName ?? '',
  AUDIT_ACTIONS[row.action as AuditAction] ?? row.action,
  row.target,
  row.before === null ? '' : JSON.stringify(row.before),
  row.after === null ? '' : JSON.stringify(row.after),
  row.clientAddress ?? '',
];

/**
 * The audit log (beyond the spec): features record each change in the change's own transaction; the
 * provider reads every entry, a TenantAdmin those of its tenant and its organizations.
 */
export function auditLogService(ctx: FeatureContext) {
  const repo = auditLogRepository(ctx.database.db);
  const { policy } = ctx;

  async function reachOf(user: SessionUser, filter: AuditLogFilter): Promise<AuditReach> {
    policy.requireRole(user, 'BaitwatchAdmin', 'TenantAdmin');
    if (filter.customerId !== undefined) return policy.customer(user, filter.customerId);
    if (policy.isProvider(user)) return policy.everything(user);
    if (user.tenantId === null) throw badRequest(AUDIT_MESSAGES.couldNotLoad);
    return policy.tenant(user, user.tenantId);
  }

  return {
    /** Records one change by `actor` inside the transaction `tx` that makes it; an update that changed nothing is skipped. */
    async record(tx: Db | Tx, actor: SessionUser, change: AuditChange): Promise<void> {
      const [before, after] = changedOnly(
        (change.before ?? null) as Fields | null,
        (change.after ?? null) as Fields | null,
      );
      // A save that changed nothing (the same form sent again) is not a change.
      if (before && after && Object.keys(after).length === 0) return;
      await repo.insert(tx, {
        created: ctx.clock.now(),
        actorUserId: actor.user_id,
        actorEmail: actor.email,
        actorRole: actor.role,
        tenantId: change.place.tenantId,
        customerId: change.place.customerId,
        action: change.action,
        target: change.target,
        before,
        after,
        clientAddress: currentClientAddress(),
      });
    },

    async list(user: SessionUser, query: ListAuditLogQuery): Promise<ListAuditLogResponse> {
      const reach = await reachOf(user, query);
      const [rows, total] = await Promise.all([
        repo.page(reach, query, query.offset, query.pageSize),
        repo.count(reach, query),
      ]);
      return { list: rows.map(toEntry), total };
    },

    /** The filtered entries as CSV, newest first; refused when more match than one export holds. */
    async exportCsv(user: SessionUser, filter: AuditLogFilter): Promise<string> {
      const reach = await reachOf(user, filter);
      const rows = await repo.page(reach, filter, 0, AUDIT_EXPORT_MAX_ROWS + 1);
      if (rows.length > AUDIT_EXPORT_MAX_ROWS)
        throw badRequest(AUDIT_MESSAGES.tooManyToExport(AUDIT_EXPORT_MAX_ROWS));
      return csvOf(CSV_HEADER, rows.map(csvRow));
    },
  };
}
export type AuditLogService = ReturnType<typeof auditLogService>;
