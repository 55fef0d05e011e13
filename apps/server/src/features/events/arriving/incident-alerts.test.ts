import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows.ts';
import { jobs } from '../../../db/schema/index.ts';
import { JOBS } from '../../../jobs/job-kinds.ts';
import { bearer, registerManaged } from '../../../test/extension-kit.ts';
import { seedWorld, type World } from '../../../test/fixtures.ts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/harness.ts';
import { ALERT_BATCH_MS } from '../../alerts/alerts.service.ts';

// A reported incident reaches the alerts job: the admins of its organization get one batched email.
const clock = fixedClock();
let t: TestApp;
let world: World;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ clock });
  world = await seedWorld(t);
  token = (await registerManaged(t, world.mspOrg1.licenseKey)).token;
});
afterAll(() => t.close());

const report = (type: number, eventId: string = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/extension/v1/events',
    headers: bearer(token),
    payload: {
      eventId,
      type,
      url: `https://login-${type}.phish.example/signin`,
      detectionTime: new Date(clock.now().getTime() - 30_000).toISOString(),
      brands: ['Microsoft'],
    },
  });

const storedEvents = async (eventId: string) =>
  Number(
    rowsOf<{ n: number | string }>(
      await t.deps.database.db.execute(sql`select count(*) as n from events where event_id = ${eventId}`),
    )[0]?.n,
  );

const alertMails = async () =>
  (await t.deps.mailer.recent(50)).filter((m) => m.to === world.users.customer.email);

describe('incident alerts from ingestion', () => {
  it('a legit event schedules nothing; two incidents make one email after the window', async () => {
    expect((await report(1)).statusCode).toBe(200);
    clock.advance(ALERT_BATCH_MS + 60_000);
    await t.deps.queue.drain();
    expect(await alertMails()).toHaveLength(0);

    expect((await report(0)).statusCode).toBe(200);
    expect((await report(3)).statusCode).toBe(200);
    await t.deps.queue.drain();
    expect(await alertMails()).toHaveLength(0);

    clock.advance(ALERT_BATCH_MS + 60_000);
    await t.deps.queue.drain();
    const mails = await alertMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('login-0.phish.example');
    expect(mails[0]?.text).toContain('login-3.phish.example');
  });

  it('an incident whose alert cannot be queued is not acknowledged, and its retry stores both', async () => {
    const db = t.deps.database.db;
    const eventId = randomUUID();
    // A real fault where the alert is queued: the jobs table refuses alert jobs for a while (a
    // function body takes no bind parameters: the queue name is a constant of ours).
    await db.execute(sql`create function refuse_alert_jobs() returns trigger language plpgsql as $$
      begin
        if new.queue = '${sql.raw(JOBS.incidentAlert.queue)}' then raise exception 'alert queue unavailable'; end if;
        return new;
      end $$`);
    await db.execute(sql`create trigger refuse_alert_jobs before insert on jobs
      for each row execute function refuse_alert_jobs()`);
    try {
      expect((await report(0, eventId)).statusCode).toBeGreaterThanOrEqual(500);
      expect(await storedEvents(eventId)).toBe(0);
    } finally {
      await db.execute(sql`drop trigger refuse_alert_jobs on jobs`);
      await db.execute(sql`drop function refuse_alert_jobs()`);
    }

    expect((await report(0, eventId)).statusCode).toBe(200);
    expect(await storedEvents(eventId)).toBe(1);
    const pending = await db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.queue, JOBS.incidentAlert.queue), isNull(jobs.doneAt)));
    expect(pending).toEqual([{ payload: { customerId: world.mspOrg1.id } }]);
  });
});
