import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { adminSessions, refreshTokens } from '../db/schema/index.ts';

/** A live session's standing: whether it may only enrol a factor its sign-in policy asks for. */
export interface SessionState {
  enrolmentRequired: boolean;
}

export function liveSessionsRepository(db: Db) {
  return {
    /**
     * Whether the user's session (its refresh family) still has an unrevoked token. Logout, reuse
     * detection and a password reset revoke the family's tokens; removing the user deletes them with
     * the user row. One probe of refresh_tokens_family_idx (and of admin_sessions' key). Null: ended.
     */
    async isLive(userId: string, familyId: string): Promise<SessionState | null> {
      const [row] = await db
        .select({
          enrolmentRequired: sql<boolean>`coalesce((select ${adminSessions.enrolmentRequired} from ${adminSessions}
            where ${adminSessions.familyId} = ${familyId}), false)`,
        })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.familyId, familyId),
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
          ),
        )
        .limit(1);
      return row ? { enrolmentRequired: row.enrolmentRequired } : null;
    },

    /** The session was used now: its "last seen" moves, at most once a minute (one conditional update). */
    async touch(familyId: string, at: Date): Promise<void> {
      await db
        .update(adminSessions)
        .set({ lastSeenAt: at })
        .where(
          and(
            eq(adminSessions.familyId, familyId),
            lt(adminSessions.lastSeenAt, new Date(at.getTime() - 60_000)),
          ),
        );
    },
  };
}
