import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { jobsRepository } from './jobs.repository.ts';

export type JobHandler = (payload: unknown) => Promise<void>;

export interface Queue {
  /** Enqueue inside the caller's transaction so the job exists exactly when the work it follows does. */
  enqueue(
    tx: Db | Tx,
    queue: string,
    payload: unknown,
    options?: { delayMs?: number; dedupeKey?: string },
  ): Promise<void>;
  handle(queue: string, handler: JobHandler): void;
  /** Runs due jobs until none is left (tests and the demo seeding use this to settle). */
  drain(): Promise<number>;
  start(log: FastifyBaseLogger): void;
  stop(): Promise<void>;
}

const LOCK_MS = 60_000;
const IDLE_POLL_MS = 500;

export function createQueue(db: Db, clock: Clock): Queue {
  const repo = jobsRepository(db);
  const handlers = new Map<string, JobHandler>();
  let running = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;

  async function runOne(log?: FastifyBaseLogger): Promise<boolean> {
    const job = await repo.claim([...handlers.keys()], clock.now(), LOCK_MS);
    if (!job) return false;
    const handler = handlers.get(job.queue);
    try {
      await handler?.(job.payload);
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
    async enqueue(tx, queue, payload, options = {}) {
      const runAt = new Date(clock.now().getTime() + (options.delayMs ?? 0));
      await repo.insert(tx, { queue, payload, runAt, dedupeKey: options.dedupeKey });
      wake?.();
    },
    handle(queue, handler) {
      handlers.set(queue, handler);
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
