import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import {
  ACCOUNT_MESSAGES,
  type TenantAccount,
  type updateTenantAccountRequestSchema,
} from '@baitwatch/contracts/tenants/tenant-account';
import { WHITELABEL_MESSAGES } from '@baitwatch/contracts/whitelabel/messages';
import type { WhitelabelFlagRequest } from '@baitwatch/contracts/whitelabel/whitelabel-flag';
import type { z } from 'zod';
import type { AuthorizedTenant } from '../../auth/authorized.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import type { BrandingService } from '../branding/branding.service.ts';
import type { FeatureContext } from '../context.ts';
import { auditedChanges } from './audited-changes.ts';
import { organizationsRepository } from './organizations.repository.ts';

type UpdateTenantAccount = z.output<typeof updateTenantAccountRequestSchema>;

/**
 * The MSP Center's Account tab (doc 1 §2, §7): the provider and the tenant's own TenantAdmin read it;
 * only the TenantAdmin changes its name and phone or cancels the account (doc 1 §6).
 */
export function tenantAccountService(
  ctx: FeatureContext & { auditLog: AuditLogService; branding: BrandingService },
) {
  const { policy } = ctx;
  const db = ctx.database.db;
  const repo = organizationsRepository(db);
  const changes = auditedChanges(ctx);
  const branding = ctx.branding;

  async function ownTenant(user: SessionUser, tenantId: number): Promise<AuthorizedTenant> {
    policy.requireRole(user, 'TenantAdmin');
    return policy.tenant(user, tenantId);
  }

  return {
    async get(user: SessionUser, tenantId: number): Promise<TenantAccount> {
      const tenant = await repo.tenant(await policy.tenant(user, tenantId));
      if (!tenant) throw notFound(ACCOUNT_MESSAGES.couldNotGetTenant);
      return {
        tenantId: tenant.id,
        tenantName: tenant.tenantName,
        phone: tenant.phone,
        subDomain: tenant.subDomain,
        domain: `${tenant.subDomain}.${ctx.config.domainSuffix}`,
        isActive: tenant.isActive,
        isCustomized: tenant.isCustomized,
        hideGlobalView: tenant.hideGlobalView,
      };
    },

    async update(user: SessionUser, tenantId: number, request: UpdateTenantAccount) {
      const tenant = await ownTenant(user, tenantId);
      await changes.tenant(user, tenant, 'tenant.update', {
        tenantName: request.tenantName,
        phone: request.phone,
      });
      return { message: ACCOUNT_MESSAGES.informationUpdated };
    },

    /**
     * The tenant's whitelabel flag (doc 1 §6: the provider's to change; decision 0027). Off deletes its
     * branding. A direct customer's tenant (not an MSP) has no whitelabel.
     */
    async setWhitelabelFlag(user: SessionUser, tenantId: number, request: WhitelabelFlagRequest) {
      policy.requireRole(user, PROVIDER_ROLE);
      const tenant = await policy.tenant(user, tenantId);
      if (request.isCustomized && !(await repo.tenant(tenant))?.isMsp)
        throw badRequest(WHITELABEL_MESSAGES.notForDirectCustomer);
      await branding.setWhitelabelFlag(tenant, request.isCustomized, user);
      return { message: WHITELABEL_MESSAGES.flagUpdated };
    },

    /**
     * Cancels the account: the tenant stops, so none of its admins (nor its organizations' admins) can
     * sign in and its extensions are refused. Nothing is deleted.
     */
    async cancel(user: SessionUser, tenantId: number) {
      const tenant = await ownTenant(user, tenantId);
      await changes.tenant(user, tenant, 'tenant.cancel', { isActive: false });
      return { message: ACCOUNT_MESSAGES.accountCancelled };
    },
  };
}
