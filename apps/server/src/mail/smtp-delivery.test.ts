import type { AddressInfo } from 'node:net';
import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { type OutboxResponse, outboxResponseSchema } from '@baitwatch/contracts/dev-outbox/outbox';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../auth/authorize.ts';
import { adminUsers } from '../db/schema/index.ts';
import { alertsService } from '../features/alerts/alerts.service.ts';
import { organizationsService } from '../features/organizations/organizations.service.ts';
import { appContext } from '../features/services.ts';
import { insertEvent } from '../test/events.ts';
import { asUser, seedWorld, type World } from '../test/fixtures.ts';
import { createTestApp, FUNCTIONS_KEY, fixedClock, type TestApp } from '../test/harness.ts';

// Mail through a real SMTP server started here (smtp-server, the protocol as a mail server speaks it):
// what the product sends arrives with its links, and a server that refuses a message leads to tries
// again with backoff, shown in the outbox, never to a lost mail.

interface Received {
  to: string;
  subject: string;
  text: string;
  autoSubmitted: string;
}

const received: Received[] = [];
/** Recipients the server answers 451 (try later) for, and how many more times (Infinity: always). */
const refusals = new Map<string, number>();

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const to = session.envelope.rcptTo.map((r) => r.address).join(',');
    const left = refusals.get(to) ?? 0;
    if (left > 0) {
      refusals.set(to, left - 1);
      stream.resume();
      stream.on('end', () =>
        callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 })),
      );
      return;
    }
    simpleParser(stream).then(
      (mail) => {
        received.push({
          to,
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          autoSubmitted: String(mail.headers.get('auto-submitted') ?? ''),
        });
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});

const clock = fixedClock();
let t: TestApp;
let world: World;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ clock, env: { SMTP_URL: `smtp://127.0.0.1:${port}`, DEV_OUTBOX: '1' } });
  world = await seedWorld(t);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

const lastTo = (to: string) => received.filter((m) => m.to === to).at(-1);
const forgotPassword = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/forgot-password',
    headers: { [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY },
    payload: { email },
  });
const outboxMail = async (to: string): Promise<OutboxResponse['mails'][number] | undefined> => {
  const res = await t.app.inject({ url: '/dev/api/outbox', headers: await asUser(t, world, 'provider') });
  return outboxResponseSchema.parse(res.json()).mails.find((m) => m.to === to);
};
/** Past the longest backoff of the queue (an hour), then every due job runs. */
const later = async () => {
  clock.advance(3_600_001);
  await t.deps.queue.drain();
};

describe('mail through a real SMTP server', () => {
  it('delivers a password reset with its link, and the outbox shows it sent', async () => {
    await forgotPassword('customer@test.local');
    await t.deps.queue.drain();
    const mail = lastTo('customer@test.local');
    expect(mail?.text).toMatch(/http:\/\/localhost:8080\/reset-password\?token=[\w-]+/);
    // Sent by a program (RFC 3834): out-of-office replies stay away.
    expect(mail?.autoSubmitted).toBe('auto-generated');
    expect(await outboxMail('customer@test.local')).toMatchObject({
      state: 'sent',
      attempts: 1,
      lastError: null,
    });
  });

  it('delivers an invitation with its link', async () => {
    const db = t.deps.database.db;
    const invitee = await organizationsService({ database: { db } }).createAdmin(
      asSystem.tenant(world.msp.tenant.id),
      {
        email: 'invitee@test.local',
        firstName: 'New',
        lastName: 'Admin',
        role: 'TenantAdmin',
      },
    );
    const links = appContext(t.deps).oneTimeLinks;
    await db.transaction((tx) => links.createInvitation(invitee, { inviterName: 'TenantAdmin User', tx }));
    await t.deps.queue.drain();
    const mail = lastTo('invitee@test.local');
    expect(mail?.subject).toBe('You are invited to Baitwatch');
    expect(mail?.text).toMatch(/http:\/\/localhost:8080\/accept-invite\?token=[\w-]+/);
  });

  it('delivers an incident alert with the link to the incident', async () => {
    const db = t.deps.database.db;
    await db.update(adminUsers).set({ sendEmail: false });
    await db.update(adminUsers).set({ sendEmail: true }).where(eq(adminUsers.email, 'customer@test.local'));
    const event = await insertEvent(t, world.mspOrg1.id, { detectionTime: clock.now() });
    await alertsService(t.deps).scheduleIncidentAlert(db, world.mspOrg1.id);
    await later();
    const mail = lastTo('customer@test.local');
    expect(mail?.subject).toBe('Baitwatch: 1 new incident at Acme One');
    expect(mail?.text).toContain(
      `http://localhost:8080/customers/${world.mspOrg1.id}/incidents/${event.eventId}`,
    );
  });

  it('tries a refused mail again with backoff until the server takes it', async () => {
    refusals.set('msp@test.local', 2);
    await forgotPassword('msp@test.local');
    await t.deps.queue.drain();
    expect(lastTo('msp@test.local')).toBeUndefined();
    const waiting = await outboxMail('msp@test.local');
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1 });
    expect(waiting?.lastError).toContain('451');

    // Not before its backoff: the next try waits.
    expect(await t.deps.queue.drain()).toBe(0);
    await later();
    expect(await outboxMail('msp@test.local')).toMatchObject({ state: 'pending', attempts: 2 });
    await later();
    expect(lastTo('msp@test.local')?.text).toContain('/reset-password?token=');
    expect(await outboxMail('msp@test.local')).toMatchObject({ state: 'sent', attempts: 3 });
  });

  it('shows a mail the server never takes as failed after its last try, with the error', async () => {
    refusals.set('provider@test.local', Number.POSITIVE_INFINITY);
    await forgotPassword('provider@test.local');
    await t.deps.queue.drain();
    for (let i = 0; i < 10; i++) await later();
    expect(lastTo('provider@test.local')).toBeUndefined();
    const failed = await outboxMail('provider@test.local');
    expect(failed).toMatchObject({ state: 'failed', attempts: 8 });
    expect(failed?.lastError).toContain('Mailbox busy');
    expect(failed?.failedAt).not.toBeNull();
  });
});
