import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { adminPasskeys, adminSessions, adminTotp, refreshTokens } from '../db/schema/index.ts';

/** A live session's standing: whether it may only enrol a factor its sign-in policy asks for. */
export interface SessionState {
  enrolmentRequired: boolean;
  /** When a factor was last proved in the session (null: never), and whether the admin has one at all. */
  factorAt: Date | null;
  hasFactor: boolean;
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
          factorAt: sql<string | null>`(select ${adminSessions.factorAt} from ${adminSessions}
            where ${adminSessions.familyId} = ${familyId})`,
          hasFactor: sql<boolean>`(exists (select 1 from ${adminTotp}
            where ${adminTotp.userId} = ${userId} and ${adminTotp.confirmedAt} is not null)
            or exists (select 1 from ${adminPasskeys} where ${adminPasskeys.userId} = ${userId}))`,
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
      return row
        ? {
            enrolmentRequired: row.enrolmentRequired,
            factorAt: row.factorAt ? new Date(row.factorAt) : null,
            hasFactor: row.hasFactor,
          }
        : null;
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
