import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { adminRecoveryCodes, adminTotp, loginChallenges } from '../../db/schema/index.ts';

export type TotpRow = typeof adminTotp.$inferSelect;

/** An admin's second factors and the logins waiting for them (db/schema/mfa.ts). */
export function mfaRepository(db: Db) {
  return {
    async totpOf(userId: string, q: Db | Tx = db): Promise<TotpRow | null> {
      const [row] = await q.select().from(adminTotp).where(eq(adminTotp.userId, userId));
      return row ?? null;
    },

    /** A new unconfirmed secret in place of any earlier unconfirmed one (never of a confirmed one). */
    async putPendingTotp(tx: Tx, userId: string, secretSealed: string, pendingUntil: Date, now: Date) {
      await tx.delete(adminTotp).where(and(eq(adminTotp.userId, userId), isNull(adminTotp.confirmedAt)));
      await tx
        .insert(adminTotp)
        .values({ userId, secretSealed, pendingUntil, created: now })
        .onConflictDoNothing({ target: adminTotp.userId });
    },

    async confirmTotp(tx: Tx, userId: string, step: number, now: Date) {
      await tx
        .update(adminTotp)
        .set({ confirmedAt: now, pendingUntil: null, lastStep: step, lastUsedAt: now })
        .where(eq(adminTotp.userId, userId));
    },

    /** Takes a code's step once: false when that step (or a later one) was already used. */
    async useStep(tx: Tx, userId: string, step: number, now: Date): Promise<boolean> {
      const used = await tx
        .update(adminTotp)
        .set({ lastStep: step, lastUsedAt: now })
        .where(
          and(eq(adminTotp.userId, userId), lt(adminTotp.lastStep, step), isNotNull(adminTotp.confirmedAt)),
        )
        .returning({ userId: adminTotp.userId });
      return used.length === 1;
    },

    /** Every second factor of the admin goes (an admin's reset of a lost one). */
    async deleteFactors(tx: Tx, userId: string) {
      await tx.delete(adminTotp).where(eq(adminTotp.userId, userId));
      await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
    },

    async deleteTotp(tx: Tx, userId: string) {
      await tx.delete(adminTotp).where(eq(adminTotp.userId, userId));
    },

    async replaceRecoveryCodes(tx: Tx, userId: string, hashes: readonly string[]) {
      await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
      if (hashes.length > 0)
        await tx.insert(adminRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
    },

    async recoveryCodesLeft(userId: string, q: Db | Tx = db): Promise<number> {
      const [row] = await q
        .select({ n: sql<number>`count(*)::int` })
        .from(adminRecoveryCodes)
        .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    /** Uses a recovery code once: false when it is not one of the admin's, or was used. */
    async useRecoveryCode(tx: Tx, userId: string, codeHash: string, now: Date): Promise<boolean> {
      const used = await tx
        .update(adminRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(adminRecoveryCodes.userId, userId),
            eq(adminRecoveryCodes.codeHash, codeHash),
            isNull(adminRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: adminRecoveryCodes.id });
      return used.length === 1;
    },

    /** A live challenge, locked for this second step (two tries of one challenge run one after the other). */
    async liveChallenge(tx: Tx, tokenHash: string, now: Date, maxAttempts: number) {
      const [row] = await tx
        .select()
        .from(loginChallenges)
        .where(
          and(
            eq(loginChallenges.tokenHash, tokenHash),
            isNull(loginChallenges.usedAt),
            gt(loginChallenges.expiresAt, now),
            lt(loginChallenges.attempts, maxAttempts),
          ),
        )
        .for('update');
      return row ?? null;
    },

    async challengeFailed(tx: Tx, id: string) {
      await tx
        .update(loginChallenges)
        .set({ attempts: sql`${loginChallenges.attempts} + 1` })
        .where(eq(loginChallenges.id, id));
    },

    async challengeUsed(tx: Tx, id: string, now: Date) {
      await tx.update(loginChallenges).set({ usedAt: now }).where(eq(loginChallenges.id, id));
    },
  };
}
