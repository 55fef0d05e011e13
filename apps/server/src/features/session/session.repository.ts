import type { SecondFactorMethod } from '@baitwatch/contracts/mfa/constants';
import { type SignInPolicy, stricterPolicy } from '@baitwatch/contracts/mfa/policy';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AdminIdentity } from '../../auth/session-user.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  adminPasskeys,
  adminRecoveryCodes,
  adminSessions,
  adminTotp,
  adminUsers,
  customers,
  loginChallenges,
  refreshTokens,
  signInPolicies,
  tenants,
} from '../../db/schema/index.ts';

/** An admin with what login and refresh need: the password hash, the tenant's subdomain and whether the account is live. */
export interface SessionAccount extends AdminIdentity {
  passwordHash: string | null;
  tenantSubDomain: string | null;
  /** False when the tenant, or a CustomerAdmin's organization, has been cancelled. */
  active: boolean;
  /** The password was generated (Create Customer): the first sign-in must choose a new one. */
  passwordChangeRequired: boolean;
}

export interface RefreshTokenRow {
  id: string;
  userId: string;
  familyId: string;
  usedAt: Date | null;
  revokedAt: Date | null;
  expiresAt: Date;
}

export function sessionRepository(db: Db) {
  // A CustomerAdmin's tenant comes from its organization when the user row does not carry it.
  const tenantIdExpr = sql<number | null>`coalesce(${adminUsers.tenantId}, ${customers.tenantId})`;
  const accounts = (q: Db | Tx) =>
    q
      .select({
        id: adminUsers.id,
        email: adminUsers.email,
        firstName: adminUsers.firstName,
        lastName: adminUsers.lastName,
        role: adminUsers.role,
        tenantId: tenantIdExpr,
        customerId: adminUsers.customerId,
        sendEmail: adminUsers.sendEmail,
        passwordHash: adminUsers.passwordHash,
        passwordChangeRequired: adminUsers.passwordChangeRequired,
        tenantSubDomain: tenants.subDomain,
        active: sql<boolean>`coalesce(${tenants.isActive}, true) and coalesce(${customers.isActive}, true)`,
      })
      .from(adminUsers)
      .leftJoin(customers, eq(customers.id, adminUsers.customerId))
      .leftJoin(tenants, eq(tenants.id, tenantIdExpr));

  return {
    async accountByEmail(email: string, q: Db | Tx = db): Promise<SessionAccount | null> {
      const [row] = await accounts(q).where(sql`lower(${adminUsers.email}) = lower(${email})`);
      return row ?? null;
    },

    async accountById(id: string, q: Db | Tx = db): Promise<SessionAccount | null> {
      const [row] = await accounts(q).where(eq(adminUsers.id, id));
      return row ?? null;
    },

    /** A password the user chose: it also ends a required change. */
    async setPassword(tx: Db | Tx, userId: string, passwordHash: string) {
      await tx
        .update(adminUsers)
        .set({ passwordHash, passwordChangeRequired: false })
        .where(eq(adminUsers.id, userId));
    },

    async insertRefreshToken(
      tx: Db | Tx,
      row: { userId: string; familyId: string; tokenHash: string; expiresAt: Date; created: Date },
    ) {
      await tx.insert(refreshTokens).values(row);
    },

    /** Marks a live token used, atomically: of two concurrent uses only one gets the row. */
    async claimRefreshToken(tx: Db | Tx, tokenHash: string, now: Date): Promise<RefreshTokenRow | null> {
      const [row] = await tx
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },

    async refreshTokenByHash(tokenHash: string): Promise<RefreshTokenRow | null> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row ?? null;
    },

    async revokeFamily(tx: Db | Tx, familyId: string, now: Date) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    /**
     * What the admin's sign-in must meet: the provider's own policy for its admins, a tenant's for
     * its admins, and for an organization's admins the stricter of the organization's and its tenant's.
     */
    async signInPolicyOf(
      account: Pick<SessionAccount, 'role' | 'tenantId' | 'customerId'>,
    ): Promise<SignInPolicy> {
      const scopes =
        account.customerId !== null
          ? sql`(${signInPolicies.customerId} = ${account.customerId} or (${signInPolicies.customerId} is null and ${signInPolicies.tenantId} = ${account.tenantId}))`
          : account.tenantId !== null
            ? sql`(${signInPolicies.customerId} is null and ${signInPolicies.tenantId} = ${account.tenantId})`
            : sql`(${signInPolicies.customerId} is null and ${signInPolicies.tenantId} is null)`;
      const rows = await db.select({ policy: signInPolicies.policy }).from(signInPolicies).where(scopes);
      return rows.reduce<SignInPolicy>((strictest, row) => stricterPolicy(strictest, row.policy), 'password');
    },

    /** A factor was proved in the session just now (a step-up). */
    async factorProved(familyId: string, at: Date): Promise<void> {
      await db.update(adminSessions).set({ factorAt: at }).where(eq(adminSessions.familyId, familyId));
    },

    /** The admin's sessions that were waiting for enrolment may go on (their policy is now met). */
    async enrolmentDone(userId: string): Promise<void> {
      await db
        .update(adminSessions)
        .set({ enrolmentRequired: false })
        .where(and(eq(adminSessions.userId, userId), eq(adminSessions.enrolmentRequired, true)));
    },

    /** The second factors an admin can complete a login with (none: the password is enough). */
    async secondFactorMethods(userId: string): Promise<SecondFactorMethod[]> {
      const [row] = await db
        .select({
          totp: sql<boolean>`exists (select 1 from ${adminTotp} where ${adminTotp.userId} = ${userId} and ${adminTotp.confirmedAt} is not null)`,
          passkey: sql<boolean>`exists (select 1 from ${adminPasskeys} where ${adminPasskeys.userId} = ${userId})`,
          recovery: sql<boolean>`exists (select 1 from ${adminRecoveryCodes} where ${adminRecoveryCodes.userId} = ${userId} and ${adminRecoveryCodes.usedAt} is null)`,
        })
        .from(sql`(select 1) one`);
      // Recovery codes stand in for a factor the admin has; alone they are none.
      const methods: SecondFactorMethod[] = [];
      if (row?.totp) methods.push('totp');
      if (row?.passkey) methods.push('passkey');
      if (methods.length > 0 && row?.recovery) methods.push('recovery');
      return methods;
    },

    /** A new challenge; those that ended a day ago go (they are worth keeping only while usable). */
    async insertChallenge(row: { userId: string; tokenHash: string; expiresAt: Date; created: Date }) {
      await db.insert(loginChallenges).values(row);
      await db
        .delete(loginChallenges)
        .where(lt(loginChallenges.expiresAt, new Date(row.created.getTime() - 86_400_000)));
    },

    /** A new session's record; answers whether the admin had used this browser before. */
    async recordSession(
      tx: Db | Tx,
      row: typeof adminSessions.$inferInsert & { deviceHash: string; userId: string },
    ): Promise<{ knownBrowser: boolean; firstSession: boolean }> {
      const [seen] = await tx
        .select({
          browser: sql<boolean>`bool_or(${adminSessions.deviceHash} = ${row.deviceHash})`,
          any: sql<number>`count(*)::int`,
        })
        .from(adminSessions)
        .where(eq(adminSessions.userId, row.userId));
      await tx.insert(adminSessions).values(row).onConflictDoNothing();
      return { knownBrowser: seen?.browser ?? false, firstSession: (seen?.any ?? 0) === 0 };
    },

    /** A refresh: the session was seen now, from this address. */
    async sessionSeen(tx: Db | Tx, familyId: string, at: Date, ip: string | undefined) {
      await tx
        .update(adminSessions)
        .set({ lastSeenAt: at, ...(ip ? { ip } : {}) })
        .where(eq(adminSessions.familyId, familyId));
    },

    /** The admin's live sessions (a family with a token neither revoked nor expired), newest first. */
    async liveSessionsOf(userId: string, now: Date) {
      return db
        .select()
        .from(adminSessions)
        .where(
          and(
            eq(adminSessions.userId, userId),
            sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${adminSessions.familyId}
              and ${refreshTokens.revokedAt} is null and ${refreshTokens.expiresAt} > ${now.toISOString()}::timestamptz)`,
          ),
        )
        .orderBy(sql`${adminSessions.lastSeenAt} desc`);
    },

    async sessionRecord(familyId: string) {
      const [row] = await db.select().from(adminSessions).where(eq(adminSessions.familyId, familyId));
      return row ?? null;
    },

    async sessionOwner(familyId: string): Promise<string | null> {
      return (await this.sessionRecord(familyId))?.userId ?? null;
    },

    async revokeAllOfUser(tx: Db | Tx, userId: string, now: Date) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}
export type SessionRepository = ReturnType<typeof sessionRepository>;
