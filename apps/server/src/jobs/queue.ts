import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import type { Clock } from '../lib/clock.ts';
import type { JobInput, JobKind, JobPayload } from './job-kinds.ts';
import { type CausedJob, jobsRepository, type NewJob } from './jobs.repository.ts';

export interface EnqueueOptions {
  delayMs?: number;
  /** While a job of the same kind and key is pending, enqueuing another does nothing. */
  dedupeKey?: string;
}

export interface Queue {
  /** Enqueue inside the caller's transaction so the job exists exactly when the work it follows does. */
  enqueue<K extends JobKind>(
    tx: Db | Tx,
    kind: K,
    payload: JobInput<K>,
    options?: EnqueueOptions,
  ): Promise<void>;
  /** A job to queue later as part of another statement (followUps): its payload is checked now. */
  prepare<K extends JobKind>(kind: K, payload: JobInput<K>, options?: EnqueueOptions): NewJob;
  /**
   * Prepared jobs as a part of a caller's statement that stores their causes (the statement's CTE
   * `stored`, with a `cause` column): each job is queued only if one of its causes was stored.
   * Ingestion queues an event's jobs this way, in the statement that stores the event. Call
   * `queued` once the statement has run.
   */
  followUps(jobs: readonly CausedJob[], stored: SQL): SQL;
  /** Wakes this process's worker after jobs were queued by followUps. */
  queued(): void;
  handle<K extends JobKind>(
    kind: K,
    handler: (payload: JobPayload<K>, attempt: JobAttempt) => Promise<void>,
  ): void;
  /** Runs due jobs until none is left (tests and the demo seeding use this to settle). */
  drain(): Promise<number>;
  start(log: FastifyBaseLogger): void;
  stop(): Promise<void>;
}

const LOCK_MS = 60_000;
const IDLE_POLL_MS = 500;
/** While the database is away, the worker polls less and less often, up to this. */
const MAX_OUTAGE_POLL_MS = 10_000;
/** A job's own bookkeeping (complete, fail) is tried again for this long before its lock expires. */
const BOOKKEEPING_RETRY_MS = LOCK_MS / 2;
/** A job whose handler failed only because the database was away runs again this soon. */
const UNAVAILABLE_RETRY_MS = 5_000;
/** A job whose input is not there yet (NotReadyError) tries again this soon, not after the backoff. */
const NOT_READY_RETRY_MS = 2_000;

/**
 * Thrown by a handler whose input is about to exist (evidence published a moment after its event's
 * row commits): the try counts, so a job whose input never comes still ends, but the next one is
 * seconds away instead of the failure backoff's minutes.
 */
export class NotReadyError extends Error {}

/** Which try of its job a handler is running (a handler that keeps a record of its own reads it). */
export interface JobAttempt {
  attempts: number;
  maxAttempts: number;
}

type Handler = { kind: JobKind; run: (payload: unknown, attempt: JobAttempt) => Promise<void> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a bookkeeping call again while the database is away, for up to `withinMs`. Had it failed for
 * good, the job would stay claimed until its lock expired and then run again: not lost, but late.
 */
async function whileUnavailable(call: () => Promise<void>, withinMs = BOOKKEEPING_RETRY_MS) {
  const until = Date.now() + withinMs;
  for (let delay = 250; ; delay = Math.min(delay * 2, 5_000)) {
    try {
      return await call();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + delay > until) throw error;
      await sleep(delay);
    }
  }
}

export function createQueue(db: Db, clock: Clock): Queue {
  const repo = jobsRepository(db);
  const handlers = new Map<string, Handler>();
  let running = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;

  function prepare<K extends JobKind>(kind: K, payload: JobInput<K>, options: EnqueueOptions = {}): NewJob {
    return {
      queue: kind.queue,
      payload: kind.payload.parse(payload),
      runAt: new Date(clock.now().getTime() + (options.delayMs ?? 0)),
      maxAttempts: kind.maxAttempts,
      dedupeKey: options.dedupeKey,
    };
  }

  async function runOne(log?: FastifyBaseLogger): Promise<boolean> {
    // The queues that go first, then the rest: two indexed claims, rather than one that sorts every due job.
    const all = [...handlers.values()];
    const first = all.filter((h) => h.kind.first).map((h) => h.kind.queue);
    const rest = all.filter((h) => !h.kind.first).map((h) => h.kind.queue);
    const job =
      (await repo.claim(first, clock.now(), LOCK_MS)) ?? (await repo.claim(rest, clock.now(), LOCK_MS));
    if (!job) return false;
    const handler = handlers.get(job.queue);
    if (!handler) return true;
    const payload = handler.kind.payload.safeParse(job.payload);
    if (!payload.success) {
      // A stored payload its kind no longer accepts will not parse on a retry either.
      log?.error({ job: job.id, queue: job.queue, issues: payload.error.issues }, 'job payload refused');
      await whileUnavailable(() => repo.setAside(job.id, `payload refused: ${payload.error.message}`));
      return true;
    }
    let failure: unknown = null;
    try {
      await handler.run(payload.data, { attempts: job.attempts, maxAttempts: job.maxAttempts });
    } catch (error) {
      failure = error;
    }
    if (failure === null) {
      await whileUnavailable(() => repo.complete(job.id, clock.now()));
      return true;
    }
    const message = String((failure as Error)?.stack ?? failure);
    if (isDatabaseUnavailable(failure)) {
      // The job did not fail; the database was away. Its try is given back and it runs again soon.
      log?.warn({ job: job.id, queue: job.queue }, 'job waits for the database');
      await whileUnavailable(() =>
        repo.fail(job.id, message, new Date(clock.now().getTime() + UNAVAILABLE_RETRY_MS), {
          refund: true,
        }),
      );
      return true;
    }
    const backoff =
      failure instanceof NotReadyError ? NOT_READY_RETRY_MS : Math.min(60_000 * 2 ** job.attempts, 3_600_000);
    log?.warn({ err: failure, job: job.id, queue: job.queue }, 'job failed');
    await whileUnavailable(() => repo.fail(job.id, message, new Date(clock.now().getTime() + backoff)));
    return true;
  }

  return {
    prepare,
    async enqueue(tx, kind, payload, options = {}) {
      await repo.insert(tx, prepare(kind, payload, options));
      wake?.();
    },
    followUps: (rows, stored) => repo.insertWhereStored(rows, stored),
    queued: () => wake?.(),
    handle(kind, handler) {
      handlers.set(kind.queue, { kind, run: handler as Handler['run'] });
    },
    async drain() {
      let count = 0;
      while (handlers.size > 0 && (await runOne())) count++;
      return count;
    },
    start(log) {
      if (running || handlers.size === 0) return;
      running = true;
      loop = (async () => {
        // Polls that failed in a row: while the database is away, wait longer each time and say so once.
        let failures = 0;
        while (running) {
          const worked = await runOne(log).then(
            (worked) => {
              if (failures > 0) log.info(`queue: the database answers again after ${failures} failed polls`);
              failures = 0;
              return worked;
            },
            (error: unknown) => {
              if (failures === 0) log.error({ err: error }, 'queue poll failed');
              failures += 1;
              return false;
            },
          );
          if (!worked && running) {
            const waitMs =
              failures > 0 ? Math.min(IDLE_POLL_MS * 2 ** failures, MAX_OUTAGE_POLL_MS) : IDLE_POLL_MS;
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, waitMs);
              wake = () => {
                clearTimeout(timer);
                resolve();
              };
            });
            wake = null;
          }
        }
      })();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
    },
  };
}
