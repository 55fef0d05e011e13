import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { brandAliases, brandDomains, brandPolicies } from '../../db/schema/index.ts';

export type NewBrandPolicy = typeof brandPolicies.$inferInsert;
export interface NewAlias {
  value: string;
  isPartialMatch: boolean;
}

/** Baseline brand policies are provider data shared by every organization: no tenant scope applies. */
// Built with the database like every repository; each call here runs in the caller's transaction.
export function brandPoliciesRepository(_db: Db) {
  return {
    async nameTaken(tx: Db | Tx, brandName: string) {
      const rows = await tx
        .select({ id: brandPolicies.id })
        .from(brandPolicies)
        .where(sql`lower(${brandPolicies.brandName}) = lower(${brandName})`)
        .limit(1);
      return rows.length > 0;
    },
    async insertPolicy(tx: Db | Tx, policy: NewBrandPolicy) {
      const [row] = await tx.insert(brandPolicies).values(policy).returning();
      if (!row) throw new Error('insert into brand_policies returned no row');
      return row;
    },
    async insertAliases(tx: Db | Tx, brandPolicyId: number, aliases: readonly NewAlias[]) {
      if (aliases.length === 0) return [];
      return tx
        .insert(brandAliases)
        .values(aliases.map((a) => ({ brandPolicyId, value: a.value, isPartialMatch: a.isPartialMatch })))
        .returning();
    },
    async insertDomains(tx: Db | Tx, brandPolicyId: number, domains: readonly string[]) {
      if (domains.length === 0) return [];
      return tx
        .insert(brandDomains)
        .values(domains.map((value) => ({ brandPolicyId, value })))
        .returning();
    },
  };
}
