import { randomBytes } from 'node:crypto';
import type { Branding } from '@baitwatch/contracts/auth/branding';
import { getBrandingLogo } from '@baitwatch/contracts/auth/branding-calls';
import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { callPath } from '@baitwatch/contracts/common/call';
import { PRODUCT_NAME } from '@baitwatch/contracts/common/product';
import { type LOGO_FORMATS, WHITELABEL_MESSAGES } from '@baitwatch/contracts/whitelabel/messages';
import type { AuthorizedTenant } from '../../auth/authorized.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { StagedBlob } from '../../storage/blob-store.ts';
import { auditLogService, inTenant } from '../audit-log/audit-log.service.ts';
import type { FeatureContext } from '../context.ts';
import { type BrandSite, brandingRepository } from './branding.repository.ts';
import { imageTypeOf, logoAddress } from './logo-address.ts';
import { subdomainOfHost } from './subdomain.ts';

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

/** A tenant's branding shows when its flag is on and a whitelabel is stored (the brand name is required). */
const whitelabelOf = (site: BrandSite | null) => (site?.isCustomized && site.brandName ? site : null);

/** The logo's public address; the version changes with every save, so a cached old logo is not shown. */
export const logoUrlOf = (site: BrandSite) =>
  site.logoBlob && site.logoUpdated
    ? `${callPath(getBrandingLogo, { subDomain: site.subDomain })}?v=${site.logoUpdated.getTime()}`
    : null;

/** A whitelabel as its audit entries show it (the logo by its file name). */
const auditedLabel = (site: BrandSite) => ({
  brandName: site.brandName,
  supportEmail: site.supportEmail,
  logo: site.logoFileName,
});

/** The login page's branding per tenant subdomain, the public logo, and the brand name mails use. */
export function brandingService(ctx: FeatureContext) {
  const db = ctx.database.db;
  const repo = brandingRepository(db);
  const audit = auditLogService(ctx);
  /**
   * Removes a logo file no row names any more. A failure leaves an unreachable file behind, not a
   * failed call: the change it follows is committed.
   */
  const removeLogo = async (tenant: AuthorizedTenant, logoBlob: string) => {
    const address = logoAddress(tenant.id, logoBlob);
    await ctx.blobs.remove(address.container, address.path, address.name).catch(() => undefined);
  };
  const defaultSupportEmail = ctx.config.supportUrl.startsWith('mailto:')
    ? ctx.config.supportUrl.slice('mailto:'.length)
    : null;

  return {
    async forHost(hostname: string, override?: string): Promise<Branding> {
      const subDomain = override ?? subdomainOfHost(hostname, ctx.config.domainSuffix);
      const site = subDomain ? await repo.bySubDomain(subDomain) : null;
      const label = whitelabelOf(site);
      const supportEmail = label?.supportEmail || defaultSupportEmail;
      return {
        productName: PRODUCT_NAME,
        brandName: label?.brandName || PRODUCT_NAME,
        logoUrl: label ? logoUrlOf(label) : null,
        supportEmail,
        supportUrl: label
          ? supportEmail
            ? `mailto:${supportEmail}`
            : ctx.config.supportUrl
          : ctx.config.supportUrl,
        trialUrl: label ? null : ctx.config.trialUrl,
        isWhitelabel: label !== null,
        tenantName: site?.tenantName ?? null,
        subDomain: site?.subDomain ?? null,
      };
    },

    /** The whitelabel logo of a subdomain's tenant, or null (the page then shows the product logo). */
    async logo(subDomain: string): Promise<{ data: Buffer; contentType: string } | null> {
      const label = whitelabelOf(await repo.bySubDomain(subDomain.toLowerCase()));
      if (!label?.logoBlob) return null;
      const address = logoAddress(label.tenantId, label.logoBlob);
      const data = await ctx.blobs.get(address.container, address.path, address.name);
      const contentType = data ? imageTypeOf(data) : null;
      return data && contentType ? { data, contentType } : null;
    },

    /** The tenant's flag and branding as stored (the whitelabel settings read it). */
    async site(tenant: AuthorizedTenant): Promise<BrandSite | null> {
      return repo.site(tenant);
    },

    /** The stored logo's bytes, or null. */
    async logoOf(site: BrandSite): Promise<Buffer | null> {
      if (!site.logoBlob) return null;
      const address = logoAddress(site.tenantId, site.logoBlob);
      return ctx.blobs.get(address.container, address.path, address.name);
    },

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

    /**
     * What an organization's Deployment page and installer name: the skin (the tenant's whitelabel
     * brand, else the product) and the support e-mail for deployment, in the order the extension shows
     * it (the whitelabel's, the organization's own, the provider's).
     */
    async deploymentContact(
      tenantId: number,
      own: string | null,
    ): Promise<{ skin: string; supportEmail: string }> {
      const label = whitelabelOf(await repo.byTenantId(tenantId));
      return {
        skin: label?.brandName || PRODUCT_NAME,
        supportEmail:
          label?.supportEmail || own || defaultSupportEmail || `support@${PRODUCT_NAME.toLowerCase()}.app`,
      };
    },

    /** The name mails sign with: the tenant's whitelabel brand, else the product. */
    async brandName(tenantId: number | null, q?: Db | Tx): Promise<string> {
      const label = whitelabelOf(tenantId === null ? null : await repo.byTenantId(tenantId, q));
      return label?.brandName || PRODUCT_NAME;
    },
  };
}
export type BrandingService = ReturnType<typeof brandingService>;
