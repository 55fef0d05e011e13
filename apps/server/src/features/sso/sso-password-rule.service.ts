import { SSO_MESSAGES as M } from '@baitwatch/contracts/sso/messages';
import { forbidden } from '../../http/errors.ts';
import type { FeatureContext } from '../context.ts';
import { ssoRepository } from './sso.repository.ts';

/**
 * "SSO required": an admin whose connection (their organization's, else their tenant's) requires
 * single sign-on opens no session with a password, nor with a password set from an emailed link; its
 * break-glass admin does, for when the identity provider is down. The provider's admins belong to no
 * connection and always sign in with their password (decision 0076).
 */
export function ssoPasswordRuleService(ctx: FeatureContext) {
  const repo = ssoRepository(ctx.database.db);
  return {
    async checkPasswordAllowed(account: { id: string; tenantId: number | null; customerId: number | null }) {
      const connection = await repo.connectionForAdmin(account);
      if (connection?.ssoRequired && connection.breakGlassUserId !== account.id)
        throw forbidden(M.ssoRequired);
    },
  };
}
export type SsoPasswordRuleService = ReturnType<typeof ssoPasswordRuleService>;
