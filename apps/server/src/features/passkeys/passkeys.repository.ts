import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { adminPasskeys, passkeyChallenges } from '../../db/schema/index.ts';

export type PasskeyRow = typeof adminPasskeys.$inferSelect;
export type ChallengePurpose = (typeof passkeyChallenges.$inferInsert)['purpose'];

const DAY_MS = 24 * 60 * 60_000;

/** Admins' passkeys and the WebAuthn challenges waiting for an answer (db/schema/passkeys.ts). */
export function passkeysRepository(db: Db) {
  return {
    async listOf(userId: string, q: Db | Tx = db): Promise<PasskeyRow[]> {
      return q
        .select()
        .from(adminPasskeys)
        .where(eq(adminPasskeys.userId, userId))
        .orderBy(asc(adminPasskeys.created), asc(adminPasskeys.credentialId));
    },

    async byCredentialId(credentialId: string, q: Db | Tx = db): Promise<PasskeyRow | null> {
      const [row] = await q.select().from(adminPasskeys).where(eq(adminPasskeys.credentialId, credentialId));
      return row ?? null;
    },

    /** Adds a passkey; false when that credential is already registered (to anyone). */
    async insert(tx: Tx, row: typeof adminPasskeys.$inferInsert): Promise<boolean> {
      const added = await tx
        .insert(adminPasskeys)
        .values(row)
        .onConflictDoNothing({ target: adminPasskeys.credentialId })
        .returning({ id: adminPasskeys.credentialId });
      return added.length === 1;
    },

    async rename(tx: Tx, userId: string, credentialId: string, name: string): Promise<PasskeyRow | null> {
      const [row] = await tx
        .update(adminPasskeys)
        .set({ name })
        .where(and(eq(adminPasskeys.userId, userId), eq(adminPasskeys.credentialId, credentialId)))
        .returning();
      return row ?? null;
    },

    async remove(tx: Tx, userId: string, credentialId: string): Promise<PasskeyRow | null> {
      const [row] = await tx
        .delete(adminPasskeys)
        .where(and(eq(adminPasskeys.userId, userId), eq(adminPasskeys.credentialId, credentialId)))
        .returning();
      return row ?? null;
    },

    /**
     * Records an accepted assertion: its counter, only when it went up (or the authenticator counts
     * nothing, always 0), so two answers racing with one counter value cannot both be taken.
     */
    async used(tx: Tx, credentialId: string, counter: number, now: Date): Promise<boolean> {
      const taken = await tx
        .update(adminPasskeys)
        .set({ counter, lastUsedAt: now })
        .where(
          and(
            eq(adminPasskeys.credentialId, credentialId),
            or(lt(adminPasskeys.counter, counter), and(eq(adminPasskeys.counter, 0), sql`${counter} = 0`)),
          ),
        )
        .returning({ id: adminPasskeys.credentialId });
      return taken.length === 1;
    },

    /** A new challenge; those that ended a day ago go (they are worth keeping only while usable). */
    async putChallenge(row: {
      challengeHash: string;
      purpose: ChallengePurpose;
      userId: string | null;
      expiresAt: Date;
      created: Date;
    }) {
      await db.insert(passkeyChallenges).values(row);
      await db
        .delete(passkeyChallenges)
        .where(lt(passkeyChallenges.expiresAt, new Date(row.created.getTime() - DAY_MS)));
    },

    /**
     * Takes a live challenge of this purpose once (an update that only one caller wins); answers the
     * admin it was made for (null for a passwordless sign-in), or undefined when it is unknown, used,
     * expired or of another ceremony.
     */
    async takeChallenge(
      tx: Tx,
      challengeHash: string,
      purpose: ChallengePurpose,
      now: Date,
    ): Promise<{ userId: string | null } | undefined> {
      const [row] = await tx
        .update(passkeyChallenges)
        .set({ usedAt: now })
        .where(
          and(
            eq(passkeyChallenges.challengeHash, challengeHash),
            eq(passkeyChallenges.purpose, purpose),
            isNull(passkeyChallenges.usedAt),
            gt(passkeyChallenges.expiresAt, now),
          ),
        )
        .returning({ userId: passkeyChallenges.userId });
      return row;
    },
  };
}
