import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { asSystem } from '../../auth/authorize.ts';
import { SESSION_CHECK_TTL_MS } from '../../auth/live-sessions.ts';
import { createDeps } from '../../create-deps.ts';
import { adminUsers } from '../../db/schema/index.ts';
import { insertEvent } from '../../test/events.ts';
import { seedWorld, TEST_PASSWORD, type World } from '../../test/fixtures.ts';
import { createTestApp, FUNCTIONS_KEY, fixedClock, type TestApp } from '../../test/harness.ts';
import { organizationsService } from '../organizations/organizations.service.ts';

// An access token lives 6000 s; these are the ways a session must end before that, at once.

const key = { [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY };
const clock = fixedClock();
let t: TestApp;
let world: World;
/** A second server process over the same database: its own caches, the database shared. */
let other: App;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { TRUST_PROXY_HOPS: '1' } });
  world = await seedWorld(t);
  other = await buildApp(createDeps(t.deps.config, t.deps.database, clock));
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

interface Session {
  id_token: string;
  refresh_token: string;
}

async function login(email: string): Promise<Session> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    headers: { ...key, 'x-forwarded-for': `10.7.0.${++ip}` },
    payload: { email, password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const bearer = (session: Session) => ({ ...key, authorization: `Bearer ${session.id_token}` });
const post = (app: App, url: string, payload: object, headers: Record<string, string> = key) =>
  app.inject({ method: 'POST', url, headers, payload });
/** The organization's feed, read with the session's access token. */
const readFeed = (session: Session, app: App = t.app) =>
  app.inject({ url: `/v1/portal/customers/${world.mspOrg1.id}/all-events`, headers: bearer(session) });

describe('an access token ends with its session', () => {
  it('ends at logout', async () => {
    const session = await login('customer@test.local');
    expect((await readFeed(session)).statusCode).toBe(200);
    const out = await post(t.app, '/v1/auth/logout', { refresh_token: session.refresh_token });
    expect(out.statusCode).toBe(200);
    expect((await readFeed(session)).statusCode).toBe(401);
  });

  it('ends when its refresh family is revoked for reuse', async () => {
    const session = await login('customer@test.local');
    const rotated = await post(t.app, '/v1/auth/refresh-token', { refresh_token: session.refresh_token });
    expect(rotated.statusCode).toBe(200);
    expect((await readFeed(session)).statusCode).toBe(200);
    expect((await readFeed(rotated.json())).statusCode).toBe(200);
    // The first refresh token again: copied, so the whole family ends, both access tokens with it.
    const replay = await post(t.app, '/v1/auth/refresh-token', { refresh_token: session.refresh_token });
    expect(replay.statusCode).toBe(403);
    expect((await readFeed(session)).statusCode).toBe(401);
    expect((await readFeed(rotated.json())).statusCode).toBe(401);
  });

  it('ends, every session of the user, when the password is reset', async () => {
    const first = await login('basic@test.local');
    const second = await login('basic@test.local');
    await post(t.app, '/v1/auth/forgot-password', { email: 'basic@test.local' });
    await t.deps.queue.drain();
    const [mail] = await t.deps.mailer.recent(1);
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    const reset = await post(t.app, '/v1/auth/reset-password', { token, password: 'A-brand-new-secret-9' });
    expect(reset.statusCode).toBe(200);
    const ownFeed = (s: Session) =>
      t.app.inject({ url: `/v1/portal/customers/${world.mspOrg2.id}/all-events`, headers: bearer(s) });
    expect((await ownFeed(first)).statusCode).toBe(401);
    expect((await ownFeed(second)).statusCode).toBe(401);
    // The session the reset itself started is live.
    expect((await ownFeed(reset.json())).statusCode).toBe(200);
  });

  it('ends when the admin is removed: 401 on reads and on writes, never a 500', async () => {
    // A second admin of the organization, so the first may be removed.
    await organizationsService(t.deps).createAdmin(asSystem.organization(world.mspOrg3), {
      email: 'intel-2@test.local',
      firstName: 'Second',
      lastName: 'Admin',
      role: 'CustomerAdmin',
      password: TEST_PASSWORD,
    });
    const removed = await login('intel@test.local');
    const provider = await login('provider@test.local');
    const event = await insertEvent(t, world.mspOrg3.id);
    const feed = () =>
      t.app.inject({ url: `/v1/portal/customers/${world.mspOrg3.id}/all-events`, headers: bearer(removed) });
    expect((await feed()).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/v1/users/${world.users.intel.id}`,
      headers: bearer(provider),
    });
    expect(res.statusCode).toBe(200);
    expect((await feed()).statusCode).toBe(401);
    const action = await t.app.inject({
      method: 'POST',
      url: `/v1/portal/customers/${world.mspOrg3.id}/events/${event.eventId}/report-false-positive`,
      headers: bearer(removed),
      payload: [{ eventId: event.eventId, url: event.url, falsePositiveType: 6 }],
    });
    expect(action.statusCode).toBe(401);
  });
});

describe('across server processes', () => {
  it('another process ends the session within the documented bound, and a removed user never gets a 500', async () => {
    const session = await login('msp@test.local');
    const owner = await login('foreign-msp@test.local');
    // The other process has checked both sessions and remembers them as live.
    expect((await readFeed(session, other)).statusCode).toBe(200);
    const foreignFeed = (app: App) =>
      app.inject({ url: `/v1/portal/customers/${world.foreignOrg.id}/all-events`, headers: bearer(owner) });
    expect((await foreignFeed(other)).statusCode).toBe(200);

    // This process logs the first out and removes the second's account.
    await post(t.app, '/v1/auth/logout', { refresh_token: session.refresh_token });
    await t.deps.database.db.delete(adminUsers).where(eq(adminUsers.id, world.users.foreignMsp.id));

    // Within the bound the other process may still trust its cache, but a write by the removed user
    // answers 401, not a foreign-key violation.
    const event = await insertEvent(t, world.foreignOrg.id);
    const action = await other.inject({
      method: 'POST',
      url: `/v1/portal/customers/${world.foreignOrg.id}/events/${event.eventId}/report-false-positive`,
      headers: bearer(owner),
      payload: [{ eventId: event.eventId, url: event.url, falsePositiveType: 6 }],
    });
    expect(action.statusCode).toBe(401);

    clock.advance(SESSION_CHECK_TTL_MS + 1);
    expect((await readFeed(session, other)).statusCode).toBe(401);
    expect((await foreignFeed(other)).statusCode).toBe(401);
  });
});
