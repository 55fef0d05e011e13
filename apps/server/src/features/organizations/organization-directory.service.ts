import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { callPath } from '@baitwatch/contracts/common/call';
import type { LicenseType } from '@baitwatch/contracts/common/product';
import { downloadInstaller } from '@baitwatch/contracts/deployment/calls';
import type { CustomerDetails } from '@baitwatch/contracts/organizations/customer-details';
import type { PortalCustomersResponse } from '@baitwatch/contracts/organizations/portal-customers';
import { forbidden } from '../../http/errors.ts';
import type { BrandingService } from '../branding/branding.service.ts';
import type { FeatureContext } from '../context.ts';
import { organizationDirectoryRepository } from './organization-directory.repository.ts';
import { buildPortalEntries, toPortalTenant } from './portal-entries.ts';

/** The organization dropdown's list and one organization's details, within the session's scope. */
export function organizationDirectoryService(ctx: FeatureContext & { branding: BrandingService }) {
  const repo = organizationDirectoryRepository(ctx.database.db);
  const branding = ctx.branding;

  return {
    async portalCustomers(user: SessionUser): Promise<PortalCustomersResponse> {
      const scope = ctx.policy.scope(user);
      const [organizations, tenants, groups] = await Promise.all([
        repo.organizations(scope),
        repo.tenants(scope),
        repo.groups(scope),
      ]);
      return {
        customers: buildPortalEntries({ role: user.role, organizations, tenants, groups }),
        tenants: tenants.map(toPortalTenant),
        role: user.role,
      };
    },

    async details(user: SessionUser, customerId: number): Promise<CustomerDetails> {
      const row = await repo.details(await ctx.policy.customer(user, customerId));
      if (!row) throw forbidden();
      const contact = await branding.deploymentContact(row.tenantId, row.supportEmailDeployment);
      return {
        ...row,
        licenseType: row.licenseType as LicenseType,
        domain: `${row.subDomain ?? row.tenantSubDomain}.${ctx.config.domainSuffix}`,
        isMSP: row.isMsp,
        created: row.created.toISOString(),
        // The Windows installer (a PowerShell script, decision 0042), downloaded with the console session.
        msiUrl: `${ctx.config.publicUrl}${callPath(downloadInstaller, { customerId: row.id })}`,
        skin: contact.skin,
        supportEmailDeployment: contact.supportEmail,
      };
    },
  };
}
