import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { refreshTokens } from '../db/schema/index.ts';

export function liveSessionsRepository(db: Db) {
  return {
    /**
     * Whether the user's session (its refresh family) still has an unrevoked token. Logout, reuse
     * detection and a password reset revoke the family's tokens; removing the user deletes them with
     * the user row. One probe of refresh_tokens_family_idx.
     */
    async isLive(userId: string, familyId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.familyId, familyId),
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
