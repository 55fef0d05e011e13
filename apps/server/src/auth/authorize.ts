import type {
  Authorized,
  AuthorizedEverything,
  AuthorizedOrganization,
  AuthorizedTenant,
} from './authorized.ts';

/**
 * Stamps a value as authorized. Only the access policy decides for a session; the dependency rules
 * let the seeding, the demo and tests (which act as the system, with no session to ask) import this
 * module too, and nothing else.
 */
export const authorize = <T>(value: T): Authorized<T> => value as Authorized<T>;

/** The system's own authority, for the seeding, the demo and tests. */
export const asSystem = {
  everything: (): AuthorizedEverything => authorize({ kind: 'all' as const }),
  tenant: (id: number): AuthorizedTenant => authorize({ id }),
  organization: (organization: { id: number; tenantId: number }): AuthorizedOrganization =>
    authorize({ id: organization.id, tenantId: organization.tenantId }),
};
