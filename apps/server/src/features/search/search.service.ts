import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import type { SearchResponse } from '@baitwatch/contracts/search/search';
import { containsPattern } from '../../db/like-patterns.ts';
import type { FeatureContext } from '../context.ts';
import { searchRepository } from './search.repository.ts';

const LIMIT = 10;
/** Event brands are searched over the feed's default window, so a picked brand has rows to show. */
const EVENT_BRAND_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

export function searchService(ctx: FeatureContext) {
  const repo = searchRepository(ctx.database.db);
  return {
    async search(user: SessionUser, term: string): Promise<SearchResponse> {
      const scope = ctx.policy.scope(user);
      const pattern = containsPattern(term);
      const since = new Date(ctx.clock.now().getTime() - EVENT_BRAND_WINDOW_MS);
      const [organizations, users, seenBrands, policies] = await Promise.all([
        repo.organizations(scope, pattern, LIMIT),
        repo.extensionUsers(scope, pattern, LIMIT),
        repo.eventBrands(scope, pattern, since, LIMIT),
        repo.brandPolicies(pattern, LIMIT),
      ]);
      const policyBrands = policies.map((p) => ({
        brand: p.brand,
        customerId: null,
        organizationName: null,
      }));
      return { organizations, users, brands: [...seenBrands, ...policyBrands].slice(0, LIMIT) };
    },
  };
}
