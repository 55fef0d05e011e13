import type { Branding } from '@baitwatch/contracts/auth/branding';
import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { PRODUCT_NAME } from '@baitwatch/contracts/common/product';
import type { AuthorizedTenant } from '../../auth/authorized.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import type { FeatureContext } from '../context.ts';
import { type BrandSite, brandingRepository } from './branding.repository.ts';
import { imageTypeOf, logoAddress } from './logo-address.ts';
import { subdomainOfHost } from './subdomain.ts';

export interface WhitelabelInput {
  brandName: string;
  supportEmail: string | null;
  logo?: { fileName: string; data: Buffer };
}

/**
 * Logo formats a whitelabel accepts, by content type. Not SVG: the logo is served from our own origin,
 * and an SVG opened there could run script.
 */
const LOGO_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

const whitelabelOf = (site: BrandSite | null) => (site?.isCustomized ? site : null);

/** The login page's branding per tenant subdomain, the public logo, and the brand name mails use. */
export function brandingService(ctx: FeatureContext) {
  const repo = brandingRepository(ctx.database.db);
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
        logoUrl:
          label?.logoBlob && label.logoUpdated
            ? `/branding/${encodeURIComponent(label.subDomain)}/logo?v=${label.logoUpdated.getTime()}`
            : null,
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

    /**
     * Sets a tenant's whitelabel: brand name, support email and logo. The logo's type is judged by
     * its bytes; it is stored under a new name each time, so a cached old logo is never served for it.
     */
    async saveWhitelabel(tenant: AuthorizedTenant, label: WhitelabelInput): Promise<void> {
      let logoBlob: string | null = null;
      if (label.logo) {
        const type = imageTypeOf(label.logo.data);
        const extension = type && LOGO_TYPES[type];
        if (!extension) throw badRequest(MESSAGES.invalidFileType(Object.values(LOGO_TYPES).join(', ')));
        const now = ctx.clock.now();
        logoBlob = `logo-${now.getTime()}.${extension}`;
        const address = logoAddress(tenant.id, logoBlob);
        await ctx.blobs.put(address.container, address.path, address.name, label.logo.data);
      }
      await ctx.database.db.transaction((tx) =>
        repo.saveWhitelabel(tx, tenant, {
          brandName: label.brandName,
          supportEmail: label.supportEmail,
          logoFileName: label.logo?.fileName ?? null,
          logoBlob,
          updated: ctx.clock.now(),
        }),
      );
    },

    /** The name mails sign with: the tenant's whitelabel brand, else the product. */
    async brandName(tenantId: number | null, q?: Db | Tx): Promise<string> {
      const label = whitelabelOf(tenantId === null ? null : await repo.byTenantId(tenantId, q));
      return label?.brandName || PRODUCT_NAME;
    },
  };
}
export type BrandingService = ReturnType<typeof brandingService>;
