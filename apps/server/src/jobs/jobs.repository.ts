import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';

export interface JobRow {
  id: number;
  queue: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

export function jobsRepository(db: Db) {
  return {
    async insert(
      tx: Db | Tx,
      job: { queue: string; payload: unknown; runAt: Date; dedupeKey?: string | undefined },
    ): Promise<void> {
      if (job.dedupeKey) {
        const pending = await tx
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.queue, job.queue), eq(jobs.dedupeKey, job.dedupeKey), isNull(jobs.doneAt)))
          .limit(1);
        if (pending.length > 0) return;
      }
      await tx.insert(jobs).values({
        queue: job.queue,
        payload: job.payload,
        runAt: job.runAt,
        dedupeKey: job.dedupeKey ?? null,
      });
    },

    /** Claims one due job of the given queues; a crashed worker's lock expires and the job runs again. */
    async claim(queues: string[], now: Date, lockMs: number): Promise<JobRow | null> {
      const lockedUntil = new Date(now.getTime() + lockMs);
      const result = await db.execute(sql`
        update jobs set locked_until = ${lockedUntil.toISOString()}, attempts = attempts + 1
        where id = (
          select id from jobs
          where done_at is null and queue in ${sql`(${sql.join(
            queues.map((q) => sql`${q}`),
            sql`, `,
          )})`}
            and run_at <= ${now.toISOString()}
            and (locked_until is null or locked_until < ${now.toISOString()})
            and attempts < max_attempts
          order by run_at, id
          for update skip locked
          limit 1
        )
        returning id, queue, payload, attempts, max_attempts as "maxAttempts"`);
      const row = (result as unknown as { rows: JobRow[] }).rows[0];
      return row ? { ...row, id: Number(row.id) } : null;
    },

    async complete(id: number, now: Date) {
      await db.update(jobs).set({ doneAt: now, lockedUntil: null }).where(eq(jobs.id, id));
    },

    async fail(id: number, error: string, retryAt: Date) {
      await db
        .update(jobs)
        .set({ lastError: error.slice(0, 2000), lockedUntil: null, runAt: retryAt })
        .where(eq(jobs.id, id));
    },
  };
}
