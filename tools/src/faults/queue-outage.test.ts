import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Database, openDatabase } from '../../../apps/server/src/db/client.ts';
import { jobs } from '../../../apps/server/src/db/schema/index.ts';
import type { JobKind } from '../../../apps/server/src/jobs/job-kinds.ts';
import { createQueue, type Queue } from '../../../apps/server/src/jobs/queue.ts';
import { fixedClock } from '../../../apps/server/src/test/harness.ts';
import { type PrivatePostgres, postgresBin, startPrivatePostgres } from '../lib/private-postgres.ts';

// Background jobs while the database goes away under them: the queue's claim, complete and fail calls
// meet a stopped PostgreSQL (a server of the test's own), and no job is lost or charged a try for it.

const TEST_JOB: JobKind<z.ZodObject<{ n: z.ZodNumber }>> = {
  queue: 'test.outage',
  payload: z.object({ n: z.number() }),
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let postgres: PrivatePostgres;
let database: Database;
const clock = fixedClock();
let queue: Queue;
const runs: number[] = [];
let duringRun: (n: number) => Promise<void> = async () => {};

const jobOf = async (n: number) => {
  const rows = await database.db.select().from(jobs).where(eq(jobs.queue, TEST_JOB.queue));
  return rows.find((row) => (row.payload as { n: number }).n === n);
};

/** Stops the database now and starts it again after `ms`, while the caller goes on. */
function outage(ms: number) {
  return postgres.stop('fast').then(() => sleep(ms).then(() => postgres.start()));
}

describe.skipIf(!postgresBin())('the job queue while the database is away', () => {
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    database = await openDatabase({ url: postgres.url });
    queue = createQueue(database.db, clock);
    queue.handle(TEST_JOB, async ({ n }) => {
      runs.push(n);
      await duringRun(n);
    });
  }, 60_000);

  afterAll(async () => {
    await queue?.stop();
    await database?.close();
    await postgres?.remove();
  });

  it('completes a job whose completion met the outage, once the database is back', async () => {
    await queue.enqueue(database.db, TEST_JOB, { n: 1 });
    let back: Promise<void> = Promise.resolve();
    duringRun = async () => {
      await postgres.stop('fast');
      back = sleep(1_500).then(() => postgres.start());
    };
    expect(await queue.drain()).toBe(1);
    await back;
    duringRun = async () => {};
    const job = await jobOf(1);
    expect(job?.doneAt).not.toBeNull();
    expect(job?.attempts).toBe(1);
    expect(runs.filter((n) => n === 1)).toHaveLength(1);
  }, 60_000);

  it('gives a job that failed only because the database was away its try back, and runs it again', async () => {
    await queue.enqueue(database.db, TEST_JOB, { n: 2 });
    let back: Promise<void> = Promise.resolve();
    duringRun = async () => {
      back = outage(1_500);
      await sleep(200);
      // The handler's own statement meets the stopped database.
      await database.db.select().from(jobs).limit(1);
    };
    await queue.drain();
    await back;
    duringRun = async () => {};
    const waiting = await jobOf(2);
    expect(waiting?.doneAt).toBeNull();
    expect(waiting?.attempts).toBe(0);
    clock.advance(10_000);
    expect(await queue.drain()).toBe(1);
    const done = await jobOf(2);
    expect(done?.doneAt).not.toBeNull();
    expect(done?.attempts).toBe(1);
  }, 60_000);

  it('keeps polling through an outage and runs what was queued once the database is back', async () => {
    await queue.enqueue(database.db, TEST_JOB, { n: 3 });
    await postgres.stop('fast');
    queue.start(Fastify().log);
    await sleep(2_000);
    expect(runs).not.toContain(3);
    await postgres.start();
    for (let i = 0; i < 60 && !(await jobOf(3).catch(() => undefined))?.doneAt; i++) await sleep(250);
    expect((await jobOf(3))?.doneAt).not.toBeNull();
    expect(runs.filter((n) => n === 3)).toHaveLength(1);
  }, 60_000);
});
