import { and, asc, eq, gte, ilike, or, sql } from 'drizzle-orm';
import type { AuthorizedScope } from '../../auth/authorized.ts';
import { customerColumnInScope, customersInScope } from '../../auth/scope.ts';
import type { Db } from '../../db/client.ts';
import { brandPolicies, customers, events, extensionUsers, tenants } from '../../db/schema/index.ts';

/** The dropdown's search. `pattern` is an ILIKE pattern whose user input is already escaped. */
export function searchRepository(db: Db) {
  return {
    async organizations(scope: AuthorizedScope, pattern: string, limit: number) {
      return db
        .select({
          customerId: customers.id,
          tenantId: customers.tenantId,
          organizationName: customers.organizationName,
          tenantName: tenants.tenantName,
        })
        .from(customers)
        .innerJoin(tenants, eq(tenants.id, customers.tenantId))
        .where(
          and(
            customersInScope(scope),
            or(ilike(customers.organizationName, pattern), ilike(customers.orgCode, pattern)),
          ),
        )
        .orderBy(asc(customers.organizationName), asc(customers.id))
        .limit(limit);
    },

    async extensionUsers(scope: AuthorizedScope, pattern: string, limit: number) {
      return db
        .select({
          customerId: extensionUsers.customerId,
          organizationName: customers.organizationName,
          extensionUserId: extensionUsers.id,
          email: extensionUsers.email,
          osUserId: extensionUsers.osUserId,
          osComputerName: extensionUsers.osComputerName,
        })
        .from(extensionUsers)
        .innerJoin(customers, eq(customers.id, extensionUsers.customerId))
        .where(
          and(
            customerColumnInScope(scope, extensionUsers.customerId),
            or(
              ilike(extensionUsers.email, pattern),
              ilike(extensionUsers.osUserId, pattern),
              ilike(extensionUsers.osComputerName, pattern),
            ),
          ),
        )
        .orderBy(asc(extensionUsers.email), asc(extensionUsers.customerId), asc(extensionUsers.id))
        .limit(limit);
    },

    /** Brands seen in the scope's events since a time (the feed's window), with their organization. */
    async eventBrands(scope: AuthorizedScope, pattern: string, since: Date, limit: number) {
      const seen = db
        .selectDistinct({ customerId: events.customerId, brand: sql<string>`b.brand`.as('brand') })
        .from(events)
        .innerJoin(sql`unnest(${events.brands}) as b(brand)`, sql`true`)
        .where(
          and(
            customerColumnInScope(scope, events.customerId),
            gte(events.detectionTime, since),
            sql`b.brand ilike ${pattern}`,
          ),
        )
        .as('seen');
      return db
        .select({
          brand: seen.brand,
          customerId: seen.customerId,
          organizationName: customers.organizationName,
        })
        .from(seen)
        .innerJoin(customers, eq(customers.id, seen.customerId))
        .orderBy(asc(seen.brand), asc(customers.organizationName))
        .limit(limit);
    },

    /** The baseline brand policies: shared by every organization, so every role may find them. */
    async brandPolicies(pattern: string, limit: number) {
      return db
        .select({ brand: brandPolicies.brandName })
        .from(brandPolicies)
        .where(and(eq(brandPolicies.isActive, true), ilike(brandPolicies.brandName, pattern)))
        .orderBy(asc(brandPolicies.brandName))
        .limit(limit);
    },
  };
}
