import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { JobInput, JobKind, JobPayload } from './job-kinds.ts';
import { jobsRepository } from './jobs.repository.ts';

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
  /** Many jobs of one kind in one statement (ingestion queues one per reported screenshot). */
  enqueueMany<K extends JobKind>(tx: Db | Tx, kind: K, payloads: readonly JobInput<K>[]): Promise<void>;
  handle<K extends JobKind>(kind: K, handler: (payload: JobPayload<K>) => Promise<void>): void;
  /** Runs due jobs until none is left (tests and the demo seeding use this to settle). */
  drain(): Promise<number>;
  start(log: FastifyBaseLogger): void;
  stop(): Promise<void>;
}

const LOCK_MS = 60_000;
const IDLE_POLL_MS = 500;

type Handler = { kind: JobKind; run: (payload: unknown) => Promise<void> };

export function createQueue(db: Db, clock: Clock): Queue {
  const repo = jobsRepository(db);
  const handlers = new Map<string, Handler>();
  let running = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;

  async function runOne(log?: FastifyBaseLogger): Promise<boolean> {
    const job = await repo.claim([...handlers.keys()], clock.now(), LOCK_MS);
    if (!job) return false;
    const handler = handlers.get(job.queue);
    if (!handler) return true;
    const payload = handler.kind.payload.safeParse(job.payload);
    if (!payload.success) {
      // A stored payload its kind no longer accepts will not parse on a retry either.
      log?.error({ job: job.id, queue: job.queue, issues: payload.error.issues }, 'job payload refused');
      await repo.setAside(job.id, `payload refused: ${payload.error.message}`);
      return true;
    }
    try {
      await handler.run(payload.data);
      await repo.complete(job.id, clock.now());
    } catch (error) {
      const backoff = Math.min(60_000 * 2 ** job.attempts, 3_600_000);
      log?.warn({ err: error, job: job.id, queue: job.queue }, 'job failed');
      await repo.fail(
        job.id,
        String((error as Error)?.stack ?? error),
        new Date(clock.now().getTime() + backoff),
      );
    }
    return true;
  }

  return {
    async enqueue(tx, kind, payload, options = {}) {
      const runAt = new Date(clock.now().getTime() + (options.delayMs ?? 0));
      await repo.insert(
        tx,
        { queue: kind.queue, payload: kind.payload.parse(payload), runAt },
        options.dedupeKey,
      );
      wake?.();
    },
    async enqueueMany(tx, kind, payloads) {
      if (payloads.length === 0) return;
      const runAt = clock.now();
      await repo.insertMany(
        tx,
        payloads.map((payload) => ({ queue: kind.queue, payload: kind.payload.parse(payload), runAt })),
      );
      wake?.();
    },
    handle(kind, handler) {
      handlers.set(kind.queue, { kind, run: handler as (payload: unknown) => Promise<void> });
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
        while (running) {
          const worked = await runOne(log).catch((error) => {
            log.error({ err: error }, 'queue poll failed');
            return false;
          });
          if (!worked && running) {
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, IDLE_POLL_MS);
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
