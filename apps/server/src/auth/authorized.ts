import type { Role } from '@baitwatch/contracts/common/product';
import type { Scope } from './scope.ts';

/**
 * Proof, in the types, that the access policy let this call touch some tenant data. The brand is a
 * type only: no value carries it at run time, and no code outside auth/authorize.ts can make one
 * without a cast. Repository functions that read or write an organization's data take these instead
 * of plain ids, so a route that skips the policy does not compile.
 */
declare const authorizedBrand: unique symbol;
export type Authorized<T> = T & { readonly [authorizedBrand]: true };

/** One organization the call may touch, with its tenant. */
export type AuthorizedOrganization = Authorized<{ readonly id: number; readonly tenantId: number }>;

/** The organizations one call may read: one, or those of a Global View (possibly none). */
export type AuthorizedOrganizations = Authorized<{ readonly ids: readonly number[] }>;

/** A tenant the call may manage or view. */
export type AuthorizedTenant = Authorized<{ readonly id: number }>;

/** Everything a session may read (every organization, one tenant's, or one). */
export type AuthorizedScope = Authorized<Scope>;

/** Every organization: what only the provider may read. */
export type AuthorizedEverything = Authorized<{ readonly kind: 'all' }>;

/** An admin account the call may see and change, with the scope its peers share. */
export type AuthorizedAdmin = Authorized<{
  readonly id: string;
  readonly role: Role;
  readonly scope: AuthorizedScope;
}>;
