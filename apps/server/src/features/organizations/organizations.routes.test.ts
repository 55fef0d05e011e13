import { AUTH_MESSAGES } from '@baitwatch/contracts/auth/messages';
import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { CUSTOMER_MESSAGES } from '@baitwatch/contracts/organizations/messages';
import { ACCOUNT_MESSAGES } from '@baitwatch/contracts/tenants/tenant-account';
import { USER_MESSAGES } from '@baitwatch/contracts/users/messages';
import { describe, expect, it } from 'vitest';
import { ALL_USERS, TEST_PASSWORD } from '../../test/fixtures.ts';
import { FUNCTIONS_KEY } from '../../test/harness.ts';
import { worldApp } from '../../test/world-app.ts';

// The MSP Center's organization calls (doc 2 §5, §7), for every role and a foreign tenant.
const api = worldApp();
const { call } = api;
const descs = (res: { statusCode: number; json: () => { errors: { desc: string }[] } }) => {
  expect(res.statusCode).toBe(400);
  return res.json().errors.map((e) => e.desc);
};
let serial = 0;
const organization = (extra: object = {}) => ({
  organizationName: `Org ${++serial}`,
  noOfUsers: '25',
  ...extra,
});

describe('adding an organization', () => {
  it('is for a TenantAdmin, into its own tenant', async () => {
    for (const who of ALL_USERS) {
      const res = await call(who, 'POST', '/v1/portal/customers', organization());
      const manages = who === 'msp' || who === 'foreignMsp';
      expect({ who, status: res.statusCode }).toEqual({ who, status: manages ? 200 : 403 });
    }
    const added = await call(
      'msp',
      'POST',
      '/v1/portal/customers',
      organization({ organizationName: 'Acme Four' }),
    );
    const entries = (await call('msp', 'GET', '/v1/portal/customers')).json().customers;
    const entry = entries.find((e: { id: unknown }) => e.id === added.json().customer.id);
    expect(entry).toMatchObject({
      organizationName: 'Acme Four',
      tenantId: api.world.msp.tenant.id,
      isActive: true,
    });
    const foreign = (await call('foreignMsp', 'GET', '/v1/portal/customers')).json().customers;
    expect(foreign.some((e: { organizationName: string }) => e.organizationName === 'Acme Four')).toBe(false);
  });

  it('invites the named primary admin of the new organization', async () => {
    const res = await call(
      'msp',
      'POST',
      '/v1/portal/customers',
      organization({ email: 'Primary@Acme.test', firstName: 'Pat', lastName: 'Primary', orgCode: ' AC-5 ' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: CUSTOMER_MESSAGES.customerAdded,
      invitedAdmin: 'primary@acme.test',
    });
    const customerId = res.json().customer.id;
    const admins = (await call('msp', 'GET', `/v1/users?customerId=${customerId}`)).json().users;
    expect(admins).toMatchObject([{ email: 'primary@acme.test', role: 'CustomerAdmin', pending: true }]);
    const details = (await call('msp', 'GET', `/v1/portal/customers/${customerId}`)).json();
    expect(details).toMatchObject({ orgCode: 'AC-5', firstName: 'Pat', lastName: 'Primary', noOfUsers: 25 });
    const mail = (await api.t.deps.mailer.recent(20)).find((m) => m.to === 'primary@acme.test');
    expect(mail?.text).toMatch(/\/accept-invite\?token=/);
  });

  it("answers the spec's validation messages", async () => {
    const add = (payload: object) => call('msp', 'POST', '/v1/portal/customers', payload);
    expect(descs(await add({ organizationName: ' ', noOfUsers: '' }))).toEqual([
      CUSTOMER_MESSAGES.organizationNameRequired,
      CUSTOMER_MESSAGES.usersRequired,
    ]);
    expect(descs(await add(organization({ organizationName: 'x'.repeat(251) })))).toEqual([
      CUSTOMER_MESSAGES.organizationNameTooLong,
    ]);
    expect(descs(await add(organization({ noOfUsers: 'twelve' })))).toEqual([
      CUSTOMER_MESSAGES.usersNotNumber,
    ]);
    expect(descs(await add(organization({ noOfUsers: 5_000_001 })))).toEqual([
      CUSTOMER_MESSAGES.usersTooMany,
    ]);
    expect(descs(await add(organization({ orgCode: 'a'.repeat(51) })))).toEqual([
      CUSTOMER_MESSAGES.orgCodeTooLong,
    ]);
    expect(descs(await add(organization({ orgCode: 'A&B' })))).toEqual([CUSTOMER_MESSAGES.orgCodeSpecial]);
    expect(descs(await add(organization({ email: 'nope', firstName: 'A', lastName: 'B' })))).toEqual([
      MESSAGES.invalidEmail,
    ]);
    expect(descs(await add(organization({ email: 'named@acme.test', lastName: 'Only' })))).toEqual([
      USER_MESSAGES.firstNameRequired,
    ]);
    const taken = await add(organization({ email: 'customer@test.local', firstName: 'A', lastName: 'B' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(USER_MESSAGES.emailTaken);
  });
});

describe("an organization's account details", () => {
  it("are changed by the provider only, under the spec's account messages", async () => {
    const url = `/v1/msp-management/customers/${api.world.mspOrg2.id}`;
    const account = { organizationName: 'Acme Two Ltd', phone: '5550001111' };
    for (const who of ALL_USERS) {
      const res = await call(who, 'PUT', url, account);
      expect({ who, status: res.statusCode }).toEqual({ who, status: who === 'provider' ? 200 : 403 });
    }
    const details = (await call('provider', 'GET', `/v1/portal/customers/${api.world.mspOrg2.id}`)).json();
    expect(details).toMatchObject({ ...account, domain: 'acme.baitwatch.app' });
    expect(descs(await call('provider', 'PUT', url, { organizationName: '', phone: '' }))).toEqual([
      ACCOUNT_MESSAGES.nameRequired,
      ACCOUNT_MESSAGES.phoneRequired,
    ]);
    expect(descs(await call('provider', 'PUT', url, { organizationName: 'Acme!', phone: '12345' }))).toEqual([
      ACCOUNT_MESSAGES.nameTooLong,
      ACCOUNT_MESSAGES.phoneInvalid,
    ]);
  });
});

describe('editing and deleting an organization', () => {
  const info = { organizationName: 'Acme One Renamed', firstName: 'Ola', lastName: 'Owner', orgCode: 'A1' };

  it("lets the organization's TenantAdmin edit its info, nobody else", async () => {
    for (const who of ALL_USERS) {
      const res = await call(who, 'PUT', `/v1/msp-management/customers/${api.world.mspOrg1.id}`, info);
      expect({ who, status: res.statusCode }).toEqual({ who, status: who === 'msp' ? 200 : 403 });
    }
    const details = (await call('msp', 'GET', `/v1/portal/customers/${api.world.mspOrg1.id}`)).json();
    expect(details).toMatchObject(info);
    const edit = (payload: object) =>
      call('msp', 'PUT', `/v1/msp-management/customers/${api.world.mspOrg1.id}`, payload);
    expect(descs(await edit({ organizationName: '', firstName: '', lastName: '' }))).toEqual([
      CUSTOMER_MESSAGES.editOrganizationNameRequired,
      CUSTOMER_MESSAGES.editFirstNameRequired,
      CUSTOMER_MESSAGES.editLastNameRequired,
    ]);
    expect(descs(await edit({ ...info, orgCode: "O'Neil" }))).toEqual([CUSTOMER_MESSAGES.orgCodeSpecial]);
    expect((await call('msp', 'PUT', '/v1/msp-management/customers/x', info)).statusCode).toBe(400);
  });

  it('deletes by stopping it: its admins can no longer sign in, and nobody else may delete it', async () => {
    for (const who of ALL_USERS.filter((w) => w !== 'msp')) {
      const res = await call(who, 'DELETE', `/v1/msp-management/customers/${api.world.mspOrg3.id}`);
      expect({ who, status: res.statusCode }).toEqual({ who, status: 403 });
    }
    const res = await call('msp', 'DELETE', `/v1/msp-management/customers/${api.world.mspOrg3.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(CUSTOMER_MESSAGES.customerDeleted);
    const login = await api.t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY },
      payload: { email: 'intel@test.local', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(AUTH_MESSAGES.accountInactive);
    const details = (await call('msp', 'GET', `/v1/portal/customers/${api.world.mspOrg3.id}`)).json();
    expect(details.isActive).toBe(false);
  });
});
