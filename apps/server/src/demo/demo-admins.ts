import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import { type AdminIdentity, toSessionUser } from '../auth/session-user.ts';

/** What the demo's steps need of the world to act as its admins. */
export interface DemoAdminsWorld {
  tenants: { tenant: { id: number; subDomain: string | null } }[];
  activeAdmins: AdminIdentity[];
}

/**
 * The demo's admins as sessions, so that demo steps act through the same services (and the same
 * access policy and audit log) a signed-in admin would: the provider, and each organization's first
 * CustomerAdmin.
 */
export function demoAdmins(world: DemoAdminsWorld) {
  const subDomainOf = (tenantId: number | null) =>
    world.tenants.find((t) => t.tenant.id === tenantId)?.tenant.subDomain ?? null;
  const asUser = (admin: AdminIdentity): SessionUser => toSessionUser(admin, subDomainOf(admin.tenantId));
  const providerAdmin = world.activeAdmins.find((a) => a.role === PROVIDER_ROLE);
  const customerAdmins = new Map<number, SessionUser>();
  for (const admin of world.activeAdmins) {
    if (admin.role === 'CustomerAdmin' && admin.customerId !== null && !customerAdmins.has(admin.customerId))
      customerAdmins.set(admin.customerId, asUser(admin));
  }
  return {
    provider: providerAdmin ? asUser(providerAdmin) : null,
    customerAdminOf: (customerId: number) => customerAdmins.get(customerId) ?? null,
  };
}
