import type { OneTimePurpose } from '@baitwatch/contracts/auth/one-time-link';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { adminUsers, oneTimeTokens } from '../../db/schema/index.ts';

export function oneTimeTokensRepository(db: Db) {
  const live = (tokenHash: string, now: Date) =>
    and(
      eq(oneTimeTokens.tokenHash, tokenHash),
      isNull(oneTimeTokens.usedAt),
      gt(oneTimeTokens.expiresAt, now),
    );

  return {
    async insert(
      tx: Db | Tx,
      row: { userId: string; purpose: OneTimePurpose; tokenHash: string; expiresAt: Date; created: Date },
    ) {
      await tx.insert(oneTimeTokens).values(row);
    },

    /** The live token's purpose and its user's email, or null. */
    async findLive(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ purpose: oneTimeTokens.purpose, email: adminUsers.email, userId: oneTimeTokens.userId })
        .from(oneTimeTokens)
        .innerJoin(adminUsers, eq(adminUsers.id, oneTimeTokens.userId))
        .where(live(tokenHash, now));
      return row ? { ...row, purpose: row.purpose as OneTimePurpose } : null;
    },

    /** Uses a live token of the given purpose, atomically; null when there is none. */
    async claim(tx: Db | Tx, tokenHash: string, purpose: OneTimePurpose, now: Date) {
      const [row] = await tx
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(and(live(tokenHash, now), eq(oneTimeTokens.purpose, purpose)))
        .returning({ userId: oneTimeTokens.userId });
      return row ?? null;
    },

    /** Retires the user's other open links, so an older emailed link cannot be used after a newer one. */
    async retireOpen(tx: Db | Tx, userId: string, now: Date) {
      await tx
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)));
    },
  };
}
