import { ERROR_CODES } from '@baitwatch/contracts/common/errors';
import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { SIGN_IN_POLICY_MESSAGES as M } from '@baitwatch/contracts/mfa/policy';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { errorsOf, onlyFor, statusesByRole } from '../../test/by-role.ts';
import { TEST_PASSWORD } from '../../test/fixtures.ts';
import { FUNCTIONS_KEY, fixedClock } from '../../test/harness.ts';
import { worldApp } from '../../test/world-app.ts';
import { appContext } from '../services.ts';

// Sign-in policies: who sets which, the stricter of an organization's and its tenant's, and an admin
// who does not meet theirs signing in to a session that may only enrol until they do.
const clock = fixedClock();
const api = worldApp({ clock, env: { TRUST_PROXY_HOPS: '1' } });
const { call } = api;
const POLICY = '/v1/sign-in-policy';
let ip = 10;

/** Signs in with the password; answers the session's bearer headers (or the second step's challenge). */
async function passwordSession(email: string) {
  const answer = await api.t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    headers: { [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY, 'x-forwarded-for': `10.8.0.${ip++}` },
    payload: { email, password: TEST_PASSWORD },
  });
  const body = answer.json();
  const headers = { [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY, authorization: `Bearer ${body.id_token}` };
  return {
    body,
    call: (method: 'GET' | 'POST', url: string, payload?: object) =>
      api.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) }),
  };
}

describe('who sets which sign-in policy', () => {
  it("an organization's: its admins, its tenant's and the provider; a tenant's: its admins and the provider; the provider's own: the provider", async () => {
    const org = api.world.mspOrg2.id;
    const tenant = api.world.msp.tenant.id;
    expect(await statusesByRole(call, 'GET', `${POLICY}?customerId=${org}`)).toEqual(
      onlyFor(200, 'provider', 'msp', 'basic'),
    );
    expect(await statusesByRole(call, 'GET', `${POLICY}?tenantId=${tenant}`)).toEqual(
      onlyFor(200, 'provider', 'msp'),
    );
    expect(await statusesByRole(call, 'GET', POLICY)).toEqual(onlyFor(200, 'provider'));
    const foreign = await call('foreignMsp', 'PUT', `${POLICY}?customerId=${org}`, {
      policy: 'second_factor',
    });
    expect(foreign.statusCode).toBe(403);
    const wrong = await call('provider', 'PUT', POLICY, { policy: 'sms' });
    expect(wrong.statusCode).toBe(400);
    expect(errorsOf(wrong)).toEqual([M.policyInvalid]);
  });
});

describe('a sign-in policy', () => {
  it('an admin without a factor signs in to a session that may only enrol; enrolling opens the rest at once', async () => {
    const org = api.world.mspOrg1.id;
    const set = await call('msp', 'PUT', `${POLICY}?customerId=${org}`, { policy: 'second_factor' });
    expect(set.json()).toEqual({
      policy: 'second_factor',
      tenantPolicy: 'password',
      effective: 'second_factor',
    });

    const session = await passwordSession(api.world.users.customer.email);
    expect(session.body.id_token).toEqual(expect.any(String));
    const blocked = await session.call('GET', '/v1/portal/customers');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().errors[0]).toMatchObject({
      code: ERROR_CODES.enrolmentRequired,
      desc: M.enrolmentRequired,
    });
    expect((await session.call('GET', '/v1/auth/me')).statusCode).toBe(200);

    const { secret } = (await session.call('POST', '/v1/mfa/totp/enrolment')).json();
    const confirmed = await session.call('POST', '/v1/mfa/totp', {
      code: appContext(api.t.deps).mfa.codeFor(secret),
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await session.call('GET', '/v1/portal/customers')).statusCode).toBe(200);

    const logged = await api.t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'mfa.policy.change'));
    expect(logged.at(-1)).toMatchObject({ actorEmail: api.world.users.msp.email, customerId: org });
  });

  it("an organization's admins meet the stricter of its policy and its tenant's", async () => {
    const tenant = api.world.msp.tenant.id;
    await call('provider', 'PUT', `${POLICY}?tenantId=${tenant}`, { policy: 'passkeys' });
    // Read by the provider: the policy now applies to basic@'s own new sessions too.
    const org = await call('provider', 'GET', `${POLICY}?customerId=${api.world.mspOrg2.id}`);
    expect(org.json()).toEqual({ policy: 'password', tenantPolicy: 'passkeys', effective: 'passkeys' });
    // The authenticator app set up above is not a passkey: the session may only enrol one.
    const session = await passwordSession(api.world.users.customer.email);
    expect(session.body).toMatchObject({
      secondFactorRequired: true,
      methods: expect.arrayContaining(['totp']),
    });
    await call('provider', 'PUT', `${POLICY}?tenantId=${tenant}`, { policy: 'password' });
    const relaxed = await call('basic', 'GET', `${POLICY}?customerId=${api.world.mspOrg2.id}`);
    expect(relaxed.statusCode).toBe(200);
    expect(relaxed.json().effective).toBe('password');
  });
});
