import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import type { Clock } from '../lib/clock.ts';

/** How long a counter stays after its window ended before a purge deletes it. */
const PURGE_AFTER = '1 hour';

/**
 * The attempt counters of the rate limits (table rate_limit_counters): every server process shares
 * one count per key. The app's clock times the windows (processes' clocks agree to well within a
 * window), so tests move time instead of waiting for it.
 */
export function rateLimitRepository(db: Db, clock: Clock) {
  /** As hit, and how many whole seconds are left of the key's window (for RateLimit-Reset). */
  async function hitWindow(key: string, windowMs: number): Promise<{ hits: number; resetSeconds: number }> {
    const now = clock.now().toISOString();
    const [row] = rowsOf<{ hits: number; reset: number | string }>(
      // The counter's commit does not wait for the disk (asynchronous commit, for this statement's
      // transaction only): a crash may forget the last hits of a window, which costs a caller a few
      // calls of its minute and no data, and every SOC call is spared a flush it would wait for.
      await db.execute(sql`
        with relaxed as (select set_config('synchronous_commit', 'off', true))
        insert into rate_limit_counters as c (key, hits, expires_at)
        select ${key}, 1, ${now}::timestamptz + ${windowMs}::integer * interval '1 millisecond' from relaxed
        on conflict (key) do update set
          hits = case when c.expires_at <= ${now}::timestamptz then 1 else c.hits + 1 end,
          expires_at = case when c.expires_at <= ${now}::timestamptz then excluded.expires_at else c.expires_at end
        returning hits, ceil(extract(epoch from (expires_at - ${now}::timestamptz))) as reset`),
    );
    return { hits: Number(row?.hits ?? 0), resetSeconds: Math.max(0, Number(row?.reset ?? 0)) };
  }

  return {
    /**
     * Counts one hit on the key and answers its hits in its current fixed window of `windowMs`: a key
     * whose window ended starts a new one at 1. Concurrent hits from any process serialize on the
     * key's row, so none is lost.
     */
    async hit(key: string, windowMs: number): Promise<number> {
      return (await hitWindow(key, windowMs)).hits;
    },

    hitWindow,

    /** Deletes counters whose window ended long ago; answers how many. */
    async purgeExpired(): Promise<number> {
      const rows = rowsOf<{ key: string }>(
        await db.execute(
          sql`delete from rate_limit_counters where expires_at < ${clock.now().toISOString()}::timestamptz - ${PURGE_AFTER}::interval returning key`,
        ),
      );
      return rows.length;
    },
  };
}
