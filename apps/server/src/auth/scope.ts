import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { customers, tenants } from '../db/schema/index.ts';

/**
 * Which organizations a session may read: every one (the provider), one tenant's, or one. Repositories
 * that read tenant data take this and narrow their query with the helpers below.
 */
export type Scope =
  | { kind: 'all' }
  | { kind: 'tenant'; tenantId: number }
  | { kind: 'customer'; customerId: number };

/** A condition on a `customer_id` column; undefined when the scope is everything. */
export function customerColumnInScope(scope: Scope, column: AnyPgColumn): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'tenant':
      return sql`${column} in (select ${customers.id} from ${customers} where ${customers.tenantId} = ${scope.tenantId})`;
    case 'customer':
      return sql`${column} = ${scope.customerId}`;
  }
}

/** A condition on the customers table itself. */
export function customersInScope(scope: Scope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'tenant':
      return sql`${customers.tenantId} = ${scope.tenantId}`;
    case 'customer':
      return sql`${customers.id} = ${scope.customerId}`;
  }
}

/** A condition on the tenants table: the tenants whose organizations the scope holds. */
export function tenantsInScope(scope: Scope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'tenant':
      return sql`${tenants.id} = ${scope.tenantId}`;
    case 'customer':
      return sql`${tenants.id} = (select ${customers.tenantId} from ${customers} where ${customers.id} = ${scope.customerId})`;
  }
}
