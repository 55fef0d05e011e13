import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema/index.ts';
import { createTestApp, fixedClock, type TestApp } from '../test/harness.ts';
import { JOBS } from './job-kinds.ts';
import { createQueue, NotReadyError } from './queue.ts';

// Job payloads are checked against their kind's schema when queued and again when handled.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('typed jobs', () => {
  it('refuses to queue a payload its kind does not accept, in the caller', async () => {
    const { db } = t.deps.database;
    await expect(
      // @ts-expect-error the payload of an incident alert is { customerId: number }
      t.deps.queue.enqueue(db, JOBS.incidentAlert, { customerId: 'all' }),
    ).rejects.toThrow();
    expect(await db.select().from(jobs).where(eq(jobs.queue, JOBS.incidentAlert.queue))).toEqual([]);
  });

  it('sets a stored job whose payload no longer parses aside with its error, without running it', async () => {
    const { db } = t.deps.database;
    const [stored] = await db
      .insert(jobs)
      // Due long ago, by any clock: the database's now() and the app's clock need not agree.
      .values({
        queue: JOBS.forgotPassword.queue,
        payload: { mail: 'someone@example.test' },
        runAt: new Date(0),
      })
      .returning({ id: jobs.id });
    await t.deps.queue.drain();
    const [job] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.id, stored?.id ?? 0));
    expect(job?.doneAt).toBeNull();
    expect(job?.attempts).toBe(job?.maxAttempts);
    expect(job?.lastError).toMatch(/^payload refused/);
    expect(await t.deps.queue.drain()).toBe(0);
  });

  it('collapses a deduplicated job while one of the same key is pending', async () => {
    const { db } = t.deps.database;
    const queue = (key: string) =>
      t.deps.queue.enqueue(db, JOBS.incidentAlert, { customerId: 1 }, { delayMs: 60_000, dedupeKey: key });
    await queue('1:100');
    await queue('1:100');
    await queue('1:101');
    const pending = await db.select().from(jobs).where(eq(jobs.queue, JOBS.incidentAlert.queue));
    expect(pending.map((j) => j.dedupeKey)).toEqual(['1:100', '1:101']);
  });
});

describe('a handler whose input is not there yet', () => {
  it('runs again seconds later (NotReadyError), where a failure waits minutes', async () => {
    const { db } = t.deps.database;
    const clock = fixedClock(new Date(Date.now() + 1_000)); // a job's run_at defaults to the database's now
    // A queue of its own, so only this handler runs; the app's own queue shares the table.
    const queue = createQueue(db, clock);
    await db.delete(jobs).where(eq(jobs.queue, JOBS.incidentAlert.queue)); // the tests' above
    let tries = 0;
    queue.handle(JOBS.incidentAlert, async () => {
      tries += 1;
      if (tries === 1) throw new NotReadyError('not published yet');
      if (tries === 2) throw new Error('broken');
    });
    await queue.enqueue(db, JOBS.incidentAlert, { customerId: 424242 });
    expect(await queue.drain()).toBe(1);
    expect(tries).toBe(1);
    clock.advance(2_000);
    expect(await queue.drain()).toBe(1);
    expect(tries).toBe(2);
    clock.advance(60_000);
    expect(await queue.drain()).toBe(0); // an ordinary failure backs off for minutes (4 after a second try)
    clock.advance(4 * 60_000);
    expect(await queue.drain()).toBe(1);
    expect(tries).toBe(3);
  });
});

describe('queues that go first', () => {
  it('claims a mail before older jobs of other queues (a person waits on a reset link)', async () => {
    const { db } = t.deps.database;
    const clock = fixedClock(new Date(Date.now() + 1_000));
    const queue = createQueue(db, clock);
    await db.delete(jobs).where(eq(jobs.queue, JOBS.incidentAlert.queue));
    await db.delete(jobs).where(eq(jobs.queue, JOBS.deliverMail.queue));
    const ran: string[] = [];
    queue.handle(JOBS.incidentAlert, async ({ customerId }) => {
      ran.push(`alert ${customerId}`);
    });
    queue.handle(JOBS.deliverMail, async ({ id }) => {
      ran.push(`mail ${id}`);
    });
    for (const customerId of [1, 2, 3]) await queue.enqueue(db, JOBS.incidentAlert, { customerId });
    await queue.enqueue(db, JOBS.deliverMail, { id: 7 });
    await queue.drain();
    expect(ran).toEqual(['mail 7', 'alert 1', 'alert 2', 'alert 3']);
  });
});
