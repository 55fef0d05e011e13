import type { AuditAction } from '@baitwatch/contracts/audit/audit-actions';
import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import type { AuthorizedOrganization, AuthorizedTenant } from '../../auth/authorized.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { inOrganization, inTenant } from '../audit-log/audit-log.service.ts';
import type { FeatureContext } from '../context.ts';
import {
  type CustomerChanges,
  organizationsRepository,
  type TenantChanges,
} from './organizations.repository.ts';

/**
 * Changes to an organization's or a tenant's own fields, each written with its audit entry in one
 * transaction: the row is locked and read first, so the entry holds what it was and what it became.
 */
export function auditedChanges(ctx: FeatureContext & { auditLog: AuditLogService }) {
  const db = ctx.database.db;
  const repo = organizationsRepository(db);
  const audit = ctx.auditLog;

  return {
    async organization(
      user: SessionUser,
      organization: AuthorizedOrganization,
      action: AuditAction,
      changes: CustomerChanges,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await repo.customerForUpdate(tx, organization);
        await repo.updateCustomer(tx, organization, changes);
        await audit.record(tx, user, {
          action,
          place: inOrganization(organization),
          target: changes.organizationName ?? before.organizationName,
          before,
          after: changes,
        });
      });
    },

    async tenant(user: SessionUser, tenant: AuthorizedTenant, action: AuditAction, changes: TenantChanges) {
      await db.transaction(async (tx) => {
        const before = await repo.tenantForUpdate(tx, tenant);
        await repo.updateTenant(tx, tenant, changes);
        await audit.record(tx, user, {
          action,
          place: inTenant(tenant),
          target: changes.tenantName ?? before.tenantName,
          before,
          after: changes,
        });
      });
    },
  };
}
