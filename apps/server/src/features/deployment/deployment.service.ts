import { readFile } from 'node:fs/promises';
import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import { extensionPackageFileName } from '@baitwatch/contracts/deployment/extension-package';
import { groupPolicyGuideFileName } from '@baitwatch/contracts/deployment/group-policy-guide';
import { installerFileName } from '@baitwatch/contracts/deployment/installer';
import { DEPLOYMENT_MESSAGES } from '@baitwatch/contracts/deployment/messages';
import type { RotateLicenseKeyResponse } from '@baitwatch/contracts/deployment/rotate-license-key';
import { forbidden, notFound } from '../../http/errors.ts';
import { newLicenseKey } from '../../lib/license-key.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { inOrganization } from '../audit-log/audit-log.service.ts';
import type { BrandingService } from '../branding/branding.service.ts';
import type { FeatureContext } from '../context.ts';
import { forgetLicenseKey } from '../extension/registration.service.ts';
import { type DeploymentOrganization, deploymentRepository } from './deployment.repository.ts';
import { groupPolicyGuide } from './group-policy-guide.ts';
import { type InstallerInput, windowsInstaller } from './windows-installer.ts';

export interface DeploymentFile {
  fileName: string;
  body: string | Buffer;
}

/**
 * The Deployment page's files and the license key's rotation (decisions 0042, 0043). Every admin of
 * an organization in scope downloads its installer and instructions (they carry the license key, as
 * the page does); the provider and the tenant's admins rotate the key. A TISOC organization has no
 * deployment (decision 0003): its tenant's and its own admins are refused, the provider is not.
 */
export function deploymentService(
  ctx: FeatureContext & { auditLog: AuditLogService; branding: BrandingService },
) {
  const { policy } = ctx;
  const db = ctx.database.db;
  const repo = deploymentRepository(db);
  const branding = ctx.branding;
  const audit = ctx.auditLog;

  async function allowed(user: SessionUser, customerId: number) {
    const organization = await policy.customer(user, customerId);
    const found = await repo.organization(organization);
    if (!found) throw notFound('Customer not found');
    if (found.licenseType === 'TISOC' && !policy.isProvider(user))
      throw forbidden(DEPLOYMENT_MESSAGES.noDeployment);
    return { organization, found };
  }

  async function installerInput(found: DeploymentOrganization) {
    const contact = await branding.deploymentContact(found.tenantId, found.supportEmailDeployment);
    const input: InstallerInput = {
      productName: contact.skin,
      organizationName: found.organizationName,
      customerId: found.id,
      licenseKey: found.licenseKey,
      serverUrl: ctx.config.publicUrl.replace(/\/+$/, ''),
      stores: ctx.config.extensionStores,
      generatedAt: ctx.clock.now(),
    };
    return { input, contact };
  }

  return {
    async installer(user: SessionUser, customerId: number): Promise<DeploymentFile> {
      const { found } = await allowed(user, customerId);
      const { input } = await installerInput(found);
      return { fileName: installerFileName(input.productName, found), body: windowsInstaller(input) };
    },

    async groupPolicyGuide(user: SessionUser, customerId: number): Promise<DeploymentFile> {
      const { found } = await allowed(user, customerId);
      const { input, contact } = await installerInput(found);
      const body = await groupPolicyGuide({
        ...input,
        installerFileName: installerFileName(input.productName, found),
        supportEmail: contact.supportEmail,
      });
      return { fileName: groupPolicyGuideFileName(input.productName, found), body };
    },

    /** The browser extension's zip, named after the current skin; 404 when the server has no build of it. */
    async extensionPackage(user: SessionUser, customerId: number): Promise<DeploymentFile> {
      const { found } = await allowed(user, customerId);
      const contact = await branding.deploymentContact(found.tenantId, found.supportEmailDeployment);
      const body = await readFile(ctx.config.extensionPackage).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') throw notFound(DEPLOYMENT_MESSAGES.extensionNotBuilt);
        throw error;
      });
      return { fileName: extensionPackageFileName(contact.skin), body };
    },

    /**
     * A new key in place of the old one. Install tokens do not depend on the key, so registered installs
     * keep working; the old key no longer registers (this process at once, others within 30 s).
     */
    async rotateLicenseKey(user: SessionUser, customerId: number): Promise<RotateLicenseKeyResponse> {
      policy.requireRole(user, PROVIDER_ROLE, 'TenantAdmin');
      const { organization } = await allowed(user, customerId);
      const licenseKey = newLicenseKey();
      const old = await db.transaction(async (tx) => {
        const locked = await repo.organizationForUpdate(tx, organization);
        if (!locked) throw notFound('Customer not found');
        await repo.setLicenseKey(tx, organization, licenseKey);
        // The keys themselves are secrets: the entry says that the key changed, not what it is.
        await audit.record(tx, user, {
          action: 'license-key.rotate',
          place: inOrganization(organization),
          target: locked.organizationName,
        });
        return locked.licenseKey;
      });
      forgetLicenseKey(db, old);
      return { licenseKey, message: DEPLOYMENT_MESSAGES.keyRotated };
    },
  };
}
