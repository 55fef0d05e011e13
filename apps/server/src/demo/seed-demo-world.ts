import { PROVIDER_ROLE, type Role } from '@baitwatch/contracts/common/product';
import { asSystem } from '../auth/authorize.ts';
import type { Db, Tx } from '../db/client.ts';
import { brandPoliciesService } from '../features/brand-policies/brand-policies.service.ts';
import { type AdminHome, organizationsService } from '../features/organizations/organizations.service.ts';
import type { Clock } from '../lib/clock.ts';
import { DEMO_BRANDS } from '../seed/data/brands.ts';
import { DEMO_PROVIDER_ADMINS, DEMO_TENANTS, type DemoAdmin } from './data/demo-world.ts';

const DAY_MS = 86_400_000;

type Organizations = ReturnType<typeof organizationsService>;
type Customer = Awaited<ReturnType<Organizations['createCustomer']>>;
type CreatedTenant = Awaited<ReturnType<Organizations['createTenant']>>;
type AdminUser = Awaited<ReturnType<Organizations['createAdmin']>>;

/** What the demo created: the later demo steps (extension fleet, events) hang their data on it. */
export interface DemoWorld {
  tenants: (CreatedTenant & { organizations: Customer[] })[];
  organizations: Customer[];
  /** The admins who can log in (invited ones have no password yet): the demo's triage acts as them. */
  activeAdmins: AdminUser[];
  adminCount: number;
  brandPolicyCount: number;
}

/** Tenants, groups, organizations, admins and baseline brand policies, all through the services. */
export async function seedDemoWorld(db: Db, tx: Tx, clock: Clock, password: string): Promise<DemoWorld> {
  const orgs = organizationsService({ database: { db } });
  const brands = brandPoliciesService({ database: { db } });
  let adminCount = 0;
  const activeAdmins: AdminUser[] = [];
  const addAdmin = async (admin: DemoAdmin, role: Role, home: AdminHome) => {
    adminCount += 1;
    const created = await orgs.createAdmin(
      home,
      { ...admin, role, ...(admin.invited ? {} : { password }), sendEmail: false },
      tx,
    );
    if (!admin.invited) activeAdmins.push(created);
  };

  for (const admin of DEMO_PROVIDER_ADMINS) await addAdmin(admin, PROVIDER_ROLE, asSystem.everything());

  const world: DemoWorld = {
    tenants: [],
    organizations: [],
    activeAdmins,
    adminCount: 0,
    brandPolicyCount: 0,
  };
  for (const spec of DEMO_TENANTS) {
    const created = await orgs.createTenant(
      asSystem.everything(),
      {
        tenantName: spec.tenantName,
        subDomain: spec.subDomain,
        phone: spec.phone,
        isMsp: spec.isMsp,
        groups: spec.groups.map((g) => g.name),
      },
      tx,
    );
    const tenant = asSystem.tenant(created.tenant.id);
    for (const admin of spec.admins) await addAdmin(admin, 'TenantAdmin', tenant);
    const organizations: Customer[] = [];
    for (const [index, group] of spec.groups.entries()) {
      for (const org of group.organizations) {
        const customer = await orgs.createCustomer(
          tenant,
          {
            groupId: created.groups[index]?.id ?? null,
            organizationName: org.organizationName,
            licenseType: org.licenseType,
            orgCode: org.orgCode,
            subDomain: org.subDomain ?? null,
            ...org.contact,
            noOfUsers: org.noOfUsers,
            tenantAsCustomer: !spec.isMsp,
            created: new Date(clock.now().getTime() - org.joinedDaysAgo * DAY_MS),
          },
          tx,
        );
        for (const admin of org.admins) {
          await addAdmin(admin, 'CustomerAdmin', asSystem.organization(customer));
        }
        organizations.push(customer);
      }
    }
    world.tenants.push({ ...created, organizations });
    world.organizations.push(...organizations);
  }

  for (const policy of DEMO_BRANDS) await brands.create(policy, tx);
  world.adminCount = adminCount;
  world.brandPolicyCount = DEMO_BRANDS.length;
  return world;
}
