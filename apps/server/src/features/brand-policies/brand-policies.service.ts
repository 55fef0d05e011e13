import type { Db, Tx } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import { brandPoliciesRepository } from './brand-policies.repository.ts';

/** The write body of a brand policy (spec: brandName, isActive, alias, domains). Validated by the route. */
export interface BrandPolicyInput {
  brandName: string;
  isActive: boolean;
  alias: { value: string; isPartialMatch: boolean }[];
  domains: { value: string }[];
}

export function brandPoliciesService(db: Db) {
  const repo = brandPoliciesRepository(db);
  return {
    /** Creates a policy with its aliases and domains, all or nothing. Brand names are unique, ignoring case. */
    async create(input: BrandPolicyInput, tx?: Tx) {
      const run = async (t: Db | Tx) => {
        const brandName = input.brandName.trim();
        if (await repo.nameTaken(t, brandName)) throw conflict(`Brand Policy ${brandName} already exists.`);
        const policy = await repo.insertPolicy(t, { brandName, isActive: input.isActive });
        const alias = await repo.insertAliases(
          t,
          policy.id,
          input.alias.map((a) => ({ value: a.value.trim(), isPartialMatch: a.isPartialMatch })),
        );
        // Domains are host names: compared without case, so stored in lower case.
        const domain = await repo.insertDomains(
          t,
          policy.id,
          input.domains.map((d) => d.value.trim().toLowerCase()),
        );
        return { ...policy, alias, domain };
      };
      return tx ? run(tx) : db.transaction(run);
    },
  };
}
export type BrandPoliciesService = ReturnType<typeof brandPoliciesService>;
