import { randomBytes } from 'node:crypto';
import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { type LOGO_FORMATS, WHITELABEL_MESSAGES } from '@baitwatch/contracts/whitelabel/messages';
import type { AuthorizedTenant } from '../../auth/authorized.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { StagedBlob } from '../../storage/blob-store.ts';
import { type AuditLogService, inTenant } from '../audit-log/audit-log.service.ts';
import type { FeatureContext } from '../context.ts';
import { type BrandSite, brandingRepository } from './branding.repository.ts';
import { imageTypeOf, logoAddress } from './logo-address.ts';

export interface WhitelabelInput {
  brandName: string;
  /** Undefined keeps the stored support email (a TenantAdmin's save, decision 0027). */
  supportEmail?: string | null;
  /** Without a logo the stored one stays. */
  logo?: { fileName: string; data: Buffer };
}

/**
 * Logo formats a whitelabel accepts, by content type. Not SVG: the logo is served from our own origin,
 * and an SVG opened there could run script.
 */
const LOGO_TYPES: Record<string, (typeof LOGO_FORMATS)[number]> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** A whitelabel as its audit entries show it (the logo by its file name). */
const auditedLabel = (site: BrandSite) => ({
  brandName: site.brandName,
  supportEmail: site.supportEmail,
  logo: site.logoFileName,
});

/**
 * A tenant's whitelabel changed: saved, switched on or off, deleted; each change in one transaction
 * with its audit entry (an admin's; the demo's is not audited), its logo file published with it and
 * the replaced one removed after the commit. Part of the branding service (branding.service.ts).
 */
export function whitelabelChanges(
  ctx: Pick<FeatureContext, 'database' | 'blobs' | 'clock'> & { auditLog: AuditLogService },
) {
  const db = ctx.database.db;
  const repo = brandingRepository(db);
  const audit = ctx.auditLog;
  /**
   * Removes a logo file no row names any more. A failure leaves an unreachable file behind, not a
   * failed call: the change it follows is committed.
   */
  const removeLogo = async (tenant: AuthorizedTenant, logoBlob: string) => {
    const address = logoAddress(tenant.id, logoBlob);
    await ctx.blobs.remove(address.container, address.path, address.name).catch(() => undefined);
  };

  return {
    /**
     * Sets a tenant's whitelabel: brand name, support email and logo; refused while the tenant's flag is
     * off. The logo's type is judged by its bytes; it is stored under a new name each time (so a cached
     * old logo is never served for it) and the one it replaces is removed after the commit. A change by
     * an admin (`actor`) is audited; the demo's (none) is not.
     */
    async saveWhitelabel(
      tenant: AuthorizedTenant,
      label: WhitelabelInput,
      actor: SessionUser | null = null,
    ): Promise<void> {
      let staged: { blob: StagedBlob; name: string; fileName: string } | null = null;
      if (label.logo) {
        const type = imageTypeOf(label.logo.data);
        const extension = type && LOGO_TYPES[type];
        if (!extension) throw badRequest(WHITELABEL_MESSAGES.invalidFileType);
        const name = `logo-${ctx.clock.now().getTime()}-${randomBytes(4).toString('hex')}.${extension}`;
        const address = logoAddress(tenant.id, name);
        const blob = await ctx.blobs.stage(address.container, address.path, address.name, label.logo.data);
        staged = { blob, name, fileName: label.logo.fileName };
      }
      let replaced: string | null = null;
      try {
        await db.transaction(async (tx) => {
          const site = await repo.lockedSite(tx, tenant);
          if (!site) throw notFound('Tenant not found');
          if (!site.isCustomized) throw badRequest(WHITELABEL_MESSAGES.whitelabelOff);
          const supportEmail = label.supportEmail === undefined ? site.supportEmail : label.supportEmail;
          await repo.saveWhitelabel(tx, tenant, {
            brandName: label.brandName,
            supportEmail,
            ...(staged ? { logoFileName: staged.fileName, logoBlob: staged.name } : {}),
            updated: ctx.clock.now(),
          });
          if (actor)
            await audit.record(tx, actor, {
              action: 'whitelabel.save',
              place: inTenant(tenant),
              target: site.tenantName,
              before: auditedLabel(site),
              after: {
                brandName: label.brandName,
                supportEmail,
                logo: staged ? staged.fileName : site.logoFileName,
              },
            });
          if (staged) {
            await staged.blob.publish();
            replaced = site.logoBlob;
          }
        });
      } catch (error) {
        await staged?.blob.discard();
        throw error;
      }
      if (replaced) await removeLogo(tenant, replaced);
    },

    /**
     * Turns a tenant's whitelabel on or off. Off deletes the branding (doc 1 §4) in the same
     * transaction as the flag; the logo file goes after the commit. An admin's change is audited.
     */
    async setWhitelabelFlag(
      tenant: AuthorizedTenant,
      isCustomized: boolean,
      actor: SessionUser | null = null,
    ): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        const site = await repo.lockedSite(tx, tenant);
        if (!site) throw notFound('Tenant not found');
        await repo.setFlag(tx, tenant, isCustomized);
        if (actor)
          await audit.record(tx, actor, {
            action: 'whitelabel.flag',
            place: inTenant(tenant),
            target: site.tenantName,
            before: { isCustomized: site.isCustomized, brandName: site.brandName },
            after: { isCustomized, brandName: isCustomized ? site.brandName : null },
          });
        return isCustomized ? null : ((await repo.deleteWhitelabel(tx, tenant))?.logoBlob ?? null);
      });
      if (removed) await removeLogo(tenant, removed);
    },

    /** Deletes a tenant's branding (brand name, support email, logo); the flag stays as it is. */
    async deleteWhitelabel(tenant: AuthorizedTenant, actor: SessionUser): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        const site = await repo.lockedSite(tx, tenant);
        if (!site) throw notFound('Tenant not found');
        const deleted = await repo.deleteWhitelabel(tx, tenant);
        if (deleted)
          await audit.record(tx, actor, {
            action: 'whitelabel.delete',
            place: inTenant(tenant),
            target: site.tenantName,
            before: auditedLabel(site),
            after: null,
          });
        return deleted?.logoBlob ?? null;
      });
      if (removed) await removeLogo(tenant, removed);
    },
  };
}
