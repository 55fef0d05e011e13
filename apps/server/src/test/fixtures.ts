import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { createAccessPolicy } from '../auth/access-policy.ts';
import { asSystem } from '../auth/authorize.ts';
import { type AdminHome, organizationsService } from '../features/organizations/organizations.service.ts';
import { sessionService } from '../features/session/session.service.ts';
import type { TestApp } from './harness.ts';
import { FUNCTIONS_KEY } from './harness.ts';

export const TEST_PASSWORD = 'Correct-horse-42';
/** Where the tests' sessions come from. */
export const TEST_CLIENT = {
  ip: '127.0.0.1',
  userAgent: 'Baitwatch tests',
  deviceId: 'tests-device-0000000000',
};

/**
 * A small world for API tests: the provider, an MSP with two groups (three organizations), a foreign
 * MSP with one organization, and a direct customer. One admin per role and organization.
 */
export async function seedWorld(t: TestApp) {
  const orgs = organizationsService(t.deps);
  const msp = await orgs.createTenant(asSystem.everything(), {
    tenantName: 'Acme MSP',
    subDomain: 'acme',
    isMsp: true,
    groups: ['East', 'West'],
  });
  const [east, west] = msp.groups;
  const mspOrg1 = await orgs.createCustomer(asSystem.tenant(msp.tenant.id), {
    groupId: east!.id,
    organizationName: 'Acme One',
    licenseType: 'PHISHPROTSUITE',
  });
  const mspOrg2 = await orgs.createCustomer(asSystem.tenant(msp.tenant.id), {
    groupId: east!.id,
    organizationName: 'Acme Two',
    licenseType: 'BASICPHISH',
  });
  const mspOrg3 = await orgs.createCustomer(asSystem.tenant(msp.tenant.id), {
    groupId: west!.id,
    organizationName: 'Acme Intel',
    licenseType: 'TISOC',
  });
  const foreign = await orgs.createTenant(asSystem.everything(), {
    tenantName: 'Other MSP',
    subDomain: 'other',
    isMsp: true,
  });
  const foreignOrg = await orgs.createCustomer(asSystem.tenant(foreign.tenant.id), {
    organizationName: 'Other Org',
    licenseType: 'PHISHPROTSUITE',
  });

  const admin = (
    role: 'BaitwatchAdmin' | 'TenantAdmin' | 'CustomerAdmin',
    email: string,
    home: AdminHome = asSystem.everything(),
  ) => orgs.createAdmin(home, { email, firstName: role, lastName: 'User', role, password: TEST_PASSWORD });

  const users = {
    provider: await admin('BaitwatchAdmin', 'provider@test.local'),
    msp: await admin('TenantAdmin', 'msp@test.local', asSystem.tenant(msp.tenant.id)),
    customer: await admin('CustomerAdmin', 'customer@test.local', asSystem.organization(mspOrg1)),
    basic: await admin('CustomerAdmin', 'basic@test.local', asSystem.organization(mspOrg2)),
    intel: await admin('CustomerAdmin', 'intel@test.local', asSystem.organization(mspOrg3)),
    foreignMsp: await admin('TenantAdmin', 'foreign-msp@test.local', asSystem.tenant(foreign.tenant.id)),
    foreignCustomer: await admin('CustomerAdmin', 'foreign@test.local', asSystem.organization(foreignOrg)),
  };
  return { msp, mspOrg1, mspOrg2, mspOrg3, foreign, foreignOrg, users };
}
export type World = Awaited<ReturnType<typeof seedWorld>>;
export type WorldUser = keyof World['users'];

/**
 * An access token of a new session of the user, started as a password login would (a refresh family
 * the token names) but without the password or a second factor: tests and benchmarks call as users whose
 * password they skip.
 */
export async function sessionToken(t: TestApp, user: { id: string }): Promise<string> {
  const sessions = sessionService({ ...t.deps, policy: createAccessPolicy(t.deps.database.db) });
  // As if a factor was proved: a sensitive change goes ahead (step-up), whether or not the admin has one.
  return (await sessions.issueAfterSecondFactor(user.id, TEST_CLIENT, 'authenticator app')).idToken;
}

/** Headers of a console call made as the given user (bearer token plus the functions key). */
export async function asUser(t: TestApp, world: World, who: WorldUser): Promise<Record<string, string>> {
  return {
    authorization: `Bearer ${await sessionToken(t, world.users[who])}`,
    [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY,
  };
}

export const ALL_USERS: WorldUser[] = [
  'provider',
  'msp',
  'customer',
  'basic',
  'intel',
  'foreignMsp',
  'foreignCustomer',
];
