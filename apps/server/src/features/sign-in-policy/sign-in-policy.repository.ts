import type { SignInPolicy } from '@baitwatch/contracts/mfa/policy';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { signInPolicies } from '../../db/schema/index.ts';
import { inScope, type PushScope, scopeColumnsOf } from '../push/push-scope.ts';

const SCOPE_COLUMNS = { customerId: signInPolicies.customerId, tenantId: signInPolicies.tenantId };

/** Each scope's sign-in policy (db/schema/mfa.ts); no row is "password alone". */
export function signInPolicyRepository(db: Db) {
  return {
    async policyOf(scope: PushScope): Promise<SignInPolicy> {
      const [row] = await db
        .select({ policy: signInPolicies.policy })
        .from(signInPolicies)
        .where(inScope(SCOPE_COLUMNS, scope));
      return row?.policy ?? 'password';
    },

    async tenantPolicy(tenantId: number): Promise<SignInPolicy> {
      const [row] = await db
        .select({ policy: signInPolicies.policy })
        .from(signInPolicies)
        .where(sql`${signInPolicies.tenantId} = ${tenantId} and ${signInPolicies.customerId} is null`);
      return row?.policy ?? 'password';
    },

    async setPolicy(tx: Tx, scope: PushScope, policy: SignInPolicy, at: Date): Promise<void> {
      await tx.delete(signInPolicies).where(inScope(SCOPE_COLUMNS, scope));
      if (policy !== 'password')
        await tx.insert(signInPolicies).values({ ...scopeColumnsOf(scope), policy, updated: at });
    },
  };
}
