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
  logoFileName: string | null;
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
        logoFileName: whitelabels.logoFileName,
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

    /**
     * The tenant's flag and branding, its row locked to the end of the caller's transaction: a flag
     * change and a save of the same tenant happen one after the other, never interleaved.
     */
    async lockedSite(tx: Tx, tenant: AuthorizedTenant): Promise<BrandSite | null> {
      await tx.execute(sql`select 1 from tenants where id = ${tenant.id} for update`);
      const [row] = await sites(tx).where(eq(tenants.id, tenant.id));
      return row ?? null;
    },

    /** Writes a tenant's whitelabel (brand name, support email, logo), in the caller's transaction. */
    async saveWhitelabel(
      tx: Db | Tx,
      tenant: AuthorizedTenant,
      label: Omit<typeof whitelabels.$inferInsert, 'tenantId'>,
    ) {
      await tx
        .insert(whitelabels)
        .values({ ...label, tenantId: tenant.id })
        .onConflictDoUpdate({ target: whitelabels.tenantId, set: label });
    },

    async setFlag(tx: Db | Tx, tenant: AuthorizedTenant, isCustomized: boolean) {
      await tx.update(tenants).set({ isCustomized }).where(eq(tenants.id, tenant.id));
    },

    /** Deletes a tenant's branding; answers the logo blob it named, which the caller removes after commit. */
    async deleteWhitelabel(
      tx: Db | Tx,
      tenant: AuthorizedTenant,
    ): Promise<{ logoBlob: string | null } | null> {
      const [row] = await tx
        .delete(whitelabels)
        .where(eq(whitelabels.tenantId, tenant.id))
        .returning({ logoBlob: whitelabels.logoBlob });
      return row ?? null;
    },

    async site(tenant: AuthorizedTenant): Promise<BrandSite | null> {
      const [row] = await sites().where(eq(tenants.id, tenant.id));
      return row ?? null;
    },

    async byTenantId(tenantId: number, q: Db | Tx = db): Promise<BrandSite | null> {
      const [row] = await sites(q).where(eq(tenants.id, tenantId));
      return row ?? null;
    },
  };
}
