import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { JOBS } from './job-kinds.ts';

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
      .values({ queue: JOBS.forgotPassword.queue, payload: { mail: 'someone@example.test' } })
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
