import type { Branding } from '@baitwatch/contracts/auth/branding';
import { getBrandingLogo } from '@baitwatch/contracts/auth/branding-calls';
import { callPath } from '@baitwatch/contracts/common/call';
import { PRODUCT_NAME } from '@baitwatch/contracts/common/product';
import type { AuthorizedTenant } from '../../auth/authorized.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import type { FeatureContext } from '../context.ts';
import { type BrandSite, brandingRepository } from './branding.repository.ts';
import { imageTypeOf, logoAddress } from './logo-address.ts';
import { subdomainOfHost } from './subdomain.ts';
import { whitelabelChanges } from './whitelabel-changes.ts';

export type { WhitelabelInput } from './whitelabel-changes.ts';

/** A tenant's branding shows when its flag is on and a whitelabel is stored (the brand name is required). */
const whitelabelOf = (site: BrandSite | null) => (site?.isCustomized && site.brandName ? site : null);

/** The logo's public address; the version changes with every save, so a cached old logo is not shown. */
export const logoUrlOf = (site: BrandSite) =>
  site.logoBlob && site.logoUpdated
    ? `${callPath(getBrandingLogo, { subDomain: site.subDomain })}?v=${site.logoUpdated.getTime()}`
    : null;

/**
 * The login page's branding per tenant subdomain, the public logo, the brand name mails use, and the
 * tenant's whitelabel changes (whitelabel-changes.ts).
 */
export function brandingService(ctx: FeatureContext & { auditLog: AuditLogService }) {
  const db = ctx.database.db;
  const repo = brandingRepository(db);
  const audit = ctx.auditLog;
  const defaultSupportEmail = ctx.config.supportUrl.startsWith('mailto:')
    ? ctx.config.supportUrl.slice('mailto:'.length)
    : null;

  return {
    ...whitelabelChanges(ctx),

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

    /** A report's whitelabel (decision 0074): the tenant's brand name and logo's bytes, else the product's name. */
    async reportBrand(tenantId: number): Promise<{ brandName: string; logo: Buffer | null }> {
      const label = whitelabelOf(await repo.byTenantId(tenantId));
      if (!label) return { brandName: PRODUCT_NAME, logo: null };
      const address = label.logoBlob ? logoAddress(label.tenantId, label.logoBlob) : null;
      const logo = address ? await ctx.blobs.get(address.container, address.path, address.name) : null;
      return { brandName: label.brandName || PRODUCT_NAME, logo };
    },

    /** The name mails sign with: the tenant's whitelabel brand, else the product. */
    async brandName(tenantId: number | null, q?: Db | Tx): Promise<string> {
      const label = whitelabelOf(tenantId === null ? null : await repo.byTenantId(tenantId, q));
      return label?.brandName || PRODUCT_NAME;
    },
  };
}
export type BrandingService = ReturnType<typeof brandingService>;
