import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { jobs } from '../db/schema/index.ts';

export interface JobRow {
  id: number;
  queue: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

export interface NewJob {
  queue: string;
  payload: unknown;
  runAt: Date;
  maxAttempts?: number | undefined;
  /** While a job of the same queue and key is pending, this one is not inserted. */
  dedupeKey?: string | undefined;
}

/** A job that follows one of its causes: inserted only when the statement stored one of them. */
export interface CausedJob extends NewJob {
  causes: readonly string[];
}

/** The jobs table's default (db/schema/jobs.ts). */
const DEFAULT_MAX_ATTEMPTS = 5;

export function jobsRepository(db: Db) {
  return {
    /** One job; with a dedupe key, none while a job of the same queue and key is pending (one statement). */
    async insert(tx: Db | Tx, job: NewJob): Promise<void> {
      const { dedupeKey } = job;
      if (dedupeKey === undefined) {
        await this.insertMany(tx, [job]);
        return;
      }
      await tx.execute(sql`
        insert into ${jobs} (queue, payload, run_at, dedupe_key, max_attempts)
        select ${job.queue}, ${JSON.stringify(job.payload)}::jsonb, ${job.runAt.toISOString()}::timestamptz, ${dedupeKey},
          ${job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS}::int
        where not exists (
          select 1 from ${jobs} where queue = ${job.queue} and dedupe_key = ${dedupeKey} and done_at is null
        )`);
    },

    async insertMany(tx: Db | Tx, rows: readonly NewJob[]): Promise<void> {
      if (rows.length === 0) return;
      await tx.insert(jobs).values(
        rows.map((r) => ({
          queue: r.queue,
          payload: r.payload,
          runAt: r.runAt,
          maxAttempts: r.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        })),
      );
    },

    /**
     * The jobs as one part of a caller's statement (a data-modifying CTE): each is inserted only when
     * one of its causes is in the `cause` column of the statement's CTE `stored`, a deduplicated one
     * only while no job of its queue and key is pending. The jobs then commit exactly with what they
     * follow, in the statement that stores it: one round trip, no transaction around it.
     */
    insertWhereStored(rows: readonly CausedJob[], stored: SQL): SQL {
      const values = rows.map((r) => ({
        queue: r.queue,
        payload: r.payload,
        run_at: r.runAt.toISOString(),
        dedupe_key: r.dedupeKey ?? null,
        max_attempts: r.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        causes: r.causes,
      }));
      return sql`
        insert into ${jobs} (queue, payload, run_at, dedupe_key, max_attempts)
        select j.queue, j.payload, j.run_at, j.dedupe_key, j.max_attempts
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
          as j(queue text, payload jsonb, run_at timestamptz, dedupe_key text, max_attempts int, causes text[])
        where exists (select 1 from ${stored} s where s.cause = any(j.causes))
          and (j.dedupe_key is null or not exists (
            select 1 from ${jobs} p where p.queue = j.queue and p.dedupe_key = j.dedupe_key and p.done_at is null))`;
    },

    /** Claims one due job of the given queues; a crashed worker's lock expires and the job runs again. */
    async claim(queues: string[], now: Date, lockMs: number): Promise<JobRow | null> {
      if (queues.length === 0) return null;
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
      const row = rowsOf<JobRow>(result)[0];
      return row ? { ...row, id: Number(row.id) } : null;
    },

    async complete(id: number, now: Date) {
      await db.update(jobs).set({ doneAt: now, lockedUntil: null }).where(eq(jobs.id, id));
    },

    /** A failed try: runs again at retryAt; with `refund`, the try does not count (the database was away). */
    async fail(id: number, error: string, retryAt: Date, options: { refund?: boolean } = {}) {
      await db
        .update(jobs)
        .set({
          lastError: error.slice(0, 2000),
          lockedUntil: null,
          runAt: retryAt,
          ...(options.refund ? { attempts: sql`greatest(${jobs.attempts} - 1, 0)` } : {}),
        })
        .where(eq(jobs.id, id));
    },

    /**
     * Unfinished jobs per queue (the metrics read this at scrape time): how many wait, how long the
     * oldest due one has waited, and how many were given up after their last try.
     */
    async depthByQueue(now: Date) {
      const result = await db.execute(sql`
        select queue,
          count(*) filter (where attempts < max_attempts) as pending,
          count(*) filter (where attempts >= max_attempts) as failed,
          coalesce(extract(epoch from ${now.toISOString()}::timestamptz
            - min(run_at) filter (where attempts < max_attempts and run_at <= ${now.toISOString()}::timestamptz)), 0)
            as oldest
        from jobs where done_at is null group by queue`);
      return rowsOf<{
        queue: string;
        pending: string | number;
        failed: string | number;
        oldest: string | number;
      }>(result).map((r) => ({
        queue: r.queue,
        pending: Number(r.pending),
        failed: Number(r.failed),
        oldestDueSeconds: Math.max(0, Number(r.oldest)),
      }));
    },

    /** A job that can never succeed: kept with its error for an operator, never claimed again. */
    async setAside(id: number, error: string) {
      await db
        .update(jobs)
        .set({ lastError: error.slice(0, 2000), lockedUntil: null, attempts: sql`${jobs.maxAttempts}` })
        .where(eq(jobs.id, id));
    },
  };
}
