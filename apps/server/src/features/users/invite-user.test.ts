import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { USER_MESSAGES } from '@baitwatch/contracts/users/messages';
import { describe, expect, it } from 'vitest';
import { ALL_USERS, type WorldUser } from '../../test/fixtures.ts';
import { worldApp } from '../../test/world-app.ts';

// POST /v1/auth/invite-user (spec doc 2 §5 "Invite admin", §7), for every role and a foreign tenant.
const api = worldApp();

let serial = 0;
const invitee = (extra: object = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `invitee-${++serial}@test.local`,
  ...extra,
});
const invite = (who: WorldUser, payload: object) => api.call(who, 'POST', '/v1/auth/invite-user', payload);

describe('inviting an admin', () => {
  it('lets each role invite only where it manages admins', async () => {
    const tenantAdmin = { role: 'TenantAdmin' };
    const ofAcmeOne = { role: 'CustomerAdmin', customerId: api.world.mspOrg1.id };
    const allowed: Record<WorldUser, { tenant: boolean; acmeOne: boolean }> = {
      provider: { tenant: false, acmeOne: false }, // the spec: {product}Admin invites nobody
      msp: { tenant: true, acmeOne: true },
      customer: { tenant: false, acmeOne: true },
      basic: { tenant: false, acmeOne: false },
      intel: { tenant: false, acmeOne: false },
      foreignMsp: { tenant: true, acmeOne: false }, // its own tenant, not Acme's organization
      foreignCustomer: { tenant: false, acmeOne: false },
    };
    for (const who of ALL_USERS) {
      const asTenant = await invite(who, invitee(tenantAdmin));
      const asCustomer = await invite(who, invitee(ofAcmeOne));
      expect({ who, tenant: asTenant.statusCode, acmeOne: asCustomer.statusCode }).toEqual({
        who,
        tenant: allowed[who].tenant ? 200 : 403,
        acmeOne: allowed[who].acmeOne ? 200 : 403,
      });
    }
  });

  it('creates a pending admin in the right scope and mails the invitation with its link', async () => {
    const payload = invitee({
      role: 'CustomerAdmin',
      customerId: api.world.mspOrg1.id,
      email: 'New.Admin@Test.Local',
    });
    const res = await invite('msp', payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: USER_MESSAGES.adminInvited,
      user: {
        email: 'new.admin@test.local',
        displayName: 'Ada Lovelace',
        role: 'CustomerAdmin',
        pending: true,
      },
    });
    const listed = await api.call('customer', 'GET', `/v1/users?customerId=${api.world.mspOrg1.id}`);
    expect(listed.json().users.map((u: { email: string }) => u.email)).toContain('new.admin@test.local');
    const mail = (await api.t.deps.mailer.recent(20)).find((m) => m.to === 'new.admin@test.local');
    expect(mail?.text).toMatch(/\/accept-invite\?token=/);
  });

  it("answers the spec's validation messages and a clear conflict for a taken email", async () => {
    const descs = async (payload: object) => {
      const res = await invite('msp', payload);
      expect(res.statusCode).toBe(400);
      return res.json().errors.map((e: { desc: string }) => e.desc);
    };
    expect(await descs({ role: 'TenantAdmin', firstName: '', lastName: ' ', email: '' })).toEqual([
      USER_MESSAGES.firstNameRequired,
      USER_MESSAGES.lastNameRequired,
      MESSAGES.emailRequired,
    ]);
    expect(await descs(invitee({ role: 'TenantAdmin', firstName: 'Ada!', email: 'not-an-email' }))).toEqual([
      USER_MESSAGES.firstNameInvalid,
      MESSAGES.invalidEmail,
    ]);
    expect(await descs(invitee({ role: 'BaitwatchAdmin' }))).toEqual([USER_MESSAGES.invalidRole]);
    expect(await descs(invitee({ role: 'CustomerAdmin' }))).toHaveLength(1);
    expect(await descs(invitee({ role: 'CustomerAdmin', customerId: 'x1' }))).toEqual([
      MESSAGES.invalidCustomerId,
    ]);

    const taken = await invite('msp', invitee({ role: 'TenantAdmin', email: 'customer@test.local' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(USER_MESSAGES.emailTaken);
  });
});
