import { ERROR_CODES } from '@baitwatch/contracts/common/errors';
import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { RECOVERY_CODE_COUNT } from '@baitwatch/contracts/mfa/constants';
import { MFA_MESSAGES } from '@baitwatch/contracts/mfa/messages';
import { PASSKEY_MESSAGES as M } from '@baitwatch/contracts/passkeys/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSessions, auditLog } from '../../db/schema/index.ts';
import { errorsOf } from '../../test/by-role.ts';
import { ALL_USERS, asUser, TEST_PASSWORD, type WorldUser } from '../../test/fixtures.ts';
import { FUNCTIONS_KEY, fixedClock } from '../../test/harness.ts';
import { softwareAuthenticator, type Tamper } from '../../test/software-authenticator.ts';
import { worldApp } from '../../test/world-app.ts';

// Passkeys through the API with a software authenticator (real ES256 attestations and assertions):
// registration per role, the login's second step, a passwordless sign-in, removal with a fresh factor,
// and what each refuses (replays, another admin's passkey, a wrong origin, a counter gone backwards).
const ORIGIN = 'https://console.baitwatch.test';
const clock = fixedClock();
const api = worldApp({
  clock,
  env: { TRUST_PROXY_HOPS: '1', PUBLIC_URL: ORIGIN, DOMAIN_SUFFIX: 'baitwatch.test' },
});
const { call } = api;
let ip = 10;
const headers = () => ({
  [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY,
  'x-forwarded-for': `10.8.${ip >> 8}.${ip++ & 255}`,
});
const post = (url: string, payload: object, from = headers()) =>
  api.t.app.inject({ method: 'POST', url, headers: from, payload });

/** Each user's authenticator, holding the passkeys they registered. */
const authenticators = new Map<WorldUser, ReturnType<typeof softwareAuthenticator>>();
const authenticatorOf = (who: WorldUser) => {
  if (!authenticators.has(who)) authenticators.set(who, softwareAuthenticator(ORIGIN));
  return authenticators.get(who) as ReturnType<typeof softwareAuthenticator>;
};

async function register(who: WorldUser, name = 'Work laptop', tamper: Tamper = {}) {
  const options = (await call(who, 'POST', '/v1/passkeys/registration-options')).json();
  return call(who, 'POST', '/v1/passkeys', { name, response: authenticatorOf(who).create(options, tamper) });
}
const passwordStep = async (who: WorldUser) =>
  (await post('/v1/auth/login', { email: api.world.users[who].email, password: TEST_PASSWORD })).json();
const signInOptions = async (challenge?: string) =>
  (await post('/v1/auth/passkey/options', challenge ? { challenge } : {})).json();
/** A passkey answer for fresh sign-in options (the second step's when a login challenge is given). */
const assertion = async (who: WorldUser, tamper: Tamper = {}, challenge?: string) =>
  authenticatorOf(who).get(await signInOptions(challenge), tamper);
const actions = async (who: WorldUser) =>
  (
    await api.t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorUserId, api.world.users[who].id))
  ).map((e) => e.action);

describe('registering a passkey', () => {
  it('every role registers its own, named; the first comes with recovery codes', async () => {
    for (const who of ALL_USERS) {
      const options = (await call(who, 'POST', '/v1/passkeys/registration-options')).json();
      expect(options).toMatchObject({
        rp: { id: 'baitwatch.test' },
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        attestation: 'none',
      });
      const added = await call(who, 'POST', '/v1/passkeys', {
        name: ' Work laptop ',
        response: authenticatorOf(who).create(options),
      });
      expect(added.statusCode).toBe(201);
      expect(added.json().recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
      expect((await call(who, 'GET', '/v1/passkeys')).json().passkeys).toEqual([
        { id: expect.any(String), name: 'Work laptop', created: clock.now().toISOString(), lastUsedAt: null },
      ]);
      expect((await call(who, 'GET', '/v1/mfa')).json().recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT);
      expect(await actions(who)).toContain('passkey.add');
    }
    const second = await register('customer', 'YubiKey');
    expect(second.json().recoveryCodes).toBeNull();
    expect((await call('customer', 'GET', '/v1/passkeys')).json().passkeys).toHaveLength(2);
  });

  it('accepts an answer from a tenant subdomain the console serves', async () => {
    expect(
      (await register('msp', 'On the tenant page', { origin: 'https://northwind.baitwatch.test' }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses a replayed challenge, another admin’s challenge, a wrong origin, no user verification, junk', async () => {
    const options = (await call('intel', 'POST', '/v1/passkeys/registration-options')).json();
    const answer = authenticatorOf('intel').create(options);
    expect((await call('intel', 'POST', '/v1/passkeys', { name: 'Once', response: answer })).statusCode).toBe(
      201,
    );
    const replay = await call('intel', 'POST', '/v1/passkeys', { name: 'Twice', response: answer });
    expect([replay.statusCode, errorsOf(replay)]).toEqual([400, [M.challengeInvalid]]);

    const theirs = (await call('basic', 'POST', '/v1/passkeys/registration-options')).json();
    const stolen = await call('intel', 'POST', '/v1/passkeys', {
      name: 'Stolen',
      response: authenticatorOf('intel').create(theirs),
    });
    expect([stolen.statusCode, errorsOf(stolen)]).toEqual([400, [M.challengeInvalid]]);

    for (const tamper of [
      { origin: 'https://baitwatch-login.test' },
      { origin: 'http://console.baitwatch.test' },
      { userVerified: false },
    ]) {
      const refused = await register('intel', 'Bad', tamper);
      expect([refused.statusCode, errorsOf(refused)]).toEqual([400, [M.verificationFailed]]);
    }
    for (const response of [
      {},
      {
        id: 'x',
        rawId: 'x',
        type: 'public-key',
        response: { clientDataJSON: 'bm9wZQ', attestationObject: 'AA' },
      },
    ]) {
      const junk = await call('intel', 'POST', '/v1/passkeys', { name: 'Junk', response });
      expect([junk.statusCode, errorsOf(junk)]).toEqual([400, [M.responseInvalid]]);
    }
    expect(errorsOf(await register('intel', '   '))).toEqual([M.nameRequired]);
    // The one from the first test and 'Once'.
    expect((await call('intel', 'GET', '/v1/passkeys')).json().passkeys).toHaveLength(2);
  });
});

describe('a passkey as the login’s second step', () => {
  it('is offered, signs in with the admin’s own passkey once, and is logged', async () => {
    const login = await passwordStep('basic');
    expect(login).toMatchObject({ secondFactorRequired: true, methods: ['passkey', 'recovery'] });
    const options = await signInOptions(login.challenge);
    const own = (await call('basic', 'GET', '/v1/passkeys')).json().passkeys.map((p: { id: string }) => p.id);
    expect(options.allowCredentials.map((c: { id: string }) => c.id)).toEqual(own);
    expect(options.userVerification).toBe('required');

    const response = authenticatorOf('basic').get(options);
    const done = await post('/v1/auth/login/second-factor', {
      challenge: login.challenge,
      method: 'passkey',
      response,
    });
    expect(done.statusCode).toBe(200);
    expect(done.cookies.map((c) => c.name).sort()).toEqual(['device_id', 'refresh_token', 'token']);
    const [listed] = (await call('basic', 'GET', '/v1/passkeys')).json().passkeys;
    expect(listed.lastUsedAt).toBe(clock.now().toISOString());
    expect(await actions('basic')).toContain('passkey.sign-in');
    const methods = await api.t.deps.database.db
      .select({ method: adminSessions.method })
      .from(adminSessions)
      .where(eq(adminSessions.userId, api.world.users.basic.id));
    expect(methods.map((m) => m.method)).toContain('passkey');

    // The same answer again, with a new login: its WebAuthn challenge was taken.
    const again = await passwordStep('basic');
    const replay = await post('/v1/auth/login/second-factor', {
      challenge: again.challenge,
      method: 'passkey',
      response,
    });
    expect([replay.statusCode, errorsOf(replay)]).toEqual([400, [M.challengeInvalid]]);
  });

  it('refuses another admin’s passkey, a counter gone backwards, a wrong origin; each is logged', async () => {
    const step = async (tamper: Tamper, signer: WorldUser = 'basic') => {
      const login = await passwordStep('basic');
      const response = authenticatorOf(signer).get(await signInOptions(login.challenge), tamper);
      return post('/v1/auth/login/second-factor', {
        challenge: login.challenge,
        method: 'passkey',
        response,
      });
    };
    const failuresBefore = (await actions('basic')).filter((a) => a === 'passkey.fail').length;
    const foreignId = (await call('customer', 'GET', '/v1/passkeys')).json().passkeys[0].id;
    const foreign = await step({ credentialId: foreignId }, 'customer');
    expect([foreign.statusCode, errorsOf(foreign)]).toEqual([400, [M.notRecognized]]);
    const backwards = await step({ counter: 1 });
    expect([backwards.statusCode, errorsOf(backwards)]).toEqual([400, [M.verificationFailed]]);
    const phished = await step({ origin: 'https://console-baitwatch.test' });
    expect([phished.statusCode, errorsOf(phished)]).toEqual([400, [M.verificationFailed]]);
    expect((await step({})).statusCode).toBe(200);
    expect((await actions('basic')).filter((a) => a === 'passkey.fail')).toHaveLength(failuresBefore + 3);
  });

  it('answers options only for a live login challenge', async () => {
    const unknown = await post('/v1/auth/passkey/options', { challenge: 'not-a-challenge' });
    expect([unknown.statusCode, errorsOf(unknown)]).toEqual([401, [MFA_MESSAGES.challengeInvalid]]);
  });
});

describe('a passwordless sign-in', () => {
  it('offers any discoverable passkey and signs its admin in by the passkey alone', async () => {
    const options = await signInOptions();
    expect(options).toMatchObject({
      rpId: 'baitwatch.test',
      userVerification: 'required',
      allowCredentials: [],
    });
    const done = await post('/v1/auth/passkey', { response: authenticatorOf('provider').get(options) });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.email).toBe(api.world.users.provider.email);
    const fromTenantPage = await post('/v1/auth/passkey', {
      response: await assertion('msp', { origin: 'https://northwind.baitwatch.test' }),
    });
    expect(fromTenantPage.statusCode).toBe(200);
  });

  it('refuses a replay, a wrong origin, a counter gone backwards, no user verification, junk', async () => {
    const response = await assertion('foreignMsp');
    expect((await post('/v1/auth/passkey', { response })).statusCode).toBe(200);
    const replay = await post('/v1/auth/passkey', { response });
    expect([replay.statusCode, errorsOf(replay)]).toEqual([401, [M.challengeInvalid]]);
    for (const tamper of [{ origin: 'https://evil.test' }, { counter: 0 }, { userVerified: false }]) {
      const refused = await post('/v1/auth/passkey', { response: await assertion('foreignMsp', tamper) });
      expect([refused.statusCode, errorsOf(refused)]).toEqual([400, [M.verificationFailed]]);
    }
    const swapped = await assertion('foreignMsp');
    const otherUser = { ...swapped, response: { ...swapped.response, userHandle: 'AAAAAAAAAAAAAAAAAAAAAA' } };
    expect(errorsOf(await post('/v1/auth/passkey', { response: otherUser }))).toEqual([M.notRecognized]);
    for (const junk of [
      {},
      { response: { id: 'a', rawId: 'a', type: 'public-key', response: {} } },
      { response: { ...swapped, response: { ...swapped.response, clientDataJSON: 'e30' } } },
    ]) {
      const answer = await post('/v1/auth/passkey', junk);
      expect(answer.statusCode).toBe(400);
      expect(errorsOf(answer)).toEqual([M.responseInvalid]);
    }
    expect(await actions('foreignMsp')).toContain('passkey.fail');
  });

  it('is throttled per address', async () => {
    const from = headers();
    const statuses = [];
    // Well-formed (the limit runs after the schema) but unreadable: 400 until the limit.
    const unreadable = {
      id: 'a',
      rawId: 'a',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
    };
    for (let i = 0; i < 31; i++)
      statuses.push((await post('/v1/auth/passkey', { response: unreadable }, from)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('new recovery codes for a passkey-only admin', () => {
  const renew = (from: Record<string, string>, payload?: string) =>
    api.t.app.inject({
      method: 'POST',
      url: '/v1/mfa/recovery-codes',
      headers: payload === undefined ? from : { ...from, 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload }),
    });

  it('every role renews its own with a factor proved in the last minutes; only its own codes change', async () => {
    const theirs = (await call('foreignCustomer', 'GET', '/v1/mfa')).json().recoveryCodesLeft;
    for (const who of ALL_USERS) {
      const renewed = await call(who, 'POST', '/v1/mfa/recovery-codes');
      expect(renewed.statusCode).toBe(200);
      expect(renewed.headers['cache-control']).toContain('no-store');
      expect(renewed.json().recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
      expect((await call(who, 'GET', '/v1/mfa')).json()).toEqual({
        totp: null,
        recoveryCodesLeft: RECOVERY_CODE_COUNT,
      });
      expect(await actions(who)).toContain('mfa.recovery-codes.renew');
    }
    expect((await call('foreignCustomer', 'GET', '/v1/mfa')).json().recoveryCodesLeft).toBe(theirs);
  });

  it('a stale session is asked to confirm with a passkey (step-up); the old codes stop working', async () => {
    const old = (await call('provider', 'POST', '/v1/mfa/recovery-codes')).json().recoveryCodes as string[];
    const signedIn = await post('/v1/auth/passkey', { response: await assertion('provider') });
    const session = {
      [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY,
      authorization: `Bearer ${signedIn.json().id_token}`,
    };
    clock.advance(6 * 60_000);
    const stale = await renew(session);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().errors[0]).toMatchObject({
      code: ERROR_CODES.stepUpRequired,
      desc: MFA_MESSAGES.stepUpRequired,
    });
    const options = await api.t.app.inject({
      method: 'POST',
      url: '/v1/passkeys/confirmation-options',
      headers: session,
    });
    const proved = await api.t.app.inject({
      method: 'POST',
      url: '/v1/auth/step-up',
      headers: session,
      payload: { method: 'passkey', response: authenticatorOf('provider').get(options.json()) },
    });
    expect(proved.statusCode).toBe(200);
    const renewed = await renew(session);
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().recoveryCodes as string[];
    expect(fresh.some((code) => old.includes(code))).toBe(false);

    const login = await passwordStep('provider');
    const oldCode = await post('/v1/auth/login/second-factor', {
      challenge: login.challenge,
      method: 'recovery',
      code: old[0],
    });
    expect([oldCode.statusCode, errorsOf(oldCode)]).toEqual([400, [MFA_MESSAGES.recoveryCodeInvalid]]);
    const newCode = await post('/v1/auth/login/second-factor', {
      challenge: login.challenge,
      method: 'recovery',
      code: fresh[0],
    });
    expect(newCode.statusCode).toBe(200);
  });

  it('answers malformed input with a 400, never a 500, and ignores a code sent as before', async () => {
    const session = await asUser(api.t, api.world, 'basic');
    const junk = await renew(session, '{"code":');
    expect(junk.statusCode).toBe(400);
    expect(junk.json().errors[0].code).toBe(ERROR_CODES.validation);
    expect((await renew(session, JSON.stringify({ code: '123456' }))).statusCode).toBe(200);
    const signedOut = await renew({ [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('renaming and removing', () => {
  it('renames an own passkey only', async () => {
    const [mine] = (await call('customer', 'GET', '/v1/passkeys')).json().passkeys;
    const renamed = await call('customer', 'PUT', `/v1/passkeys/${mine.id}`, { name: 'Old laptop' });
    expect(renamed.json()).toMatchObject({ id: mine.id, name: 'Old laptop' });
    expect(
      (await call('foreignCustomer', 'PUT', `/v1/passkeys/${mine.id}`, { name: 'Mine now' })).statusCode,
    ).toBe(404);
    expect(
      errorsOf(await call('customer', 'PUT', `/v1/passkeys/${mine.id}`, { name: 'x'.repeat(61) })),
    ).toEqual([M.nameTooLong]);
    expect(await actions('customer')).toContain('passkey.rename');
  });

  it('proves a fresh factor for a sensitive change (step-up), once per challenge', async () => {
    const options = (await call('customer', 'POST', '/v1/passkeys/confirmation-options')).json();
    const response = await authenticatorOf('customer').get(options);
    const proved = await call('customer', 'POST', '/v1/auth/step-up', { method: 'passkey', response });
    expect(proved.statusCode).toBe(200);
    const replayed = await call('customer', 'POST', '/v1/auth/step-up', { method: 'passkey', response });
    expect(replayed.statusCode).toBe(400);
  });

  it('removes with a fresh factor; the last passkey takes the recovery codes along', async () => {
    const passkeys = (await call('customer', 'GET', '/v1/passkeys')).json().passkeys;
    const confirm = async (who: WorldUser, tamper: Tamper = {}) =>
      authenticatorOf(who).get((await call(who, 'POST', '/v1/passkeys/confirmation-options')).json(), tamper);
    const remove = (who: WorldUser, id: string, body: object) =>
      call(who, 'POST', `/v1/passkeys/${id}/remove`, body);

    expect(errorsOf(await remove('customer', passkeys[0].id, {}))).toEqual([M.confirmRequired]);
    expect(errorsOf(await remove('customer', passkeys[0].id, { method: 'totp', code: '123456' }))).toEqual([
      MFA_MESSAGES.codeInvalid,
    ]);
    expect(
      (
        await remove('foreignCustomer', passkeys[0].id, {
          method: 'passkey',
          response: await confirm('foreignCustomer'),
        })
      ).statusCode,
    ).toBe(404);
    // A sign-in moves the stored counter to 1; an answer that says 1 again is a cloned key.
    const yubiKey = { credentialId: passkeys[1].id };
    expect(
      (await post('/v1/auth/passkey', { response: await assertion('customer', yubiKey) })).statusCode,
    ).toBe(200);
    const backwards = await remove('customer', passkeys[0].id, {
      method: 'passkey',
      response: await confirm('customer', { ...yubiKey, counter: 1 }),
    });
    expect(errorsOf(backwards)).toEqual([M.verificationFailed]);

    // The passkey itself confirms its removal; another one confirms the last one's.
    expect(
      (
        await remove('customer', passkeys[0].id, {
          method: 'passkey',
          response: await confirm('customer', { credentialId: passkeys[0].id }),
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('customer', 'GET', '/v1/mfa')).json().recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT);
    expect(
      (await remove('customer', passkeys[1].id, { method: 'passkey', response: await confirm('customer') }))
        .statusCode,
    ).toBe(200);
    expect((await call('customer', 'GET', '/v1/passkeys')).json().passkeys).toEqual([]);
    expect((await call('customer', 'GET', '/v1/mfa')).json().recoveryCodesLeft).toBe(0);
    expect((await passwordStep('customer')).id_token).toEqual(expect.any(String));
    expect(await actions('customer')).toContain('passkey.remove');
  });
});
