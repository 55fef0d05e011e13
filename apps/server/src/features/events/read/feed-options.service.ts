import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import type { BrandsResponse } from '@baitwatch/contracts/brands/portal-brands';
import type { LicensesCountResponse } from '@baitwatch/contracts/events/licenses-count';
import type { SearchExtensionUsersResponse } from '@baitwatch/contracts/events/search-extension-users';
import { type OrgScopeRequest, resolveOrgScope } from '../../../auth/org-scope.ts';
import type { FeatureContext } from '../../context.ts';
import { eventWindow } from './event-window.ts';
import { feedOptionsRepository } from './feed-options.repository.ts';

/** The feed's filter choices (brands, users) and the extension user count behind its welcome popup. */
export function feedOptionsService(ctx: FeatureContext) {
  const repo = feedOptionsRepository(ctx.database.db);
  return {
    async brands(
      user: SessionUser,
      scope: OrgScopeRequest,
      window: { startTime?: string | undefined; endTime?: string | undefined },
    ): Promise<BrandsResponse> {
      const { start, end } = eventWindow(ctx.clock.now(), window.startTime, window.endTime);
      const organizations = await resolveOrgScope(ctx.policy, user, scope);
      return { brands: organizations.ids.length ? await repo.brands(organizations, start, end) : [] };
    },

    async searchExtensionUsers(
      user: SessionUser,
      scope: OrgScopeRequest,
      term: string,
    ): Promise<SearchExtensionUsersResponse> {
      const organizations = await resolveOrgScope(ctx.policy, user, scope);
      const users = organizations.ids.length ? await repo.searchExtensionUsers(organizations, term) : [];
      return { users: users.map((u) => ({ ...u, id: Number(u.id) })) };
    },

    async licensesCount(user: SessionUser, scope: OrgScopeRequest): Promise<LicensesCountResponse> {
      const organizations = await resolveOrgScope(ctx.policy, user, scope);
      return { count: organizations.ids.length ? await repo.extensionUserCount(organizations) : 0 };
    },
  };
}
