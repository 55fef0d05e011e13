import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import type { LicenseType } from '@baitwatch/contracts/common/product';
import type { LicenseTypeResponse } from '@baitwatch/contracts/organizations/license-type';
import { notFound } from '../../http/errors.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import type { FeatureContext } from '../context.ts';
import { auditedChanges } from './audited-changes.ts';
import { organizationsRepository } from './organizations.repository.ts';

/**
 * Licensing Options (spec doc 2 §2, §7): an organization's license type, read and changed on the
 * Advanced Settings page, which only {product}Admin opens. The organization's admins see the change
 * in their menus and redirects on their next call for the organization list.
 */
export function licenseTypeService(ctx: FeatureContext & { auditLog: AuditLogService }) {
  const { policy } = ctx;
  const db = ctx.database.db;
  const repo = organizationsRepository(db);
  const changes = auditedChanges(ctx);

  async function providerOrganization(user: SessionUser, customerId: number) {
    policy.everything(user);
    return policy.customer(user, customerId);
  }

  return {
    async get(user: SessionUser, customerId: number): Promise<LicenseTypeResponse> {
      const licenseType = await repo.licenseType(await providerOrganization(user, customerId));
      if (!licenseType) throw notFound('Customer not found');
      return { licenseType: licenseType as LicenseType };
    },

    async set(user: SessionUser, customerId: number, licenseType: LicenseType): Promise<LicenseTypeResponse> {
      const organization = await providerOrganization(user, customerId);
      await changes.organization(user, organization, 'organization.license-type', { licenseType });
      return { licenseType };
    },
  };
}
