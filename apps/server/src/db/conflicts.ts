import { setTimeout as sleep } from 'node:timers/promises';
import { someCause } from './error-causes.ts';

/**
 * SQLSTATEs of work PostgreSQL rolled back to settle a conflict with another transaction: a deadlock
 * (40P01: each waited on a row the other held; one is chosen to fail) or a serialization failure
 * (40001). Nothing was wrong with the work itself: run again, it succeeds.
 */
const CONFLICT_CODES = new Set(['40P01', '40001']);

export const isTransientConflict = (error: unknown): boolean =>
  someCause(error, (candidate) => CONFLICT_CODES.has(String((candidate as { code?: unknown }).code)));

/** Tries after the first: the other side went on when this one failed, so one nearly always does. */
const RETRIES = 3;

/**
 * Runs `work` again when it fails on a transient conflict, after a few random milliseconds (so that
 * two that failed together do not meet again at once). Its other failures, and a conflict on the last
 * try, are thrown as they are. `work` must be a whole transaction: what it did was rolled back.
 */
export async function retryingConflicts<T>(work: () => Promise<T>, retries = RETRIES): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= retries || !isTransientConflict(error)) throw error;
      await sleep((attempt + 1) * (5 + Math.random() * 20));
    }
  }
}
