import type { FeedFilters } from '@baitwatch/contracts/events/all-events';
import { afterAll, describe, expect, it } from 'vitest';
import { eventReadsRepository } from '../features/events/read/event-reads.repository.ts';
import { toFeedQuery } from '../features/events/read/feed-query.ts';
import { organizationsService } from '../features/organizations/organizations.service.ts';
import { seedWorld, type World } from '../test/fixtures.ts';
import { createTestApp } from '../test/harness.ts';
import { createAccessPolicy } from './access-policy.ts';
import { asSystem } from './authorize.ts';
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
    const orgs = organizationsService(t.deps);
    const nextId = world.foreignOrg.id + 1;
    await expect(policy.customer(provider, nextId)).rejects.toMatchObject({ status: 404 });
    const created = await orgs.createCustomer(asSystem.tenant(world.msp.tenant.id), {
      organizationName: 'Acme New',
    });
    expect(created.id).toBe(nextId);
    expect((await policy.customer(provider, nextId)).tenantId).toBe(world.msp.tenant.id);
  });
});

describe('tenancy in the types', () => {
  it('hands back what it allowed in the form the repositories of tenant data take', async () => {
    const policy = createAccessPolicy(t.deps.database.db);
    const events = eventReadsRepository(t.deps.database.db);
    const organization = await policy.customer(sessionOf('customer'), world.mspOrg1.id);
    expect(await events.event(organization, { id: 1 })).toBeNull();
    expect(policy.scopeOf(organization)).toEqual({ kind: 'customer', customerId: world.mspOrg1.id });
    expect((await policy.globalView(sessionOf('msp'), world.msp.tenant.id)).ids).toEqual(
      expect.arrayContaining([world.mspOrg1.id, world.mspOrg2.id, world.mspOrg3.id]),
    );
  });

  it('does not compile a read or write of tenant data with ids that skipped the policy', () => {
    const db = t.deps.database.db;
    const orgs = organizationsService(t.deps);
    const sneakyTenant = { tenantName: 'Sneaky', subDomain: 'sneaky', isMsp: true };
    // Never called: `npm run typecheck` checks that each of these is refused by the compiler.
    const skipsThePolicy = () => [
      // @ts-expect-error a plain organization is not an AuthorizedOrganization
      eventReadsRepository(db).event({ id: world.mspOrg1.id, tenantId: world.msp.tenant.id }, { id: 1 }),
      // @ts-expect-error a plain list of ids is not AuthorizedOrganizations
      toFeedQuery({ ids: [world.mspOrg1.id] }, {} as FeedFilters, new Date()),
      // @ts-expect-error a plain provider scope is not AuthorizedEverything
      orgs.createTenant({ kind: 'all' }, sneakyTenant),
      // @ts-expect-error a plain tenant is not an AuthorizedTenant
      orgs.createCustomer({ id: world.msp.tenant.id }, { organizationName: 'Sneaky' }),
    ];
    expect(typeof skipsThePolicy).toBe('function');
  });
});

describe('the access policy on a Global View', () => {
  it("remembers a tenant's organizations, and forgets them when one is created through it", async () => {
    const policy = createAccessPolicy(t.deps.database.db);
    const msp = sessionOf('msp');
    const tenantId = world.msp.tenant.id;
    const before = (await policy.globalView(msp, tenantId)).ids;
    const created = await organizationsService(t.deps).createCustomer(asSystem.tenant(tenantId), {
      organizationName: 'Acme Later',
    });
    // Created past this policy (as by another process): not in the view until the list expires.
    expect((await policy.globalView(msp, tenantId)).ids).toEqual(before);
    // Through the policy, as the console's and the signup's creations are: in the view at once.
    policy.organizationOf(await policy.tenant(msp, tenantId), created.id);
    expect((await policy.globalView(msp, tenantId)).ids).toEqual([...before, created.id]);
  });
});
