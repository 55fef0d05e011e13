import { USER_MESSAGES } from '@baitwatch/contracts/users/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../../auth/authorize.ts';
import {
  ALL_USERS,
  asUser,
  seedWorld,
  TEST_PASSWORD,
  type World,
  type WorldUser,
} from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { organizationsService } from '../organizations/organizations.service.ts';

describe('users', () => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await createTestApp();
    world = await seedWorld(t);
  });
  afterAll(() => t.close());

  const call = async (who: WorldUser, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: await asUser(t, world, who), ...(payload ? { payload } : {}) });
  const emails = async (who: WorldUser, query = '') => {
    const res = await call(who, 'GET', `/v1/users${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().users.map((u: { email: string }) => u.email);
  };

  describe('GET /v1/users', () => {
    it("lists the caller's own scope without filters", async () => {
      expect(await emails('provider')).toEqual(['provider@test.local']);
      expect(await emails('msp')).toEqual(['msp@test.local']);
      expect(await emails('customer')).toEqual(['customer@test.local']);
      expect(await emails('foreignMsp')).toEqual(['foreign-msp@test.local']);
    });

    it('lists the CustomerAdmins of a customer in scope', async () => {
      expect(await emails('msp', `?customerId=${world.mspOrg1.id}`)).toEqual(['customer@test.local']);
      expect(
        await emails('provider', `?customerId=${world.mspOrg2.id}&gcipTenantId=${world.msp.tenant.id}`),
      ).toEqual(['basic@test.local']);
      expect(await emails('msp', '?roleType=CustomerAdmin')).toEqual([
        'customer@test.local',
        'basic@test.local',
        'intel@test.local',
      ]);
      expect(await emails('provider', `?gcipTenantId=${world.foreign.tenant.id}`)).toEqual([
        'foreign-msp@test.local',
      ]);
      const [first] = (await call('customer', 'GET', '/v1/users')).json().users;
      expect(first).toMatchObject({
        uid: world.users.customer.id,
        displayName: 'CustomerAdmin User',
        pending: false,
      });
      expect(first.metadata.creationTime).toMatch(/^\d{4}-\d\d-\d\dT/);
    });

    it('answers 403 for another scope and 400 for bad filters', async () => {
      expect((await call('msp', 'GET', `/v1/users?customerId=${world.foreignOrg.id}`)).statusCode).toBe(403);
      expect((await call('customer', 'GET', `/v1/users?customerId=${world.mspOrg2.id}`)).statusCode).toBe(
        403,
      );
      expect(
        (await call('customer', 'GET', `/v1/users?gcipTenantId=${world.msp.tenant.id}`)).statusCode,
      ).toBe(403);
      expect(
        (await call('foreignMsp', 'GET', `/v1/users?gcipTenantId=${world.msp.tenant.id}`)).statusCode,
      ).toBe(403);
      // A tenant that does not exist: 404 to the provider (as for an organization), 403 to others.
      const unknown = world.foreign.tenant.id + 1000;
      expect((await call('provider', 'GET', `/v1/users?gcipTenantId=${unknown}`)).statusCode).toBe(404);
      expect((await call('msp', 'GET', `/v1/users?gcipTenantId=${unknown}`)).statusCode).toBe(403);
      expect((await call('msp', 'GET', '/v1/users?gcipTenantId=0x1')).statusCode).toBe(400);
      const bad = await call('msp', 'GET', '/v1/users?customerId=abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Invalid customer id');
      expect((await call('msp', 'GET', '/v1/users?roleType=Owner')).statusCode).toBe(400);
      expect((await call('msp', 'GET', '/v1/users?roleType=BaitwatchAdmin')).statusCode).toBe(400);
      expect(
        (await t.app.inject({ url: '/v1/users', headers: { 'x-functions-key': 'baitwatch-console' } }))
          .statusCode,
      ).toBe(401);
    });
  });

  describe('GET /v1/users/{id}', () => {
    it('answers the custom claims to the user and to admins of its scope, 403 to anyone else', async () => {
      const manages: Record<WorldUser, WorldUser[]> = {
        provider: ALL_USERS,
        msp: ['msp', 'customer', 'basic', 'intel'],
        customer: ['customer'],
        basic: ['basic'],
        intel: ['intel'],
        foreignMsp: ['foreignMsp', 'foreignCustomer'],
        foreignCustomer: ['foreignCustomer'],
      };
      for (const who of ALL_USERS) {
        for (const target of ALL_USERS) {
          const res = await call(who, 'GET', `/v1/users/${world.users[target].id}`);
          expect([who, target, res.statusCode]).toEqual([
            who,
            target,
            manages[who].includes(target) ? 200 : 403,
          ]);
        }
      }
      const res = await call('msp', 'GET', `/v1/users/${world.users.customer.id}`);
      expect(res.json()).toMatchObject({
        email: 'customer@test.local',
        customClaims: { role: 'CustomerAdmin', customerId: world.mspOrg1.id, sendEmail: true },
      });
    });

    it('answers 400 for a malformed id and does not reveal unknown ones', async () => {
      expect((await call('msp', 'GET', '/v1/users/not-a-uuid')).statusCode).toBe(400);
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await call('msp', 'GET', `/v1/users/${unknown}`)).statusCode).toBe(403);
      expect((await call('provider', 'GET', `/v1/users/${unknown}`)).statusCode).toBe(404);
    });
  });

  describe('PUT /v1/users/{id}', () => {
    it('updates your own profile', async () => {
      const res = await call('basic', 'PUT', `/v1/users/${world.users.basic.id}`, {
        firstName: 'Betty',
        lastName: 'Basic',
        sendEmail: false,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ displayName: 'Betty Basic', customClaims: { sendEmail: false } });
      // sendEmail left out stays as it is.
      const again = await call('basic', 'PUT', `/v1/users/${world.users.basic.id}`, {
        firstName: 'Bet',
        lastName: 'Basic',
      });
      expect(again.json().customClaims.sendEmail).toBe(false);
    });

    it("answers the spec's validation messages", async () => {
      const put = (payload: object) => call('basic', 'PUT', `/v1/users/${world.users.basic.id}`, payload);
      const descs = async (payload: object) => {
        const res = await put(payload);
        expect(res.statusCode).toBe(400);
        return res.json().errors.map((e: { desc: string }) => e.desc);
      };
      expect(await descs({ firstName: '', lastName: ' ' })).toEqual([
        USER_MESSAGES.firstNameRequired,
        USER_MESSAGES.lastNameRequired,
      ]);
      expect(await descs({ firstName: 'a'.repeat(51), lastName: 'Ok' })).toEqual([
        USER_MESSAGES.firstNameInvalid,
      ]);
      expect(await descs({ firstName: 'Ok', lastName: 'Smith!' })).toEqual([USER_MESSAGES.lastNameInvalid]);
      expect(await descs({ lastName: 'Ok' })).toEqual([USER_MESSAGES.firstNameRequired]);
    });

    it('refuses profiles outside the scope', async () => {
      const payload = { firstName: 'Mallory', lastName: 'X' };
      expect(
        (await call('foreignMsp', 'PUT', `/v1/users/${world.users.customer.id}`, payload)).statusCode,
      ).toBe(403);
      expect((await call('customer', 'PUT', `/v1/users/${world.users.msp.id}`, payload)).statusCode).toBe(
        403,
      );
      expect((await call('msp', 'PUT', `/v1/users/${world.users.provider.id}`, payload)).statusCode).toBe(
        403,
      );
    });
  });

  describe('DELETE /v1/users/{id}', () => {
    it('refuses to remove the last admin of a scope', async () => {
      const res = await call('customer', 'DELETE', `/v1/users/${world.users.customer.id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(USER_MESSAGES.lastAdmin);
      expect((await call('msp', 'DELETE', `/v1/users/${world.users.msp.id}`)).statusCode).toBe(400);
    });

    it('refuses removals outside the scope', async () => {
      expect((await call('foreignMsp', 'DELETE', `/v1/users/${world.users.customer.id}`)).statusCode).toBe(
        403,
      );
      expect((await call('basic', 'DELETE', `/v1/users/${world.users.customer.id}`)).statusCode).toBe(403);
      expect((await call('foreignCustomer', 'DELETE', `/v1/users/${world.users.msp.id}`)).statusCode).toBe(
        403,
      );
    });

    it('removes an admin while another remains, and says when you removed yourself', async () => {
      const orgs = organizationsService(t.deps);
      const second = await orgs.createAdmin(asSystem.organization(world.mspOrg1), {
        email: 'second@test.local',
        firstName: 'Second',
        lastName: 'Admin',
        role: 'CustomerAdmin',
        password: TEST_PASSWORD,
      });
      // A pending invitee does not count as a remaining admin.
      await orgs.createAdmin(asSystem.organization(world.mspOrg1), {
        email: 'pending@test.local',
        firstName: 'Pending',
        lastName: 'Admin',
        role: 'CustomerAdmin',
      });
      expect(await emails('msp', `?customerId=${world.mspOrg1.id}`)).toEqual([
        'customer@test.local',
        'second@test.local',
        'pending@test.local',
      ]);

      const self = await call('customer', 'DELETE', `/v1/users/${world.users.customer.id}`);
      expect(self.statusCode).toBe(200);
      expect(self.json()).toEqual({ message: USER_MESSAGES.adminRemoved, self: true });
      expect(self.cookies.find((c) => c.name === 'token')?.value).toBe('');

      const last = await call('msp', 'DELETE', `/v1/users/${second.id}`);
      expect(last.statusCode).toBe(400);
      expect(await emails('msp', `?customerId=${world.mspOrg1.id}`)).toEqual([
        'second@test.local',
        'pending@test.local',
      ]);
    });
  });
});
