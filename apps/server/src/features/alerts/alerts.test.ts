import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminUsers, jobs, mailOutbox } from '../../db/schema/index.ts';
import { incidentLink } from '../../lib/console-links.ts';
import type { TestEventFields } from '../../test/events.ts';
import { insertEvent } from '../../test/events.ts';
import { seedWorld, type World } from '../../test/fixtures.ts';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness.ts';
import { ALERT_BATCH_MS, ALERT_GRACE_MS, alertsService } from './alerts.service.ts';

const clock = fixedClock(new Date('2026-11-20T12:00:30Z'));
let t: TestApp;
let w: World;
let alerts: ReturnType<typeof alertsService>;

/** What the ingestion path does: store the incident, then schedule the alert in the same transaction. */
async function ingest(customerId: number, fields: TestEventFields = {}) {
  const event = await insertEvent(t, customerId, { detectionTime: clock.now(), ...fields });
  await alerts.scheduleIncidentAlert(t.deps.database.db, customerId);
  return event;
}
const mails = () => t.deps.database.db.select().from(mailOutbox).orderBy(mailOutbox.id);
const settle = async () => {
  clock.advance(ALERT_BATCH_MS + ALERT_GRACE_MS);
  await t.deps.queue.drain();
};

beforeAll(async () => {
  t = await createTestApp({ clock });
  w = await seedWorld(t);
  alerts = alertsService(t.deps);
  // Only the MSP's TenantAdmin and Acme One's CustomerAdmin want alerts in these tests.
  await t.deps.database.db.update(adminUsers).set({ sendEmail: false });
  await t.deps.database.db
    .update(adminUsers)
    .set({ sendEmail: true })
    .where(eq(adminUsers.email, 'customer@test.local'));
  await t.deps.database.db
    .update(adminUsers)
    .set({ sendEmail: true })
    .where(eq(adminUsers.email, 'msp@test.local'));
});
beforeEach(async () => {
  await t.deps.database.db.delete(mailOutbox);
});
afterAll(() => t.close());

describe('incident email alerts', () => {
  it('sends one email per admin for several incidents of a window, linking to each incident', async () => {
    const first = await ingest(w.mspOrg1.id, { url: 'https://one.example/' });
    clock.advance(30_000);
    const second = await ingest(w.mspOrg1.id, { url: 'https://two.example/', type: 3 });
    const pending = await t.deps.database.db.select().from(jobs).where(eq(jobs.queue, 'alerts.incidents'));
    expect(pending.filter((j) => !j.doneAt)).toHaveLength(1);
    expect(await t.deps.queue.drain()).toBe(0); // not due before its window closes
    expect(await mails()).toHaveLength(0);

    await settle();
    const sent = await mails();
    expect(sent.map((m) => m.to)).toEqual(['customer@test.local', 'msp@test.local']);
    const [mail] = sent;
    expect(mail!.subject).toBe('Baitwatch: 2 new incidents at Acme One');
    expect(mail!.text).toContain(incidentLink(t.deps.config.publicUrl, w.mspOrg1.id, first.eventId));
    expect(mail!.text).toContain(`/customers/${w.mspOrg1.id}/incidents/${second.eventId}`);
    expect(mail!.text).toContain('Reported Phish: https://two.example/');
    expect(mail!.text).toContain('AI Suspicious: https://one.example/');
  });

  it('announces an incident once, and a later incident in a new email', async () => {
    await settle();
    expect(await mails()).toHaveLength(0);
    await ingest(w.mspOrg1.id, { url: 'https://three.example/' });
    await settle();
    const sent = await mails();
    expect(sent).toHaveLength(2);
    expect(sent[0]!.subject).toBe('Baitwatch: 1 new incident at Acme One');
    expect(sent[0]!.text).not.toContain('https://one.example/');
  });

  it('mails no admin whose "Receive email alert" is off', async () => {
    await ingest(w.mspOrg2.id);
    await settle();
    // Acme Two's own admin turned alerts off; only the tenant's admin hears about it.
    expect((await mails()).map((m) => m.to)).toEqual(['msp@test.local']);
    await ingest(w.foreignOrg.id);
    await settle();
    expect((await mails()).map((m) => m.to)).toEqual(['msp@test.local']);
  });

  it('sends nothing for TISOC organizations, false positives or cleared events', async () => {
    await t.deps.database.db
      .update(adminUsers)
      .set({ sendEmail: true })
      .where(eq(adminUsers.email, 'intel@test.local'));
    await ingest(w.mspOrg3.id);
    await ingest(w.mspOrg1.id, { isFalsePositive: true });
    await ingest(w.mspOrg1.id, { cleared: true });
    await settle();
    expect(await mails()).toHaveLength(0);
  });
});
