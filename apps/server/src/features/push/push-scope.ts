import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AccessPolicy } from '../../auth/access-policy.ts';
import type {
  AuthorizedEverything,
  AuthorizedOrganization,
  AuthorizedTenant,
} from '../../auth/authorized.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { type AuditPlace, inOrganization, inTenant, PROVIDER_WIDE } from '../audit-log/audit-log.service.ts';

/**
 * Whose push setting (a webhook endpoint, a syslog destination): one organization's, a tenant's
 * Global View (every organization of the tenant), or the provider's own (every organization). Its row
 * keeps the scope in two columns: customer_id with its tenant_id, tenant_id alone, or neither.
 */
export type PushScope =
  | { kind: 'organization'; organization: AuthorizedOrganization }
  | { kind: 'tenant'; tenant: AuthorizedTenant }
  | { kind: 'provider'; everything: AuthorizedEverything };

/** Where an event happened: an organization (its tenant's and the provider's settings hear it too), or provider-wide. */
export type PushPlace = { customerId: number; tenantId: number } | null;

export interface ScopeColumns {
  customerId: PgColumn;
  tenantId: PgColumn;
}

type ScopeOfRow = { customerId?: number | null | undefined; tenantId?: number | null | undefined };

/**
 * The scope a user names (or a stored row has), as far as the access policy lets them manage it: an
 * organization's admins their organization, a tenant's admins their tenant and its organizations,
 * the provider everything.
 */
export async function scopeFor(
  policy: AccessPolicy,
  user: SessionUser,
  where: ScopeOfRow,
): Promise<PushScope> {
  if (where.customerId)
    return { kind: 'organization', organization: await policy.customer(user, where.customerId) };
  if (where.tenantId) {
    policy.requireRole(user, PROVIDER_ROLE, 'TenantAdmin');
    return { kind: 'tenant', tenant: await policy.tenant(user, where.tenantId) };
  }
  return { kind: 'provider', everything: policy.everything(user) };
}

/** A stored setting's scope if the user may manage it; anyone else's is "not found", as an unknown one is. */
export async function ownedScope(
  policy: AccessPolicy,
  user: SessionUser,
  row: ScopeOfRow,
  notFoundMessage: string,
): Promise<PushScope> {
  try {
    return await scopeFor(policy, user, row);
  } catch (error) {
    if (error instanceof AppError && (error.status === 403 || error.status === 404))
      throw notFound(notFoundMessage);
    throw error;
  }
}

/** The audit log's place of a change to a setting of this scope. */
export const auditPlaceOf = (scope: PushScope): AuditPlace =>
  scope.kind === 'organization'
    ? inOrganization(scope.organization)
    : scope.kind === 'tenant'
      ? inTenant(scope.tenant)
      : PROVIDER_WIDE;

/** The scope's two column values for a new row. */
export const scopeColumnsOf = (scope: PushScope): { customerId: number | null; tenantId: number | null } =>
  scope.kind === 'organization'
    ? { customerId: scope.organization.id, tenantId: scope.organization.tenantId }
    : scope.kind === 'tenant'
      ? { customerId: null, tenantId: scope.tenant.id }
      : { customerId: null, tenantId: null };

/** The rows of exactly this scope (a tenant's own, not its organizations'). */
export function inScope(columns: ScopeColumns, scope: PushScope): SQL {
  if (scope.kind === 'organization') return sql`${columns.customerId} = ${scope.organization.id}`;
  if (scope.kind === 'tenant')
    return sql`${columns.tenantId} = ${scope.tenant.id} and ${columns.customerId} is null`;
  return sql`${columns.tenantId} is null and ${columns.customerId} is null`;
}

/**
 * The rows that hear of an event here: the organization's own, its tenant's Global View and the
 * provider's. A provider-wide event (no place) is heard by the provider's rows only.
 */
export function hearing(columns: ScopeColumns, place: PushPlace): SQL {
  return place
    ? sql`(${columns.customerId} = ${place.customerId}
        or (${columns.customerId} is null and (${columns.tenantId} = ${place.tenantId} or ${columns.tenantId} is null)))`
    : sql`(${columns.customerId} is null and ${columns.tenantId} is null)`;
}
