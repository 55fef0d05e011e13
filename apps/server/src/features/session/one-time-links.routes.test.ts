import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../../auth/authorize.ts';
import { jobs, tenants } from '../../db/schema/index.ts';
import { JOBS } from '../../jobs/job-kinds.ts';
import { asUser, seedWorld, TEST_PASSWORD, type World } from '../../test/fixtures.ts';
import { createTestApp, FUNCTIONS_KEY, fixedClock, type TestApp } from '../../test/harness.ts';
import { organizationsService } from '../organizations/organizations.service.ts';
import { appContext } from '../services.ts';

const key = { [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY };
const NEW_PASSWORD = 'A-brand-new-secret-9';

describe('password reset and invitations', () => {
  let t: TestApp;
  let world: World;
  const clock = fixedClock();
  beforeAll(async () => {
    t = await createTestApp({ clock });
    world = await seedWorld(t);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = key) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  /** The outbox as the signed-in BaitwatchAdmin reads it (the only role that may). */
  const readOutbox = async () =>
    t.app.inject({ url: '/dev/api/outbox', headers: await asUser(t, world, 'provider') });
  /** The newest mail to an address, read through the development outbox like a developer would. */
  const lastMailTo = async (to: string) => {
    // Reset mails are written by a queued job after the answer.
    await t.deps.queue.drain();
    const res = await readOutbox();
    expect(res.statusCode).toBe(200);
    return (res.json().mails as { to: string; subject: string; text: string; html: string }[]).find(
      (m) => m.to === to,
    );
  };
  const tokenIn = (mail: { text: string } | undefined, page: string) => {
    const match = mail?.text.match(new RegExp(`http://localhost:8080/${page}\\?token=([A-Za-z0-9_%-]+)`));
    expect(match).toBeTruthy();
    return decodeURIComponent(match?.[1] ?? '');
  };

  it('answers before any mail work, doing the same for a known and an unknown email', async () => {
    const db = t.deps.database.db;
    const pending = () =>
      db
        .select({ payload: jobs.payload })
        .from(jobs)
        .where(and(eq(jobs.queue, JOBS.forgotPassword.queue), isNull(jobs.doneAt)));
    const mailsBefore = (await readOutbox()).json().mails.length;
    for (const email of ['basic@test.local', 'nobody-at-all@test.local']) {
      const res = await post('/v1/auth/forgot-password', { email });
      expect(res.json().message).toBe(MESSAGES.resetSent);
    }
    // Nothing was looked up or mailed while answering: both asks wait on the queue alike.
    expect((await readOutbox()).json().mails.length).toBe(mailsBefore);
    expect((await pending()).map((job) => job.payload)).toEqual([
      { email: 'basic@test.local' },
      { email: 'nobody-at-all@test.local' },
    ]);
    await t.deps.queue.drain();
    expect(await pending()).toEqual([]);
    const mails = (await readOutbox()).json().mails as { to: string }[];
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails[0]?.to).toBe('basic@test.local');
  });

  it('resets a password end to end through the outbox', async () => {
    const asked = await post('/v1/auth/forgot-password', { email: 'Basic@test.local' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(MESSAGES.resetSent);
    const mail = await lastMailTo('basic@test.local');
    expect(mail?.subject).toBe('Reset your Baitwatch password');
    const token = tokenIn(mail, 'reset-password');

    const inspected = await t.app.inject({
      url: `/v1/auth/one-time/${encodeURIComponent(token)}`,
      headers: key,
    });
    expect(inspected.json()).toEqual({ purpose: 'reset', email: 'basic@test.local' });

    const weak = await post('/v1/auth/reset-password', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].desc).toBe(MESSAGES.weakPassword);

    // An invitation link cannot reset, and a reset link cannot accept an invitation.
    expect((await post('/v1/auth/accept-invite', { token, password: NEW_PASSWORD })).statusCode).toBe(400);

    const reset = await post('/v1/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user.email).toBe('basic@test.local');
    expect(reset.cookies.map((c) => c.name).sort()).toEqual(['device_id', 'refresh_token', 'token']);

    // The link works once; the old password is gone, the new one logs in.
    const again = await post('/v1/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.invalidLink);
    expect(
      (await post('/v1/auth/login', { email: 'basic@test.local', password: TEST_PASSWORD })).statusCode,
    ).toBe(401);
    expect(
      (await post('/v1/auth/login', { email: 'basic@test.local', password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    // Whatever earlier tests queued (a new-browser notice of their sign-ins) goes out first.
    await t.deps.queue.drain();
    const before = (await readOutbox()).json().mails.length;
    const res = await post('/v1/auth/forgot-password', { email: 'nobody@test.local' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.resetSent);
    await t.deps.queue.drain();
    expect((await readOutbox()).json().mails.length).toBe(before);
    expect((await post('/v1/auth/forgot-password', { email: 'nope' })).statusCode).toBe(400);
  });

  it('expires reset links after an hour', async () => {
    await post('/v1/auth/forgot-password', { email: 'intel@test.local' });
    const token = tokenIn(await lastMailTo('intel@test.local'), 'reset-password');
    clock.advance(61 * 60 * 1000);
    try {
      const res = await post('/v1/auth/reset-password', { token, password: NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.invalidLink);
      expect((await t.app.inject({ url: `/v1/auth/one-time/${token}`, headers: key })).statusCode).toBe(400);
    } finally {
      clock.advance(-61 * 60 * 1000);
    }
  });

  it('answers invalidLink for garbage tokens, never 500', async () => {
    for (const token of ['x', 'a'.repeat(90), '%00']) {
      const res = await t.app.inject({ url: `/v1/auth/one-time/${token}`, headers: key });
      expect(res.statusCode).toBe(400);
    }
    // Fastify refuses path parameters over 100 characters before the route runs.
    expect(
      (await t.app.inject({ url: `/v1/auth/one-time/${'a'.repeat(500)}`, headers: key })).statusCode,
    ).toBe(414);
    const res = await post('/v1/auth/reset-password', { token: 'garbage', password: NEW_PASSWORD });
    expect(res.json().message).toBe(MESSAGES.invalidLink);
    expect((await post('/v1/auth/reset-password', { password: NEW_PASSWORD })).statusCode).toBe(400);
  });

  it('accepts an invitation end to end and logs the new admin in', async () => {
    const db = t.deps.database.db;
    const invitee = await organizationsService({ database: { db } }).createAdmin(
      asSystem.tenant(world.msp.tenant.id),
      {
        email: 'new-admin@test.local',
        firstName: 'New',
        lastName: 'Admin',
        role: 'TenantAdmin',
      },
    );
    const links = appContext(t.deps).oneTimeLinks;
    await db.transaction((tx) => links.createInvitation(invitee, { inviterName: 'TenantAdmin User', tx }));

    // An invited admin has no password yet: login fails like any wrong password.
    expect(
      (await post('/v1/auth/login', { email: 'new-admin@test.local', password: NEW_PASSWORD })).statusCode,
    ).toBe(401);
    const mail = await lastMailTo('new-admin@test.local');
    expect(mail?.subject).toBe('You are invited to Baitwatch');
    expect(mail?.text).toContain('TenantAdmin User invited you');
    const token = tokenIn(mail, 'accept-invite');
    const inspected = await t.app.inject({ url: `/v1/auth/one-time/${token}`, headers: key });
    expect(inspected.json()).toEqual({ purpose: 'invite', email: 'new-admin@test.local' });

    const accepted = await post('/v1/auth/accept-invite', { token, password: NEW_PASSWORD });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({ role: 'TenantAdmin', email: 'new-admin@test.local' });
    expect((await post('/v1/auth/accept-invite', { token, password: NEW_PASSWORD })).statusCode).toBe(400);
    expect(
      (await post('/v1/auth/login', { email: 'new-admin@test.local', password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('ends other sessions when the password is reset', async () => {
    const session = (
      await post('/v1/auth/login', { email: 'customer@test.local', password: TEST_PASSWORD })
    ).json();
    await post('/v1/auth/forgot-password', { email: 'customer@test.local' });
    const token = tokenIn(await lastMailTo('customer@test.local'), 'reset-password');
    expect((await post('/v1/auth/reset-password', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
    const refreshed = await post('/v1/auth/refresh-token', { refresh_token: session.refresh_token });
    expect(refreshed.statusCode).toBe(403);
  });

  it('does not mail a cancelled account', async () => {
    const db = t.deps.database.db;
    await db.update(tenants).set({ isActive: false }).where(eq(tenants.id, world.foreign.tenant.id));
    const res = await post('/v1/auth/forgot-password', { email: 'foreign@test.local' });
    expect(res.json().message).toBe(MESSAGES.resetSent);
    expect(await lastMailTo('foreign@test.local')).toBeUndefined();
  });
});
