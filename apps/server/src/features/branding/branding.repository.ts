import { eq, sql } from 'drizzle-orm';
import type { AuthorizedTenant } from '../../auth/authorized.ts';
import type { Db, Tx } from '../../db/client.ts';
import { tenants, whitelabels } from '../../db/schema/index.ts';

export interface BrandSite {
  tenantId: number;
  tenantName: string;
  subDomain: string;
  isCustomized: boolean;
  brandName: string | null;
  supportEmail: string | null;
  logoBlob: string | null;
  logoUpdated: Date | null;
}

export function brandingRepository(db: Db) {
  const sites = (q: Db | Tx = db) =>
    q
      .select({
        tenantId: tenants.id,
        tenantName: tenants.tenantName,
        subDomain: tenants.subDomain,
        isCustomized: tenants.isCustomized,
        brandName: whitelabels.brandName,
        supportEmail: whitelabels.supportEmail,
        logoBlob: whitelabels.logoBlob,
        logoUpdated: whitelabels.updated,
      })
      .from(tenants)
      .leftJoin(whitelabels, eq(whitelabels.tenantId, tenants.id));

  return {
    /** The tenant a subdomain names: its own, or the tenant of an organization with that subdomain. */
    async bySubDomain(subDomain: string): Promise<BrandSite | null> {
      const [row] = await sites()
        .where(
          sql`lower(${tenants.subDomain}) = ${subDomain}
            or ${tenants.id} = (select tenant_id from customers where lower(sub_domain) = ${subDomain} limit 1)`,
        )
        .orderBy(sql`(lower(${tenants.subDomain}) = ${subDomain}) desc`)
        .limit(1);
      return row ?? null;
    },

    /** Writes a tenant's whitelabel and marks the tenant customized, in the caller's transaction. */
    async saveWhitelabel(
      tx: Db | Tx,
      tenant: AuthorizedTenant,
      label: Omit<typeof whitelabels.$inferInsert, 'tenantId'>,
    ) {
      await tx
        .insert(whitelabels)
        .values({ ...label, tenantId: tenant.id })
        .onConflictDoUpdate({ target: whitelabels.tenantId, set: label });
      await tx.update(tenants).set({ isCustomized: true }).where(eq(tenants.id, tenant.id));
    },

    async byTenantId(tenantId: number, q: Db | Tx = db): Promise<BrandSite | null> {
      const [row] = await sites(q).where(eq(tenants.id, tenantId));
      return row ?? null;
    },
  };
}
