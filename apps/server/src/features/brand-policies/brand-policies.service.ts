import { BRAND_POLICY_MESSAGES } from '@baitwatch/contracts/brands/brand-policy';
import type { Db, ServiceDatabase, Tx } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import { brandPoliciesRepository } from './brand-policies.repository.ts';
import { referenceLogo } from './reference-logos.ts';

/**
 * The write body of a brand policy (spec: brandName, isActive, alias, domains; ours: logos, as data:
 * addresses). Validated by the route. Without logos, an update keeps the policy's own.
 */
export interface BrandPolicyInput {
  brandName: string;
  isActive: boolean;
  alias: { value: string; isPartialMatch: boolean }[];
  domains: { value: string }[];
  logos?: { name: string; image: string }[] | undefined;
}

export function brandPoliciesService(deps: ServiceDatabase) {
  const db = deps.database.db;
  const repo = brandPoliciesRepository(db);

  /** Redraws and hashes the logos before any write: a picture that is none fails the whole write. */
  const logosOf = (input: BrandPolicyInput) =>
    input.logos === undefined ? undefined : Promise.all(input.logos.map(referenceLogo));

  /** Writes a policy's aliases and domains; domains are host names, stored in lower case. */
  async function writeParts(t: Db | Tx, policyId: number, input: BrandPolicyInput) {
    const alias = await repo.insertAliases(
      t,
      policyId,
      input.alias.map((a) => ({ value: a.value.trim(), isPartialMatch: a.isPartialMatch })),
    );
    const domain = await repo.insertDomains(
      t,
      policyId,
      input.domains.map((d) => d.value.trim().toLowerCase()),
    );
    return {
      alias: alias.map((a) => ({ value: a.value, isPartialMatch: a.isPartialMatch })),
      domain: domain.map((d) => ({ value: d.value })),
    };
  }

  return {
    /** Creates a policy with its aliases and domains, all or nothing. Brand names are unique, ignoring case. */
    async create(input: BrandPolicyInput, tx?: Tx) {
      const logos = (await logosOf(input)) ?? [];
      const run = async (t: Db | Tx) => {
        const brandName = input.brandName.trim();
        if (await repo.nameTaken(t, brandName)) throw conflict(BRAND_POLICY_MESSAGES.duplicate(brandName));
        const policy = await repo.insertPolicy(t, { brandName, isActive: input.isActive });
        await repo.insertLogos(t, policy.id, logos);
        return { ...policy, ...(await writeParts(t, policy.id, input)), logos };
      };
      return tx ? run(tx) : db.transaction(run);
    },

    /**
     * Replaces a policy's name, active flag, aliases and domains, in the caller's transaction; answers
     * the policy as it was (for the audit log) and as it is, or null when there is no such policy.
     */
    async update(tx: Tx, id: number, input: BrandPolicyInput, now: Date) {
      const logos = await logosOf(input);
      const before = await repo.byIdForUpdate(tx, id);
      if (!before) return null;
      const brandName = input.brandName.trim();
      if (await repo.nameTaken(tx, brandName, id)) throw conflict(BRAND_POLICY_MESSAGES.duplicate(brandName));
      await repo.updatePolicy(tx, id, { brandName, isActive: input.isActive, updated: now });
      await repo.clearParts(tx, id);
      if (logos) {
        await repo.clearLogos(tx, id);
        await repo.insertLogos(tx, id, logos);
      }
      const parts = await writeParts(tx, id, input);
      const after = {
        ...before,
        brandName,
        isActive: input.isActive,
        ...parts,
        logos: logos ?? before.logos,
      };
      return { before, after };
    },

    list: repo.page,
    count: repo.count,
  };
}
export type BrandPoliciesService = ReturnType<typeof brandPoliciesService>;
