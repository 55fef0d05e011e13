import { STEP_UP_MAX_AGE_MS } from '@baitwatch/contracts/mfa/step-up';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { liveSessionsRepository, type SessionState } from './live-sessions.repository.ts';

/**
 * How long a process trusts what it found about a session. Every console call checks its session
 * against the database (the state every process shares); this keeps that check off the feed's first
 * page. The process that ends a session forgets it at once; another process may accept the ended
 * session's access token for at most this long (README "Sessions").
 */
export const SESSION_CHECK_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

export interface LiveSessions {
  /**
   * The session (a refresh family of this user) while it has not been ended, else null; with whether a
   * sensitive change may go ahead now (no factor set up, or one proved in the last 5 minutes).
   */
  stateOf(userId: string, sessionId: string): Promise<(SessionState & { factorFresh: boolean }) | null>;
  /** After a logout or a reuse: this process stops trusting the session at once. */
  forgetSession(sessionId: string): void;
  /** After a password reset or the user's removal: every session of the user. */
  forgetUser(userId: string): void;
}

/** One per process (AppDeps): it holds the process's cache of session checks. */
export function liveSessions(db: Db, clock: Clock): LiveSessions {
  const repo = liveSessionsRepository(db);
  const checked = new Map<string, { userId: string; state: SessionState | null; until: number }>();

  return {
    async stateOf(userId, sessionId) {
      const now = clock.now().getTime();
      const fresh = (state: SessionState | null) =>
        state && {
          ...state,
          factorFresh:
            !state.hasFactor ||
            (state.factorAt !== null && now - state.factorAt.getTime() < STEP_UP_MAX_AGE_MS),
        };
      const entry = checked.get(sessionId);
      if (entry && entry.userId === userId && entry.until > now) return fresh(entry.state);
      const state = await repo.isLive(userId, sessionId);
      // A check that reached the database (every 5 s at most) also says the session is in use; a failed
      // write of that must not fail the call it rides on.
      if (state) repo.touch(sessionId, clock.now()).catch(() => {});
      checked.delete(sessionId);
      if (checked.size >= MAX_ENTRIES) checked.delete(checked.keys().next().value as string);
      checked.set(sessionId, { userId, state, until: now + SESSION_CHECK_TTL_MS });
      return fresh(state);
    },
    forgetSession(sessionId) {
      checked.delete(sessionId);
    },
    forgetUser(userId) {
      for (const [sessionId, entry] of checked) if (entry.userId === userId) checked.delete(sessionId);
    },
  };
}
