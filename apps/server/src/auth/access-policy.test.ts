import { afterAll, describe, expect, it } from 'vitest';
import { organizationsService } from '../features/organizations/organizations.service.ts';
import { seedWorld, type World } from '../test/fixtures.ts';
import { createTestApp } from '../test/harness.ts';
import { createAccessPolicy } from './access-policy.ts';
import { toSessionUser } from './session-user.ts';

const t = await createTestApp();
const world = await seedWorld(t);
afterAll(() => t.close());

const sessionOf = (who: keyof World['users']) => toSessionUser(world.users[who], null);

describe('the access policy on one organization', () => {
  it('answers the same on a repeated check as on the first: own tenant allowed, foreign refused', async () => {
    const policy = createAccessPolicy(t.deps.database.db);
    for (let round = 0; round < 2; round++) {
      expect(await policy.customer(sessionOf('msp'), world.mspOrg1.id)).toEqual({
        id: world.mspOrg1.id,
        tenantId: world.msp.tenant.id,
      });
      await expect(policy.customer(sessionOf('foreignMsp'), world.mspOrg1.id)).rejects.toMatchObject({
        status: 403,
      });
      await expect(policy.customer(sessionOf('customer'), world.mspOrg2.id)).rejects.toMatchObject({
        status: 403,
      });
    }
  });

  it('finds an organization created just after a check found nothing under that id', async () => {
    const policy = createAccessPolicy(t.deps.database.db);
    const provider = sessionOf('provider');
    const orgs = organizationsService(t.deps.database.db);
    const nextId = world.foreignOrg.id + 1;
    await expect(policy.customer(provider, nextId)).rejects.toMatchObject({ status: 404 });
    const created = await orgs.createCustomer({
      tenantId: world.msp.tenant.id,
      organizationName: 'Acme New',
    });
    expect(created.id).toBe(nextId);
    expect((await policy.customer(provider, nextId)).tenantId).toBe(world.msp.tenant.id);
  });
});
