import { AUTH_MESSAGES } from '@baitwatch/contracts/auth/messages';
import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/schema/index.ts';
import { seedWorld, TEST_PASSWORD, type World } from '../../test/fixtures.ts';
import { createTestApp, FUNCTIONS_KEY, fixedClock, type TestApp } from '../../test/harness.ts';

const key = { [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY };
// Each test logs in from its own address so the per-IP limits of one test do not reach another.
let ipCounter = 10;
const fromNewIp = () => ({ ...key, 'x-forwarded-for': `10.0.0.${ipCounter++}` });

describe('session routes', () => {
  let t: TestApp;
  let world: World;
  const clock = fixedClock();
  beforeAll(async () => {
    // Behind one proxy hop, so each test login can come from its own client address.
    t = await createTestApp({ clock, env: { TRUST_PROXY_HOPS: '1' } });
    world = await seedWorld(t);
  });
  afterAll(() => t.close());

  const login = (email: string, password = TEST_PASSWORD, headers = fromNewIp()) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/login', headers, payload: { email, password } });
  const refresh = (payload: unknown, headers: Record<string, string> = key) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/refresh-token', headers, payload: payload as object });

  it('logs in, answers the tokens and sets both cookies', async () => {
    const res = await login('MSP@test.local');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ role: 'TenantAdmin', email: 'msp@test.local', domain: 'acme' });
    expect(body.expires_in).toBe(6000);
    const token = res.cookies.find((c) => c.name === 'token');
    const refreshCookie = res.cookies.find((c) => c.name === 'refresh_token');
    expect(token).toMatchObject({
      value: body.id_token,
      maxAge: 6000,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(refreshCookie).toMatchObject({ value: body.refresh_token, httpOnly: true, path: '/v1/auth' });
    expect(refreshCookie?.maxAge).toBe(30 * 24 * 60 * 60);
    // The local (plain http) config does not mark cookies Secure.
    expect(token?.secure).toBeFalsy();

    const me = await t.app.inject({
      url: '/v1/auth/me',
      headers: { ...key, cookie: `token=${body.id_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user_id: world.users.msp.id, tenantId: world.msp.tenant.id });
  });

  it('answers one message for a wrong password and an unknown email', async () => {
    const wrong = await login('msp@test.local', 'not-the-password');
    const unknown = await login('nobody@test.local', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(MESSAGES.invalidCredentials);
    expect(wrong.cookies).toHaveLength(0);
  });

  it('answers 400 with the message for malformed input, never 500', async () => {
    const bad = await login('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].desc).toBe(MESSAGES.invalidEmail);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: fromNewIp(),
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.map((e: { desc: string }) => e.desc)).toEqual(
      expect.arrayContaining([MESSAGES.emailRequired, MESSAGES.passwordRequired]),
    );
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { ...fromNewIp(), 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('limits attempts per address and email', async () => {
    const headers = fromNewIp();
    for (let i = 0; i < 10; i++)
      expect((await login('basic@test.local', 'wrong-password', headers)).statusCode).toBe(401);
    const limited = await login('basic@test.local', TEST_PASSWORD, headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(MESSAGES.tooManyAttempts);
    // When to try again: the rest of the minute's window.
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address is not held back...
    expect((await login('basic@test.local')).statusCode).toBe(200);
    // ...but one email is, from however many addresses (X-Forwarded-For is the client's to choose).
    const spread = [];
    for (let i = 0; i < 30; i++) spread.push((await login('basic@test.local', 'wrong-password')).statusCode);
    expect(spread.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(spread.slice(0, 19).every((s) => s === 401)).toBe(true);
  });

  it('refuses console calls without the functions key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'msp@test.local', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.missingFunctionsKey);
  });

  it('rotates the refresh token, and a reused one revokes the whole family', async () => {
    const first = (await login('customer@test.local')).json();
    const second = await refresh({ refresh_token: first.refresh_token });
    expect(second.statusCode).toBe(200);
    const rotated = second.json();
    expect(rotated.refresh_token).not.toBe(first.refresh_token);
    expect(second.cookies.map((c) => c.name).sort()).toEqual(['refresh_token', 'token']);

    // The cookie alone works too.
    const third = await refresh(undefined, { ...key, cookie: `refresh_token=${rotated.refresh_token}` });
    expect(third.statusCode).toBe(200);
    const latest = third.json().refresh_token;

    // Replaying the first token: 403, and the family's live token dies with it.
    const replay = await refresh({ refresh_token: first.refresh_token });
    expect(replay.statusCode).toBe(403);
    expect(replay.json().message).toBe(MESSAGES.invalidRefreshToken);
    expect((await refresh({ refresh_token: latest })).statusCode).toBe(403);
  });

  it('reflects current data in a refreshed token', async () => {
    const session = (await login('intel@test.local')).json();
    expect(session.user.name).toBe('CustomerAdmin User');
    await t.app.inject({
      method: 'PUT',
      url: `/v1/users/${world.users.intel.id}`,
      headers: { ...key, authorization: `Bearer ${session.id_token}` },
      payload: { firstName: 'Ivy', lastName: 'Intel', sendEmail: false },
    });
    const refreshed = (await refresh({ refresh_token: session.refresh_token })).json();
    expect(refreshed.user).toMatchObject({ name: 'Ivy Intel', sendEmail: false });
  });

  it('answers 403 for garbage, unknown or expired refresh tokens and 400 for a malformed body', async () => {
    for (const token of ['x', 'not-a-token-but-long-enough-to-look-like-one', '']) {
      expect((await refresh({ refresh_token: token })).statusCode).toBe(403);
    }
    expect((await refresh({})).statusCode).toBe(403);
    expect((await refresh(undefined)).statusCode).toBe(403);
    expect((await refresh({ refresh_token: 42 })).statusCode).toBe(400);
    expect((await refresh({ refresh_token: 'y'.repeat(500) })).statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/refresh-token',
      headers: { ...key, 'content-type': 'application/json' },
      payload: 'nope',
    });
    expect(notJson.statusCode).toBe(400);

    const session = (await login('customer@test.local')).json();
    clock.advance(31 * 24 * 60 * 60 * 1000);
    try {
      const expired = await refresh({ refresh_token: session.refresh_token });
      expect(expired.statusCode).toBe(403);
      // A failed refresh clears the cookies, so the browser is logged out too.
      expect(expired.cookies.find((c) => c.name === 'token')?.value).toBe('');
    } finally {
      clock.advance(-31 * 24 * 60 * 60 * 1000);
    }
  });

  it('logs out: revokes the family and clears both cookies', async () => {
    const session = (await login('customer@test.local')).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: { ...key, cookie: `refresh_token=${session.refresh_token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_MESSAGES.loggedOut);
    const cleared = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    expect(cleared.token?.value).toBe('');
    expect(cleared.refresh_token).toMatchObject({ value: '', path: '/v1/auth' });
    expect((await refresh({ refresh_token: session.refresh_token })).statusCode).toBe(403);
    // Logging out without a session is harmless.
    expect((await t.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: key })).statusCode).toBe(
      200,
    );
  });

  it('answers 401 on /me without a valid token', async () => {
    expect((await t.app.inject({ url: '/v1/auth/me', headers: key })).statusCode).toBe(401);
    const forged = await t.app.inject({
      url: '/v1/auth/me',
      headers: { ...key, authorization: 'Bearer abc.def.ghi' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses login and refresh to a cancelled tenant', async () => {
    const session = (await login('foreign@test.local')).json();
    await t.deps.database.db
      .update(tenants)
      .set({ isActive: false })
      .where(eq(tenants.id, world.foreign.tenant.id));
    try {
      const res = await login('foreign@test.local');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(AUTH_MESSAGES.accountInactive);
      // A wrong password still says only "incorrect": the account's state is not shown to guessers.
      expect((await login('foreign@test.local', 'wrong-password')).statusCode).toBe(401);
      expect((await refresh({ refresh_token: session.refresh_token })).statusCode).toBe(403);
    } finally {
      await t.deps.database.db
        .update(tenants)
        .set({ isActive: true })
        .where(eq(tenants.id, world.foreign.tenant.id));
    }
  });
});
