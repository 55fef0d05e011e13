import { AUTH_MESSAGES } from '@baitwatch/contracts/auth/messages';
import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { SIGNUP_MESSAGES } from '@baitwatch/contracts/organizations/customer-signup';
import { USER_MESSAGES } from '@baitwatch/contracts/users/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, tenants } from '../../db/schema/index.ts';
import { ALL_USERS } from '../../test/fixtures.ts';
import { FUNCTIONS_KEY } from '../../test/harness.ts';
import { worldApp } from '../../test/world-app.ts';

// Create Customer (doc 2 §5, §7 POST auth/customer/signup): the provider's only; an MSP or a direct
// customer with its admin, whose generated password must be replaced at the first sign-in.
const api = worldApp();
const { call } = api;
const SIGNUP = '/v1/auth/customer/signup';
const key = { [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY };
let serial = 0;

const direct = (overrides: object = {}) => {
  serial += 1;
  return {
    organizationName: `Direct ${serial}`,
    subDomain: `direct-${serial}`,
    firstName: 'Dana',
    lastName: 'Direct',
    email: `dana-${serial}@direct.test`,
    phone: '5550102030',
    isMSP: false,
    noOfUsers: '250',
    licenseType: 'PHISHPROTSUITE',
    ...overrides,
  };
};
const msp = (overrides: object = {}) => ({
  ...direct(),
  organizationName: `Harbor MSP ${serial}`,
  isMSP: true,
  noOfUsers: '',
  licenseType: null,
  ...overrides,
});

const login = (email: string, password: string) =>
  api.t.app.inject({ method: 'POST', url: '/v1/auth/login', headers: key, payload: { email, password } });
const resetPassword = (token: string, password: string) =>
  api.t.app.inject({
    method: 'POST',
    url: '/v1/auth/reset-password',
    headers: key,
    payload: { token, password },
  });

describe('Create Customer', () => {
  it('is the provider’s only', async () => {
    for (const who of ALL_USERS) {
      const answer = await call(who, 'POST', SIGNUP, direct());
      expect({ who, status: answer.statusCode }).toEqual({ who, status: who === 'provider' ? 200 : 403 });
    }
  });

  it('creates a direct customer: a tenant that is its one organization, with its CustomerAdmin', async () => {
    const body = direct({ subDomain: 'Proseware-2', email: 'Owner@Proseware2.test' });
    const answer = await call('provider', 'POST', SIGNUP, body);
    expect(answer.statusCode, answer.body).toBe(200);
    const created = answer.json();
    expect(created).toMatchObject({
      message: SIGNUP_MESSAGES.directCreated,
      username: 'owner@proseware2.test',
      loginUrl: 'http://proseware-2.localhost:8080/login',
    });
    expect(created.password).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
    const db = api.t.deps.database.db;
    const [tenant] = await db.select().from(tenants).where(eq(tenants.id, created.tenantId));
    expect(tenant).toMatchObject({
      tenantName: body.organizationName,
      subDomain: 'proseware-2',
      isMsp: false,
    });
    const [organization] = await db.select().from(customers).where(eq(customers.id, created.customerId));
    expect(organization).toMatchObject({
      tenantId: created.tenantId,
      tenantAsCustomer: true,
      licenseType: 'PHISHPROTSUITE',
      noOfUsers: 250,
    });
    // Its subdomain serves its login page at once.
    const branding = await api.t.app.inject({ url: '/v1/auth/branding?subdomain=proseware-2', headers: key });
    expect(branding.json().tenantName).toBe(body.organizationName);
  });

  it('makes the first sign-in choose a new password, not the generated one', async () => {
    const created = (await call('provider', 'POST', SIGNUP, msp())).json();
    expect(created.message).toBe(SIGNUP_MESSAGES.mspCreated);
    expect(created.customerId).toBeNull();

    const first = await login(created.username, created.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      passwordChangeRequired: true,
      message: AUTH_MESSAGES.passwordChangeRequired,
    });
    expect(first.headers['set-cookie']).toBeUndefined();
    const { token } = first.json();

    const same = await resetPassword(token, created.password);
    expect(same.statusCode).toBe(400);
    expect(same.json().errors[0].desc).toBe(AUTH_MESSAGES.samePassword);
    const chosen = await resetPassword(token, 'My-own-password-42');
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().user).toMatchObject({ email: created.username, role: 'TenantAdmin' });

    expect((await login(created.username, created.password)).statusCode).toBe(401);
    const again = await login(created.username, 'My-own-password-42');
    expect(again.json().id_token).toEqual(expect.any(String));
  });

  it('omits users and license type for an MSP, and checks every rule for a direct customer', async () => {
    expect((await call('provider', 'POST', SIGNUP, msp({ noOfUsers: undefined }))).statusCode).toBe(200);
    const cases: [object, string][] = [
      [{ organizationName: '  ' }, SIGNUP_MESSAGES.organizationNameRequired],
      [{ subDomain: '' }, SIGNUP_MESSAGES.subDomainRequired],
      [{ subDomain: 'no_underscores' }, SIGNUP_MESSAGES.invalidSubDomain],
      [{ subDomain: '-edge' }, SIGNUP_MESSAGES.invalidSubDomain],
      [{ subDomain: 'www' }, SIGNUP_MESSAGES.reservedSubDomain],
      [{ email: 'not-an-email' }, SIGNUP_MESSAGES.invalidEmail],
      [{ firstName: '' }, USER_MESSAGES.firstNameRequired],
      [{ lastName: 'x'.repeat(51) }, USER_MESSAGES.lastNameInvalid],
      [{ phone: '12345' }, SIGNUP_MESSAGES.invalidPhone],
      [{ noOfUsers: '' }, SIGNUP_MESSAGES.usersRequired],
      [{ noOfUsers: '0' }, SIGNUP_MESSAGES.usersInvalid],
      [{ noOfUsers: '2.5' }, SIGNUP_MESSAGES.usersInvalid],
      [{ noOfUsers: '5000001' }, SIGNUP_MESSAGES.usersTooMany],
      [{ licenseType: null }, SIGNUP_MESSAGES.licenseTypeRequired],
    ];
    for (const [change, message] of cases) {
      const answer = await call('provider', 'POST', SIGNUP, direct(change));
      expect({ change, status: answer.statusCode, desc: answer.json().errors?.[0]?.desc }).toEqual({
        change,
        status: 400,
        desc: message,
      });
    }
    // A phone is optional; the largest number of users passes.
    expect(
      (await call('provider', 'POST', SIGNUP, direct({ phone: '', noOfUsers: 5_000_000 }))).statusCode,
    ).toBe(200);
  });

  it('refuses a taken subdomain or email with a clear 409, creating nothing', async () => {
    const db = api.t.deps.database.db;
    const before = (await db.select().from(tenants)).length;
    const taken = await call(
      'provider',
      'POST',
      SIGNUP,
      direct({ subDomain: api.world.msp.tenant.subDomain.toUpperCase() }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0].desc).toBe(SIGNUP_MESSAGES.subDomainTaken);
    const email = await call('provider', 'POST', SIGNUP, direct({ email: 'MSP@test.local' }));
    expect(email.statusCode).toBe(409);
    expect(email.json().errors[0].desc).toBe(USER_MESSAGES.emailTaken);
    expect((await db.select().from(tenants)).length).toBe(before);
  });

  it('is in the audit log, without the password', async () => {
    const created = (await call('provider', 'POST', SIGNUP, direct())).json();
    const log = (await call('provider', 'GET', '/v1/audit-log?action=customer.signup')).json();
    const entry = log.list.find((e: { customerId: number }) => e.customerId === created.customerId);
    expect(entry).toMatchObject({
      action: 'customer.signup',
      after: { kind: 'Direct', admin: created.username },
    });
    expect(JSON.stringify(log)).not.toContain(created.password);
  });
});
