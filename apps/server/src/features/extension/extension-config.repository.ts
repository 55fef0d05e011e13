import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  alertConfigs,
  allowedDomains,
  allowedGoogleFormUrls,
  blockedUrls,
  brandAliases,
  brandDomains,
  brandLogos,
  brandPolicies,
  customers,
  scanConfigs,
  tenants,
  whitelabels,
} from '../../db/schema/index.ts';

/** Reads what the extension's config is made of. Every read names the one organization of the install. */
export function extensionConfigRepository(db: Db) {
  return {
    async organization(customerId: number) {
      const [row] = await db
        .select({
          organizationName: customers.organizationName,
          supportEmailDeployment: customers.supportEmailDeployment,
          isCustomized: tenants.isCustomized,
          whitelabelBrandName: whitelabels.brandName,
          whitelabelSupportEmail: whitelabels.supportEmail,
        })
        .from(customers)
        .innerJoin(tenants, eq(tenants.id, customers.tenantId))
        .leftJoin(whitelabels, eq(whitelabels.tenantId, customers.tenantId))
        .where(eq(customers.id, customerId));
      return row ?? null;
    },
    async alertConfig(customerId: number) {
      const [row] = await db.select().from(alertConfigs).where(eq(alertConfigs.customerId, customerId));
      return row ?? null;
    },
    async scanConfig(customerId: number) {
      const [row] = await db.select().from(scanConfigs).where(eq(scanConfigs.customerId, customerId));
      return row ?? null;
    },
    async allowedDomains(customerId: number) {
      const rows = await db
        .select({ value: allowedDomains.authorizedDomain })
        .from(allowedDomains)
        .where(eq(allowedDomains.customerId, customerId))
        .orderBy(asc(allowedDomains.id));
      return rows.map((r) => r.value);
    },
    async allowedGoogleFormUrls(customerId: number) {
      const rows = await db
        .select({ value: allowedGoogleFormUrls.url })
        .from(allowedGoogleFormUrls)
        .where(eq(allowedGoogleFormUrls.customerId, customerId))
        .orderBy(asc(allowedGoogleFormUrls.id));
      return rows.map((r) => r.value);
    },
    async blockedUrls(customerId: number) {
      const rows = await db
        .select({ value: blockedUrls.url })
        .from(blockedUrls)
        .where(eq(blockedUrls.customerId, customerId))
        .orderBy(asc(blockedUrls.id));
      return rows.map((r) => r.value);
    },
    /** Baseline brand policies are provider data shared by every organization: only the active ones. */
    async activeBrandPolicies() {
      const policies = await db
        .select({ id: brandPolicies.id, brandName: brandPolicies.brandName })
        .from(brandPolicies)
        .where(eq(brandPolicies.isActive, true))
        .orderBy(asc(brandPolicies.id));
      if (policies.length === 0) return [];
      const ids = policies.map((p) => p.id);
      const [aliases, domains, logos] = await Promise.all([
        db
          .select()
          .from(brandAliases)
          .where(inArray(brandAliases.brandPolicyId, ids))
          .orderBy(asc(brandAliases.id)),
        db
          .select()
          .from(brandDomains)
          .where(inArray(brandDomains.brandPolicyId, ids))
          .orderBy(asc(brandDomains.id)),
        db
          .select({ brandPolicyId: brandLogos.brandPolicyId, hash: brandLogos.hash })
          .from(brandLogos)
          .where(inArray(brandLogos.brandPolicyId, ids))
          .orderBy(asc(brandLogos.id)),
      ]);
      return policies.map((p) => ({
        brandName: p.brandName,
        alias: aliases
          .filter((a) => a.brandPolicyId === p.id)
          .map((a) => ({ value: a.value, isPartialMatch: a.isPartialMatch })),
        domains: domains.filter((d) => d.brandPolicyId === p.id).map((d) => d.value),
        logoHashes: logos.filter((l) => l.brandPolicyId === p.id).map((l) => l.hash),
      }));
    },
  };
}
