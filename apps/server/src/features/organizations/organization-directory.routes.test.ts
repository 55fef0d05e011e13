import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_USERS, asUser, seedWorld, type World, type WorldUser } from '../../test/fixtures.ts';
import { createTestApp, FUNCTIONS_KEY, type TestApp } from '../../test/harness.ts';

describe('portal customers', () => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await createTestApp();
    world = await seedWorld(t);
  });
  afterAll(() => t.close());

  const get = async (who: WorldUser, url: string) =>
    t.app.inject({ url, headers: await asUser(t, world, who) });
  const names = async (who: WorldUser) => {
    const res = await get(who, '/v1/portal/customers');
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('gives the provider every tenant, prefixed, after the Super Feed', async () => {
    const body = await names('provider');
    expect(body.role).toBe('BaitwatchAdmin');
    expect(body.customers.map((c: { displayName: string }) => c.displayName)).toEqual([
      'Super Feed',
      'Acme MSP > Global View 1',
      'Acme MSP > Global View 2',
      'Acme MSP > Acme Intel',
      'Acme MSP > Acme One',
      'Acme MSP > Acme Two',
      'Other MSP > Global View',
      'Other MSP > Other Org',
    ]);
    expect(body.customers[1]).toMatchObject({
      id: world.msp.tenant.id,
      groupId: world.msp.groups[0]?.id,
      key: `gv:${world.msp.tenant.id}:${world.msp.groups[0]?.id}`,
      multiGroup: true,
    });
    expect(body.customers[3].defaultCustomerId).toBe(world.mspOrg3.id);
    expect(body.tenants.map((x: { tenantName: string }) => x.tenantName).sort()).toEqual([
      'Acme MSP',
      'Other MSP',
    ]);
  });

  it("gives a TenantAdmin its tenant's organizations and Global Views, and no Super Feed", async () => {
    const body = await names('msp');
    expect(body.customers.map((c: { displayName: string }) => c.displayName)).toEqual([
      'Global View 1',
      'Global View 2',
      'Acme Intel',
      'Acme One',
      'Acme Two',
    ]);
    expect(body.tenants).toHaveLength(1);
    const foreign = await names('foreignMsp');
    expect(foreign.customers.map((c: { displayName: string }) => c.displayName)).toEqual([
      'Global View',
      'Other Org',
    ]);
    expect(foreign.customers[0].multiGroup).toBe(false);
  });

  it('gives a CustomerAdmin only its organization', async () => {
    const body = await names('customer');
    expect(body.customers).toHaveLength(1);
    expect(body.customers[0]).toMatchObject({
      id: world.mspOrg1.id,
      kind: 'organization',
      licenseType: 'PHISHPROTSUITE',
      defaultCustomerId: world.mspOrg1.id,
    });
    expect(body.role).toBe('CustomerAdmin');
  });

  it('answers 401 without a session and 403 without the functions key', async () => {
    expect(
      (
        await t.app.inject({
          url: '/v1/portal/customers',
          headers: { [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY },
        })
      ).statusCode,
    ).toBe(401);
    const headers = await asUser(t, world, 'provider');
    delete headers[FUNCTIONS_KEY_HEADER];
    expect((await t.app.inject({ url: '/v1/portal/customers', headers })).statusCode).toBe(403);
  });

  describe('customer details', () => {
    it('answers the details, license key included, within the scope', async () => {
      const res = await get('msp', `/v1/portal/customers/${world.mspOrg1.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: world.mspOrg1.id,
        organizationName: 'Acme One',
        tenantName: 'Acme MSP',
        licenseKey: world.mspOrg1.licenseKey,
        tenantSubDomain: 'acme',
        skin: 'Baitwatch',
        msiUrl: `http://localhost:8080/v1/portal/customers/${world.mspOrg1.id}/deployment/installer`,
        supportEmailDeployment: 'support@baitwatch.app',
      });
    });

    it('answers 403 outside the scope, for every role', async () => {
      const allowed: Record<WorldUser, number[]> = {
        provider: [world.mspOrg1.id, world.mspOrg2.id, world.mspOrg3.id, world.foreignOrg.id],
        msp: [world.mspOrg1.id, world.mspOrg2.id, world.mspOrg3.id],
        customer: [world.mspOrg1.id],
        basic: [world.mspOrg2.id],
        intel: [world.mspOrg3.id],
        foreignMsp: [world.foreignOrg.id],
        foreignCustomer: [world.foreignOrg.id],
      };
      const all = [world.mspOrg1.id, world.mspOrg2.id, world.mspOrg3.id, world.foreignOrg.id];
      for (const who of ALL_USERS) {
        for (const id of all) {
          const res = await get(who, `/v1/portal/customers/${id}`);
          expect([who, id, res.statusCode]).toEqual([who, id, allowed[who].includes(id) ? 200 : 403]);
        }
      }
    });

    it('answers 400 "Invalid customer id" for a non-numeric id, and unknown ids without leaking', async () => {
      for (const id of ['abc', '1.5', '-3', '0', '99999999999']) {
        const res = await get('msp', `/v1/portal/customers/${id}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(MESSAGES.invalidCustomerId);
      }
      expect((await get('msp', '/v1/portal/customers/987654')).statusCode).toBe(403);
      expect((await get('provider', '/v1/portal/customers/987654')).statusCode).toBe(404);
    });
  });
});
