import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { PROVIDER_ROLE, type Role, THREAT_INTEL_LICENSE_TYPES } from '@baitwatch/contracts/common/product';
import type { Db } from '../db/client.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { accessRepository, type CustomerTenancy } from './access.repository.ts';
import { authorize } from './authorize.ts';
import type {
  AuthorizedAdmin,
  AuthorizedEverything,
  AuthorizedOrganization,
  AuthorizedOrganizations,
  AuthorizedScope,
  AuthorizedTenant,
} from './authorized.ts';

/**
 * The one access policy. The session decides which organizations a call may touch; a customer or
 * tenant id from the path or body is only a request, checked here. Outside the scope: 403. What it
 * allows comes back stamped (auth/authorized.ts): repositories of tenant data accept nothing else.
 */
export type AccessPolicy = ReturnType<typeof createAccessPolicy>;

/**
 * How long a process trusts what it found: an organization's tenancy, that a tenant exists, that a
 * group is a tenant's, which organizations a tenant (or one of its groups) holds. Every console call
 * about an organization starts with the tenancy lookup, every Global View call with the tenant's
 * organizations, and on the feed each cost as much as the page's own SQL. An organization never
 * changes tenant or group; a deleted organization or tenant may pass for a few more seconds, and its
 * data is gone by then anyway. An organization created in this process joins its tenant's views at
 * once (organizationOf forgets the tenant's lists); one created in another process within seconds.
 */
const FOUND_TTL_MS = 10_000;
const FOUND_CACHE_SIZE = 10_000;

/** Who an authenticated Enterprise SOC API key belongs to (decision 0046). */
export type ApiKeyHolderRef =
  | { kind: 'customer'; customerId: number; tenantId: number; licenseType: string }
  | { kind: 'tenant'; tenantId: number };

/** What the policy decides by, and all it answers: the organization and its tenant. */
export type OrganizationTenant = Pick<CustomerTenancy, 'id' | 'tenantId'>;

/** Remembers what lookups found, by key. Nothing found is not remembered: it may exist a moment later. */
function rememberFound<V>() {
  const entries = new Map<string, { value: V; until: number }>();
  return {
    async find(key: string, lookUp: () => Promise<V | null>): Promise<V | null> {
      const now = performance.now();
      const entry = entries.get(key);
      if (entry && entry.until > now) return entry.value;
      const found = await lookUp();
      entries.delete(key);
      if (found === null) return null;
      if (entries.size >= FOUND_CACHE_SIZE) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { value: found, until: now + FOUND_TTL_MS });
      return found;
    },
    /** Forgets every key that starts with `prefix`. */
    forget(prefix: string) {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}

export function createAccessPolicy(db: Db) {
  const repo = accessRepository(db);
  const tenancies = rememberFound<OrganizationTenant>();
  const tenancyOf = (id: number) =>
    tenancies.find(String(id), async () => {
      const found = await repo.customer(id);
      return found && { id: found.id, tenantId: found.tenantId };
    });
  const existing = rememberFound<true>();
  const found = (yes: boolean) => (yes ? (true as const) : null);
  const tenantExists = (id: number) =>
    existing.find(`tenant ${id}`, async () => found(await repo.tenantExists(id)));
  const groupOfTenant = (tenantId: number, groupId: number) =>
    existing.find(`group ${groupId} of ${tenantId}`, async () =>
      found(await repo.groupOfTenant(tenantId, groupId)),
    );
  const organizationLists = rememberFound<number[]>();
  /** The ids of a tenant's organizations, or of one of its groups', in id order (a copy). */
  const organizationsOf = async (tenantId: number, groupId?: number) => {
    const ids = await organizationLists.find(`${tenantId}:${groupId ?? '*'}`, async () =>
      (await repo.customersOfTenant(tenantId, groupId)).map((o) => o.id),
    );
    return [...(ids ?? [])];
  };
  const isProvider = (user: SessionUser) => user.role === PROVIDER_ROLE;

  return {
    isProvider,

    /** The organizations this session may read, for repositories to narrow their queries. */
    scope(user: SessionUser): AuthorizedScope {
      if (isProvider(user)) return authorize({ kind: 'all' });
      if (user.role === 'TenantAdmin' && user.tenantId !== null)
        return authorize({ kind: 'tenant', tenantId: user.tenantId });
      if (user.role === 'CustomerAdmin' && user.customerId !== null)
        return authorize({ kind: 'customer', customerId: user.customerId });
      throw forbidden();
    },

    requireRole(user: SessionUser, ...roles: Role[]) {
      if (!roles.includes(user.role)) throw forbidden();
    },

    /** Every organization, for the provider only (the Super Feed, provider-wide lists). */
    everything(user: SessionUser): AuthorizedEverything {
      if (!isProvider(user)) throw forbidden();
      return authorize({ kind: 'all' });
    },

    /** An allowed organization's or tenant's data, as the scope a scoped read takes. */
    scopeOf(allowed: AuthorizedOrganization | AuthorizedTenant): AuthorizedScope {
      return 'tenantId' in allowed
        ? authorize({ kind: 'customer', customerId: allowed.id })
        : authorize({ kind: 'tenant', tenantId: allowed.id });
    },

    /**
     * An admin account the user may see and change: one in an organization or tenant the user
     * manages (their own included), or a provider admin for the provider. Unknown ones are refused
     * by the caller before this, the same way as foreign ones.
     */
    async admin(
      user: SessionUser,
      target: { id: string; role: string; tenantId: number | null; customerId: number | null },
    ): Promise<AuthorizedAdmin> {
      const scope =
        target.role === 'CustomerAdmin' && target.customerId !== null
          ? this.scopeOf(await this.customer(user, target.customerId))
          : target.role === 'TenantAdmin' && target.tenantId !== null
            ? this.scopeOf(await this.tenant(user, target.tenantId))
            : this.everything(user);
      return authorize({ id: target.id, role: target.role as Role, scope });
    },

    /** The organization, when the user's scope holds it. Unknown ids look the same as foreign ones. */
    async customer(user: SessionUser, customerId: number): Promise<AuthorizedOrganization> {
      const customer = await tenancyOf(customerId);
      if (!customer) throw isProvider(user) ? notFound('Customer not found') : forbidden();
      const allowed =
        isProvider(user) ||
        (user.role === 'TenantAdmin' && customer.tenantId === user.tenantId) ||
        (user.role === 'CustomerAdmin' && customer.id === user.customerId);
      if (!allowed) throw forbidden();
      return authorize({ id: customer.id, tenantId: customer.tenantId });
    },

    /**
     * A tenant the user may manage or view as a Global View: the provider any that exists (404 for
     * an unknown one, as for an organization), a TenantAdmin its own.
     */
    async tenant(user: SessionUser, tenantId: number): Promise<AuthorizedTenant> {
      if (user.role === 'TenantAdmin' && user.tenantId === tenantId) return authorize({ id: tenantId });
      if (!isProvider(user)) throw forbidden();
      if (!(await tenantExists(tenantId))) throw notFound('Tenant not found');
      return authorize({ id: tenantId });
    },

    /** The organizations a Global View aggregates: all groups, or one group, which must be the tenant's. */
    async globalView(
      user: SessionUser,
      tenantId: number,
      groupId?: number,
    ): Promise<AuthorizedOrganizations> {
      await this.tenant(user, tenantId);
      if (groupId !== undefined && !(await groupOfTenant(tenantId, groupId))) throw forbidden();
      return authorize({ ids: await organizationsOf(tenantId, groupId) });
    },

    /**
     * The organizations a scheduled report reads (decision 0074): its subscription's organization, or
     * every organization of its tenant (the roll-up). No session asks; the subscription was saved by
     * an admin this policy allowed, and it names admins of that scope only.
     */
    async scheduledReport(
      scope: { customerId: number } | { tenantId: number },
    ): Promise<{ organizations: AuthorizedOrganizations; tenantId: number } | null> {
      if ('tenantId' in scope) {
        if (!(await tenantExists(scope.tenantId))) return null;
        return {
          organizations: authorize({ ids: await organizationsOf(scope.tenantId) }),
          tenantId: scope.tenantId,
        };
      }
      const customer = await tenancyOf(scope.customerId);
      return customer
        ? { organizations: authorize({ ids: [customer.id] }), tenantId: customer.tenantId }
        : null;
    },

    /** A tenant the provider just created (Create Customer). */
    createdTenant(_provider: AuthorizedEverything, tenantId: number): AuthorizedTenant {
      return authorize({ id: tenantId });
    },

    /** An organization the caller just created in a tenant the policy allowed. */
    organizationOf(tenant: AuthorizedTenant, customerId: number): AuthorizedOrganization {
      // The tenant's views include it from now on, in this process at once.
      organizationLists.forget(`${tenant.id}:`);
      return authorize({ id: customerId, tenantId: tenant.id });
    },

    /**
     * The organizations an Enterprise SOC API key reads: its own, or every organization of its tenant
     * for a global key. The key was authenticated (found by its hash, unexpired) before this.
     */
    async apiKeyOrganizations(holder: ApiKeyHolderRef): Promise<AuthorizedOrganizations> {
      if (holder.kind === 'customer') return authorize({ ids: [holder.customerId] });
      return authorize({ ids: await organizationsOf(holder.tenantId) });
    },

    /** The tenant of a global key (its customers list); an organization's key is refused. */
    apiKeyTenant(holder: ApiKeyHolderRef, refusal: string): AuthorizedTenant {
      if (holder.kind !== 'tenant') throw forbidden(refusal);
      return authorize({ id: holder.tenantId });
    },

    /**
     * The threat intel all licensed organizations share, for the key of an organization whose license
     * includes it (TISOC, PHISHPROTSUITE). A global key is refused: a TenantAdmin has no threat intel
     * (spec doc 2 §6).
     */
    apiKeyThreatIntel(holder: ApiKeyHolderRef, refusal: string): AuthorizedEverything {
      const licensed =
        holder.kind === 'customer' &&
        (THREAT_INTEL_LICENSE_TYPES as readonly string[]).includes(holder.licenseType);
      if (!licensed) throw forbidden(refusal);
      return authorize({ kind: 'all' });
    },

    /**
     * The threat intel all licensed organizations share, for a console session: the provider always,
     * a CustomerAdmin whose organization's license includes threat intel (TISOC, PHISHPROTSUITE), as
     * its SOC key would (decision 0048). A TenantAdmin has none (spec doc 2 §6).
     */
    async threatIntel(user: SessionUser): Promise<AuthorizedEverything> {
      if (isProvider(user)) return authorize({ kind: 'all' });
      if (user.role !== 'CustomerAdmin' || user.customerId === null) throw forbidden();
      // Not remembered: a license type can change, and the answer must follow at once.
      const organization = await repo.customer(user.customerId);
      const licensed =
        organization !== null &&
        (THREAT_INTEL_LICENSE_TYPES as readonly string[]).includes(organization.licenseType);
      if (!licensed) throw forbidden();
      return authorize({ kind: 'all' });
    },

    /** Those of an allowed set that a filter kept (the SOC API's customerId, customerName, orgCode). */
    subsetOf(organizations: AuthorizedOrganizations, kept: readonly number[]): AuthorizedOrganizations {
      const allowed = new Set(organizations.ids);
      return authorize({ ids: kept.filter((id) => allowed.has(id)) });
    },

    /**
     * The organization a queued job names (the webhooks announcing its new incidents): the job was
     * queued in the transaction of a change the policy allowed. Null when the organization is gone.
     */
    async queuedFor(customerId: number): Promise<AuthorizedOrganization | null> {
      const tenancy = await tenancyOf(customerId);
      return tenancy ? authorize({ id: tenancy.id, tenantId: tenancy.tenantId }) : null;
    },

    /** One organization the policy allowed, as the set a multi-organization read takes. */
    only(organization: AuthorizedOrganization): AuthorizedOrganizations {
      return authorize({ ids: [organization.id] });
    },
  };
}
