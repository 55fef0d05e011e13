import type { BrandLogo } from '@baitwatch/contracts/brands/brand-logos';
import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import { brandAliases, brandDomains, brandLogos, brandPolicies } from '../../db/schema/index.ts';

export type NewBrandPolicy = typeof brandPolicies.$inferInsert;
export interface NewAlias {
  value: string;
  isPartialMatch: boolean;
}

/** The list's filter: active or not (all when absent), and text found in a name, an alias or a domain. */
export interface BrandPolicyFilter {
  isActive?: boolean | undefined;
  search?: string | undefined;
}

function filterCondition({ isActive, search }: BrandPolicyFilter): SQL | undefined {
  const pattern = search ? containsPattern(search) : null;
  return and(
    isActive === undefined ? undefined : eq(brandPolicies.isActive, isActive),
    pattern
      ? sql`(${brandPolicies.brandName} ilike ${pattern}
          or exists (select 1 from ${brandAliases} where ${brandAliases.brandPolicyId} = ${brandPolicies.id} and ${brandAliases.value} ilike ${pattern})
          or exists (select 1 from ${brandDomains} where ${brandDomains.brandPolicyId} = ${brandPolicies.id} and ${brandDomains.value} ilike ${pattern}))`
      : undefined,
  );
}

type PolicyRow = typeof brandPolicies.$inferSelect;

/** The policies with their aliases, domains and logos, read in three queries for the whole page. */
async function withParts(q: Db | Tx, policies: PolicyRow[]) {
  const ids = policies.map((p) => p.id);
  if (ids.length === 0) return [];
  const [aliases, domains, logos] = await Promise.all([
    q
      .select()
      .from(brandAliases)
      .where(inArray(brandAliases.brandPolicyId, ids))
      .orderBy(asc(brandAliases.id)),
    q
      .select()
      .from(brandDomains)
      .where(inArray(brandDomains.brandPolicyId, ids))
      .orderBy(asc(brandDomains.id)),
    q.select().from(brandLogos).where(inArray(brandLogos.brandPolicyId, ids)).orderBy(asc(brandLogos.id)),
  ]);
  return policies.map((policy) => ({
    ...policy,
    alias: aliases
      .filter((a) => a.brandPolicyId === policy.id)
      .map((a) => ({ value: a.value, isPartialMatch: a.isPartialMatch })),
    domain: domains.filter((d) => d.brandPolicyId === policy.id).map((d) => ({ value: d.value })),
    logos: logos
      .filter((l) => l.brandPolicyId === policy.id)
      .map((l) => ({ name: l.name, image: l.image, hash: l.hash })),
  }));
}
export type StoredBrandPolicy = Awaited<ReturnType<typeof withParts>>[number];

/** Baseline brand policies are provider data shared by every organization: no tenant scope applies. */
export function brandPoliciesRepository(db: Db) {
  return {
    /** Whether another policy (not `exceptId`) has this name, ignoring case. */
    async nameTaken(tx: Db | Tx, brandName: string, exceptId?: number) {
      const rows = await tx
        .select({ id: brandPolicies.id })
        .from(brandPolicies)
        .where(
          and(
            sql`lower(${brandPolicies.brandName}) = lower(${brandName})`,
            exceptId === undefined ? undefined : ne(brandPolicies.id, exceptId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** One page of policies, by name, with their aliases and domains. */
    async page(filter: BrandPolicyFilter, offset: number, limit: number, q: Db | Tx = db) {
      const policies = await q
        .select()
        .from(brandPolicies)
        .where(filterCondition(filter))
        .orderBy(asc(sql`lower(${brandPolicies.brandName})`), asc(brandPolicies.id))
        .offset(offset)
        .limit(limit);
      return withParts(q, policies);
    },

    async count(filter: BrandPolicyFilter = {}, q: Db | Tx = db): Promise<number> {
      const [row] = await q.select({ n: count() }).from(brandPolicies).where(filterCondition(filter));
      return row?.n ?? 0;
    },

    /** One policy with its aliases and domains, locked for a change when read in a transaction. */
    async byIdForUpdate(tx: Tx, id: number) {
      const policies = await tx.select().from(brandPolicies).where(eq(brandPolicies.id, id)).for('update');
      const [policy] = await withParts(tx, policies);
      return policy ?? null;
    },

    async updatePolicy(
      tx: Db | Tx,
      id: number,
      changes: { brandName: string; isActive: boolean; updated: Date },
    ) {
      await tx.update(brandPolicies).set(changes).where(eq(brandPolicies.id, id));
    },

    /** Removes a policy's aliases and domains (an update writes them again). */
    async clearParts(tx: Db | Tx, brandPolicyId: number) {
      await tx.delete(brandAliases).where(eq(brandAliases.brandPolicyId, brandPolicyId));
      await tx.delete(brandDomains).where(eq(brandDomains.brandPolicyId, brandPolicyId));
    },
    async clearLogos(tx: Db | Tx, brandPolicyId: number) {
      await tx.delete(brandLogos).where(eq(brandLogos.brandPolicyId, brandPolicyId));
    },
    async insertLogos(tx: Db | Tx, brandPolicyId: number, logos: readonly BrandLogo[]) {
      if (logos.length === 0) return [];
      return tx
        .insert(brandLogos)
        .values(logos.map((l) => ({ brandPolicyId, name: l.name, image: l.image, hash: l.hash })))
        .returning();
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
