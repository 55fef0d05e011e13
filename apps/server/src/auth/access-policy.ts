import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { PROVIDER_ROLE, type Role } from '@baitwatch/contracts/common/product';
import type { Db } from '../db/client.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { accessRepository, type CustomerTenancy } from './access.repository.ts';
import type { Scope } from './scope.ts';

/**
 * The one access policy. The session decides which organizations a call may touch; a customer or
 * tenant id from the path or body is only a request, checked here. Outside the scope: 403.
 */
export type AccessPolicy = ReturnType<typeof createAccessPolicy>;

/**
 * How long a process trusts an organization's tenancy once looked up. Every console call about an
 * organization starts with this lookup, and on the feed it cost as much as the page's own SQL. The
 * policy decides by the organization's tenant, which never changes; a deleted organization may pass
 * this check for a few more seconds, and its data is gone by then anyway.
 */
const TENANCY_TTL_MS = 10_000;
const TENANCY_CACHE_SIZE = 10_000;

/** What the policy decides by, and all it answers: the organization and its tenant. */
export type OrganizationTenant = Pick<CustomerTenancy, 'id' | 'tenantId'>;

function tenancyCache(lookUp: (id: number) => Promise<CustomerTenancy | null>) {
  const entries = new Map<number, { tenancy: OrganizationTenant; until: number }>();
  return async (id: number): Promise<OrganizationTenant | null> => {
    const now = performance.now();
    const entry = entries.get(id);
    if (entry && entry.until > now) return entry.tenancy;
    const found = await lookUp(id);
    entries.delete(id);
    // Unknown ids are not remembered: an organization created a moment later must be found.
    if (!found) return null;
    const tenancy = { id: found.id, tenantId: found.tenantId };
    if (entries.size >= TENANCY_CACHE_SIZE) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(id, { tenancy, until: now + TENANCY_TTL_MS });
    return tenancy;
  };
}

export function createAccessPolicy(db: Db) {
  const repo = accessRepository(db);
  const tenancyOf = tenancyCache((id) => repo.customer(id));
  const isProvider = (user: SessionUser) => user.role === PROVIDER_ROLE;

  return {
    isProvider,

    /** The organizations this session may read, for repositories to narrow their queries. */
    scope(user: SessionUser): Scope {
      if (isProvider(user)) return { kind: 'all' };
      if (user.role === 'TenantAdmin' && user.tenantId !== null)
        return { kind: 'tenant', tenantId: user.tenantId };
      if (user.role === 'CustomerAdmin' && user.customerId !== null)
        return { kind: 'customer', customerId: user.customerId };
      throw forbidden();
    },

    requireRole(user: SessionUser, ...roles: Role[]) {
      if (!roles.includes(user.role)) throw forbidden();
    },

    /** The organization, when the user's scope holds it. Unknown ids look the same as foreign ones. */
    async customer(user: SessionUser, customerId: number): Promise<OrganizationTenant> {
      const customer = await tenancyOf(customerId);
      if (!customer) throw isProvider(user) ? notFound('Customer not found') : forbidden();
      const allowed =
        isProvider(user) ||
        (user.role === 'TenantAdmin' && customer.tenantId === user.tenantId) ||
        (user.role === 'CustomerAdmin' && customer.id === user.customerId);
      if (!allowed) throw forbidden();
      return customer;
    },

    /** A tenant the user may manage or view as a Global View: the provider any, a TenantAdmin its own. */
    tenant(user: SessionUser, tenantId: number): void {
      if (isProvider(user)) return;
      if (user.role === 'TenantAdmin' && user.tenantId === tenantId) return;
      throw forbidden();
    },

    /** The organizations a Global View aggregates (all groups, or one). */
    async globalView(user: SessionUser, tenantId: number, groupId?: number): Promise<CustomerTenancy[]> {
      this.tenant(user, tenantId);
      return repo.customersOfTenant(tenantId, groupId);
    },
  };
}
