import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailAttachments, mailOutbox } from '../../db/schema/index.ts';
import { asUser, seedWorld, type World } from '../../test/fixtures.ts';
import { freshPostgresDatabase } from '../../test/fresh-database.ts';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness.ts';
import { pdfPages } from '../../test/pdf-pages.ts';
import { appContext } from '../services.ts';

// The schedule across processes: two server processes on one PostgreSQL database run the daily job
// and mail a month's report once, to the chosen recipients, with the PDF attached. PostgreSQL only
// (the embedded database belongs to one process); CI sets DATABASE_URL.
const base = process.env.DATABASE_URL;
const env = { WORKERS: '0' };
const clock = fixedClock(new Date('2026-10-31T12:00:00Z'));
let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let first: TestApp;
let second: TestApp;
let world: World;

beforeAll(async () => {
  if (!base) return;
  database = await freshPostgresDatabase(base, 'bw_reports');
  first = await createTestApp({ databaseUrl: database.url, env, clock });
  second = await createTestApp({ databaseUrl: database.url, env, clock });
  world = await seedWorld(first);
});
afterAll(async () => {
  if (!base) return;
  await first.close();
  await second.close();
  await database.drop();
});

const reportMails = () =>
  first.deps.database.db
    .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(like(mailOutbox.subject, '%report:%'));

describe.skipIf(!base)('scheduled reports and server processes', () => {
  it('mails October once, to the chosen recipients, however many processes run the job', async () => {
    const saved = await first.app.inject({
      method: 'PUT',
      url: `/v1/reports/customers/${world.mspOrg1.id}/recipients`,
      headers: await asUser(first, world, 'customer'),
      payload: { recipients: ['customer@test.local', 'msp@test.local'], weekly: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Nothing before the month ends: the day's run is queued for after midnight UTC.
    await Promise.all([first.deps.queue.drain(), second.deps.queue.drain()]);
    expect(await reportMails()).toEqual([]);

    clock.set(new Date('2026-11-01T00:30:00Z'));
    await Promise.all([first.deps.queue.drain(), second.deps.queue.drain()]);
    // Both run the day's job again, and both try the month's mailing directly.
    const [a, b] = [appContext(first.deps), appContext(second.deps)];
    await Promise.all([a.reportMailing.run(), b.reportMailing.run()]);
    await Promise.all([first.deps.queue.drain(), second.deps.queue.drain()]);
    const direct = await Promise.all([
      a.reportMailing.mail({ customerId: world.mspOrg1.id }, '2026-10'),
      b.reportMailing.mail({ customerId: world.mspOrg1.id }, '2026-10'),
    ]);
    expect(direct).toEqual([false, false]);

    const mails = await reportMails();
    expect(mails.map((m) => m.to).sort()).toEqual(['customer@test.local', 'msp@test.local']);
    expect(mails[0]!.subject).toBe('Baitwatch monthly report: Acme One, October 2026');
    const [attachment] = await first.deps.database.db
      .select()
      .from(mailAttachments)
      .where(eq(mailAttachments.mailId, mails[0]!.id));
    expect(attachment?.fileName).toBe('baitwatch-report-acme-one-2026-10.pdf');
    expect(attachment?.contentType).toBe('application/pdf');
    expect((await pdfPages(attachment!.content)).flat()).toContain('Monthly report: Acme One');

    // The console lists October as mailed to two.
    const periods = await first.app.inject({
      method: 'GET',
      url: `/v1/dashboard/customers/${world.mspOrg1.id}/reports`,
      headers: await asUser(first, world, 'customer'),
    });
    expect(periods.json().periods[0]).toMatchObject({ period: '2026-10', mailedTo: 2 });
  });
});
