import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import type { LicenseType } from '@baitwatch/contracts/common/product';
import type { LicenseTypeResponse } from '@baitwatch/contracts/customers/license-type';
import { notFound } from '../../http/errors.ts';
import { auditLogService, inOrganization } from '../audit-log/audit-log.service.ts';
import type { FeatureContext } from '../context.ts';
import { organizationsRepository } from './organizations.repository.ts';

/**
 * Licensing Options (spec doc 2 §2, §7): an organization's license type, read and changed on the
 * Advanced Settings page, which only {product}Admin opens. The organization's admins see the change
 * in their menus and redirects on their next call for the organization list.
 */
export function licenseTypeService(ctx: FeatureContext) {
  const { policy } = ctx;
  const db = ctx.database.db;
  const repo = organizationsRepository(db);
  const audit = auditLogService(ctx);

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
      await db.transaction(async (tx) => {
        const before = await repo.customerForUpdate(tx, organization);
        await repo.setLicenseType(tx, organization, licenseType);
        await audit.record(tx, user, {
          action: 'organization.license-type',
          place: inOrganization(organization),
          target: before.organizationName,
          before,
          after: { licenseType },
        });
      });
      return { licenseType };
    },
  };
}
