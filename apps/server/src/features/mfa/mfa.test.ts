import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { LOGIN_CHALLENGE_MAX_ATTEMPTS, RECOVERY_CODE_COUNT } from '@baitwatch/contracts/mfa/constants';
import { MFA_MESSAGES as M } from '@baitwatch/contracts/mfa/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { errorsOf } from '../../test/by-role.ts';
import { ALL_USERS, TEST_PASSWORD } from '../../test/fixtures.ts';
import { FUNCTIONS_KEY, fixedClock } from '../../test/harness.ts';
import { worldApp } from '../../test/world-app.ts';
import { totpCode } from './totp.ts';

// Second factors through the API: an authenticator app set up in Profile, a login's two steps, recovery
// codes, and what each refuses. The clock is the tests' own, so codes are computed for its time.
const clock = fixedClock();
const api = worldApp({ clock, env: { TRUST_PROXY_HOPS: '1' } });
const { call } = api;
let ip = 10;
const headers = () => ({ [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY, 'x-forwarded-for': `10.9.0.${ip++}` });
const login = (email: string, password = TEST_PASSWORD) =>
  api.t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    headers: headers(),
    payload: { email, password },
  });
const secondStep = (payload: object, from = headers()) =>
  api.t.app.inject({ method: 'POST', url: '/v1/auth/login/second-factor', headers: from, payload });

/** Each enrolled user's authenticator secret, as their app keeps it. */
const secrets: Partial<Record<string, string>> = {};

/** Sets up the user's authenticator app; answers its secret and the recovery codes. */
async function enrol(who: 'basic' | 'customer' | 'msp' | 'intel') {
  const started = await call(who, 'POST', '/v1/mfa/totp/enrolment');
  expect(started.statusCode).toBe(201);
  const { secret, uri } = started.json();
  expect(uri).toMatch(/^otpauth:\/\/totp\/Baitwatch:.+\?.*secret=/);
  const confirmed = await call(who, 'POST', '/v1/mfa/totp', { code: totpCode(secret, clock.now()) });
  expect(confirmed.statusCode).toBe(200);
  secrets[who] = secret;
  return { secret, recoveryCodes: confirmed.json().recoveryCodes as string[] };
}
/** The code an app shows one step (30 s) later: a code is taken once, so each test moves on. */
const nextCode = (secret: string) => {
  clock.advance(30_000);
  return totpCode(secret, clock.now());
};
const actions = async (userId: string) =>
  (await api.t.deps.database.db.select().from(auditLog).where(eq(auditLog.actorUserId, userId))).map(
    (e) => e.action,
  );

describe('setting up an authenticator app', () => {
  it('every role sets up its own; the status says so, never the secret', async () => {
    for (const who of ALL_USERS)
      expect((await call(who, 'GET', '/v1/mfa')).json()).toEqual({ totp: null, recoveryCodesLeft: 0 });
    const { secret, recoveryCodes } = await enrol('customer');
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    expect(recoveryCodes[0]).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    const status = await call('customer', 'GET', '/v1/mfa');
    expect(status.json()).toMatchObject({
      totp: { created: clock.now().toISOString() },
      recoveryCodesLeft: 10,
    });
    expect(status.body).not.toContain(secret);
    expect(await actions(api.world.users.customer.id)).toContain('mfa.totp.enrol');
    const again = await call('customer', 'POST', '/v1/mfa/totp/enrolment');
    expect(again.statusCode).toBe(409);
    expect(errorsOf(again)).toEqual([M.alreadyEnrolled]);
  });

  it('refuses a wrong first code, a confirmation without a setup, and malformed codes', async () => {
    expect(errorsOf(await call('msp', 'POST', '/v1/mfa/totp', { code: '123456' }))).toEqual([
      M.enrolmentMissing,
    ]);
    await call('msp', 'POST', '/v1/mfa/totp/enrolment');
    const wrong = await call('msp', 'POST', '/v1/mfa/totp', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(errorsOf(wrong)).toEqual([M.codeInvalid]);
    for (const [code, message] of [
      ['', M.codeRequired],
      ['12345', M.codeInvalid],
      ['12345a', M.codeInvalid],
    ] as const)
      expect(errorsOf(await call('msp', 'POST', '/v1/mfa/totp', { code }))).toEqual([message]);
    expect((await call('msp', 'GET', '/v1/mfa')).json().totp).toBeNull();
  });

  it('asks nothing of anyone signed out', async () => {
    const answer = await api.t.app.inject({ method: 'GET', url: '/v1/mfa', headers: headers() });
    expect(answer.statusCode).toBe(401);
  });
});

describe("a login's second step", () => {
  it('answers a challenge and no session for the password alone; a current code completes it, once', async () => {
    const { secret } = await enrol('basic');
    const first = await login(api.world.users.basic.email);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({
      secondFactorRequired: true,
      challenge: expect.any(String),
      methods: ['totp', 'recovery'],
    });
    expect(first.cookies).toHaveLength(0);

    // The code that confirmed the app (this same step) was taken: a replay is refused.
    const replayed = await secondStep({
      challenge: body.challenge,
      method: 'totp',
      code: totpCode(secret, clock.now()),
    });
    expect(replayed.statusCode).toBe(400);
    expect(errorsOf(replayed)).toEqual([M.codeInvalid]);

    const code = nextCode(secret);
    const done = await secondStep({ challenge: body.challenge, method: 'totp', code });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.email).toBe(api.world.users.basic.email);
    expect(done.cookies.map((c) => c.name).sort()).toEqual(['device_id', 'refresh_token', 'token']);

    // The challenge is spent, and the code too, even with a new challenge.
    expect(errorsOf(await secondStep({ challenge: body.challenge, method: 'totp', code }))).toEqual([
      M.challengeInvalid,
    ]);
    const fresh = (await login(api.world.users.basic.email)).json();
    expect(errorsOf(await secondStep({ challenge: fresh.challenge, method: 'totp', code }))).toEqual([
      M.codeInvalid,
    ]);
    expect(await actions(api.world.users.basic.id)).toContain('mfa.second-factor.fail');
  });

  it('takes a recovery code once, in any case and with or without dashes', async () => {
    const { recoveryCodes } = await enrol('intel');
    const email = api.world.users.intel.email;
    const code = recoveryCodes[3] ?? '';
    const first = (await login(email)).json();
    const used = await secondStep({
      challenge: first.challenge,
      method: 'recovery',
      code: code.toUpperCase().replaceAll('-', ''),
    });
    expect(used.statusCode).toBe(200);
    expect((await call('intel', 'GET', '/v1/mfa')).json().recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
    const second = (await login(email)).json();
    const again = await secondStep({ challenge: second.challenge, method: 'recovery', code });
    expect(errorsOf(again)).toEqual([M.recoveryCodeInvalid]);
    expect(await actions(api.world.users.intel.id)).toEqual(
      expect.arrayContaining(['mfa.recovery-code.use']),
    );
  });

  it('ends a challenge after five wrong codes, or five minutes, and never takes another admin’s code', async () => {
    // The customer set the app up in the first test.
    const secret = secrets.customer ?? '';
    const mine = (await login(api.world.users.customer.email)).json();
    for (let i = 0; i < LOGIN_CHALLENGE_MAX_ATTEMPTS; i++)
      expect(
        (await secondStep({ challenge: mine.challenge, method: 'totp', code: '000000' })).statusCode,
      ).toBe(400);
    const late = await secondStep({ challenge: mine.challenge, method: 'totp', code: nextCode(secret) });
    expect(late.statusCode).toBe(401);
    expect(errorsOf(late)).toEqual([M.challengeInvalid]);

    const expiring = (await login(api.world.users.customer.email)).json();
    clock.advance(5 * 60_000 + 1);
    expect(
      (
        await secondStep({
          challenge: expiring.challenge,
          method: 'totp',
          code: totpCode(secret, clock.now()),
        })
      ).statusCode,
    ).toBe(401);

    // Another admin's challenge with this admin's code: wrong for that admin.
    const theirs = (await login(api.world.users.basic.email)).json();
    expect(
      (await secondStep({ challenge: theirs.challenge, method: 'totp', code: nextCode(secret) })).statusCode,
    ).toBe(400);
  });

  it('refuses malformed second steps with the catalogue, never a 500', async () => {
    for (const [payload, message] of [
      [{ method: 'totp', code: '123456' }, M.challengeInvalid],
      [{ challenge: 'x', method: 'sms', code: '123456' }, M.methodUnavailable],
      [{ challenge: 'x', method: 'totp' }, M.codeRequired],
      [{ challenge: 'x', method: 'recovery', code: 'short' }, M.recoveryCodeInvalid],
      [{ challenge: 'not-a-challenge', method: 'totp', code: '123456' }, M.challengeInvalid],
    ] as const) {
      const answer = await secondStep(payload);
      expect([400, 401]).toContain(answer.statusCode);
      expect(errorsOf(answer)).toEqual([message]);
    }
  });

  it('is throttled per address', async () => {
    const from = headers();
    const statuses = [];
    for (let i = 0; i < 32; i++)
      statuses.push((await secondStep({ challenge: 'x', method: 'totp', code: '123456' }, from)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('changing the factor', () => {
  it('removing the app asks for a current code; new recovery codes need a factor to recover', async () => {
    const none = await call('msp', 'POST', '/v1/mfa/recovery-codes');
    expect([none.statusCode, errorsOf(none)]).toEqual([409, [M.noFactor]]);
    const { secret, recoveryCodes } = await enrol('msp');
    // The session proved a factor just now (step-up): the codes are renewed at once.
    const renewed = await call('msp', 'POST', '/v1/mfa/recovery-codes');
    expect(renewed.json().recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(renewed.json().recoveryCodes).not.toContain(recoveryCodes[0]);
    const wrong = await call('msp', 'POST', '/v1/mfa/totp/remove', { code: '000000' });
    expect(errorsOf(wrong)).toEqual([M.codeInvalid]);
    expect((await call('msp', 'POST', '/v1/mfa/totp/remove', { code: nextCode(secret) })).statusCode).toBe(
      200,
    );
    expect((await call('msp', 'GET', '/v1/mfa')).json()).toEqual({ totp: null, recoveryCodesLeft: 0 });
    expect((await login(api.world.users.msp.email)).json().id_token).toEqual(expect.any(String));
    const logged = await api.t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, api.world.users.msp.id), eq(auditLog.action, 'mfa.totp.remove')));
    expect(logged).toHaveLength(1);
  });
});

describe('a lost factor', () => {
  it("another admin of the scope resets it: the factors go, every session ends, it is logged; never one's own, never a foreign one's", async () => {
    const target = api.world.users.intel;
    // intel@ set an app up above; a session of theirs is open.
    const open = (await login(target.email)).json();
    expect(open.secondFactorRequired).toBe(true);
    const before = await call('intel', 'GET', '/v1/auth/me');
    expect(before.statusCode).toBe(200);

    expect((await call('foreignMsp', 'POST', `/v1/users/${target.id}/reset-second-factor`)).statusCode).toBe(
      403,
    );
    expect((await call('basic', 'POST', `/v1/users/${target.id}/reset-second-factor`)).statusCode).toBe(403);
    const own = await call('intel', 'POST', `/v1/users/${target.id}/reset-second-factor`);
    expect(own.statusCode).toBe(400);
    expect(errorsOf(own)).toEqual([M.cannotResetOwn]);

    const reset = await call('provider', 'POST', `/v1/users/${target.id}/reset-second-factor`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(M.factorsReset);
    expect((await login(target.email)).json().id_token).toEqual(expect.any(String));
    expect(await actions(api.world.users.provider.id)).toContain('mfa.reset');
  });
});

describe('step-up', () => {
  it('a sensitive change asks for a factor proved in the last five minutes; a code proves it again', async () => {
    const secret = secrets.customer ?? '';
    const challenge = (await login(api.world.users.customer.email)).json();
    const signedIn = await secondStep({
      challenge: challenge.challenge,
      method: 'totp',
      code: nextCode(secret),
    });
    const headers = {
      [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY,
      authorization: `Bearer ${signedIn.json().id_token}`,
    };
    // A new SOC API key: one of the changes that ask for a fresh factor.
    const rotate = () =>
      api.t.app.inject({
        method: 'PUT',
        url: `/v1/enterprise-soc/generate-apikey/${api.world.mspOrg1.id}`,
        headers,
        payload: { expiryDate: new Date(clock.now().getTime() + 90 * 86_400_000).toISOString().slice(0, 10) },
      });
    const stepUp = (code: string) =>
      api.t.app.inject({
        method: 'POST',
        url: '/v1/auth/step-up',
        headers,
        payload: { method: 'totp', code },
      });

    // Just signed in with a code: fresh.
    expect((await rotate()).statusCode).toBe(200);
    clock.advance(6 * 60_000);
    const stale = await rotate();
    expect(stale.statusCode).toBe(403);
    expect(stale.json().errors[0]).toMatchObject({ code: 'STEP_UP_REQUIRED', desc: M.stepUpRequired });
    expect(errorsOf(await stepUp('000000'))).toEqual([M.codeInvalid]);
    expect((await stepUp(nextCode(secret))).statusCode).toBe(200);
    expect((await rotate()).statusCode).toBe(200);
    // New recovery codes are such a change too: an authenticator code confirms them.
    clock.advance(6 * 60_000);
    const renew = () => api.t.app.inject({ method: 'POST', url: '/v1/mfa/recovery-codes', headers });
    expect((await renew()).json().errors[0].code).toBe('STEP_UP_REQUIRED');
    expect((await stepUp(nextCode(secret))).statusCode).toBe(200);
    expect((await renew()).json().recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    // An admin without a factor is not asked: the world's other admins rotate as before.
    expect(
      (await call('msp', 'POST', `/v1/portal/customers/${api.world.mspOrg1.id}/license-key/rotate`))
        .statusCode,
    ).toBe(200);
  });
});
