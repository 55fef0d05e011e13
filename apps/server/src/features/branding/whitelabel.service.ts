import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import type { deleteWhitelabelRequestSchema } from '@baitwatch/contracts/whitelabel/delete-whitelabel';
import type { WhitelabelInfo } from '@baitwatch/contracts/whitelabel/get-whitelabel';
import { WHITELABEL_MESSAGES } from '@baitwatch/contracts/whitelabel/messages';
import {
  base64Payload,
  type saveWhitelabelRequestSchema,
} from '@baitwatch/contracts/whitelabel/save-whitelabel';
import type { z } from 'zod';
import type { AuthorizedTenant } from '../../auth/authorized.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { BrandingService } from '../branding/branding.service.ts';
import type { FeatureContext } from '../context.ts';
import { logoUrlOf } from './branding.service.ts';

type SaveWhitelabel = z.output<typeof saveWhitelabelRequestSchema>;
type DeleteWhitelabel = z.output<typeof deleteWhitelabelRequestSchema>;

/**
 * The Whitelabel Details panel's calls (doc 1 §2, §7 "Whitelabel and files"): the provider for any
 * tenant, a TenantAdmin for its own; nobody else. Only the provider changes the support email
 * (doc 1 §2): a TenantAdmin's save keeps the stored one (decision 0027).
 */
export function whitelabelService(ctx: FeatureContext & { branding: BrandingService }) {
  const { policy } = ctx;
  const branding = ctx.branding;

  async function tenantOf(user: SessionUser, tenantId: number): Promise<AuthorizedTenant> {
    policy.requireRole(user, PROVIDER_ROLE, 'TenantAdmin');
    return policy.tenant(user, tenantId);
  }

  async function siteOf(tenant: AuthorizedTenant, subDomain: string | undefined) {
    const site = await branding.site(tenant);
    if (!site) throw notFound('Tenant not found');
    if (subDomain !== undefined && subDomain !== site.subDomain.toLowerCase())
      throw badRequest(WHITELABEL_MESSAGES.subDomainMismatch);
    return site;
  }

  return {
    async get(user: SessionUser, tenantId: number): Promise<WhitelabelInfo> {
      const site = await siteOf(await tenantOf(user, tenantId), undefined);
      const logo = await branding.logoOf(site);
      return {
        tenantId: site.tenantId,
        organizationName: site.tenantName,
        subDomain: site.subDomain,
        isCustomized: site.isCustomized,
        brandName: site.brandName,
        supportEmail: site.supportEmail,
        logoFileName: logo ? site.logoFileName : null,
        logoUrl: logo ? logoUrlOf(site) : null,
        logoSize: logo?.length ?? null,
      };
    },

    /** POST and PUT: both write the tenant's whitelabel (the first save creates it). */
    async save(user: SessionUser, tenantId: number, request: SaveWhitelabel) {
      const tenant = await tenantOf(user, tenantId);
      await siteOf(tenant, request.subDomain);
      await branding.saveWhitelabel(
        tenant,
        {
          brandName: request.brandName,
          ...(policy.isProvider(user) && request.supportEmail !== undefined
            ? { supportEmail: request.supportEmail }
            : {}),
          ...(request.brandLogo
            ? {
                logo: {
                  fileName: request.logoFileName || 'logo',
                  data: Buffer.from(base64Payload(request.brandLogo), 'base64'),
                },
              }
            : {}),
        },
        user,
      );
      return { message: WHITELABEL_MESSAGES.infoUpdated };
    },

    async remove(user: SessionUser, tenantId: number, request: DeleteWhitelabel) {
      const tenant = await tenantOf(user, tenantId);
      await siteOf(tenant, request.subDomain);
      await branding.deleteWhitelabel(tenant, user);
      return { message: WHITELABEL_MESSAGES.whitelabelDeleted };
    },
  };
}
