import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import {
  type SignInPolicy,
  type SignInPolicySettings,
  stricterPolicy,
} from '@baitwatch/contracts/mfa/policy';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import type { FeatureContext } from '../context.ts';
import { auditPlaceOf, type PushScope, scopeFor } from '../push/push-scope.ts';
import { signInPolicyRepository } from './sign-in-policy.repository.ts';

type Where = { customerId?: number; tenantId?: number };

/**
 * Sign-in policies (issue 26): the provider sets its own admins', a tenant's admins (and the
 * provider) the tenant's, an organization's admins (and its tenant's, and the provider) the
 * organization's. An organization's admins meet the stricter of its policy and its tenant's; the
 * session service asks at each sign-in (session.repository.ts `signInPolicyOf`), and an admin who does
 * not meet it can only enrol until they do.
 */
export function signInPolicyService(ctx: FeatureContext & { auditLog: AuditLogService }) {
  const repo = signInPolicyRepository(ctx.database.db);

  async function settingsOf(scope: PushScope): Promise<SignInPolicySettings> {
    const policy = await repo.policyOf(scope);
    const tenantPolicy =
      scope.kind === 'organization' ? await repo.tenantPolicy(scope.organization.tenantId) : null;
    return { policy, tenantPolicy, effective: tenantPolicy ? stricterPolicy(policy, tenantPolicy) : policy };
  }

  return {
    async get(user: SessionUser, where: Where): Promise<SignInPolicySettings> {
      return settingsOf(await scopeFor(ctx.policy, user, where));
    },

    async set(user: SessionUser, where: Where, policy: SignInPolicy): Promise<SignInPolicySettings> {
      const scope = await scopeFor(ctx.policy, user, where);
      const before = await repo.policyOf(scope);
      await ctx.database.db.transaction(async (tx) => {
        await repo.setPolicy(tx, scope, policy, ctx.clock.now());
        await ctx.auditLog.record(tx, user, {
          action: 'mfa.policy.change',
          place: auditPlaceOf(scope),
          target:
            scope.kind === 'organization'
              ? `organization ${scope.organization.id}`
              : scope.kind === 'tenant'
                ? `tenant ${scope.tenant.id}`
                : 'provider admins',
          before: { policy: before },
          after: { policy },
        });
      });
      return settingsOf(scope);
    },
  };
}

export type SignInPolicyService = ReturnType<typeof signInPolicyService>;
