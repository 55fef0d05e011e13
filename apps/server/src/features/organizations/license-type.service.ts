import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import type { LicenseType } from '@baitwatch/contracts/common/product';
import type { LicenseTypeResponse } from '@baitwatch/contracts/customers/license-type';
import { notFound } from '../../http/errors.ts';
import type { FeatureContext } from '../context.ts';
import { organizationsRepository } from './organizations.repository.ts';

/**
 * Licensing Options (spec doc 2 §2, §7): an organization's license type, read and changed on the
 * Advanced Settings page, which only {product}Admin opens. The organization's admins see the change
 * in their menus and redirects on their next call for the organization list.
 */
export function licenseTypeService(ctx: FeatureContext) {
  const { policy } = ctx;
  const repo = organizationsRepository(ctx.database.db);

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
      await repo.setLicenseType(await providerOrganization(user, customerId), licenseType);
      return { licenseType };
    },
  };
}
