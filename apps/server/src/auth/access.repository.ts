import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers, tenantGroups, tenants } from '../db/schema/index.ts';

export interface CustomerTenancy {
  id: number;
  tenantId: number;
  groupId: number | null;
  licenseType: string;
  isActive: boolean;
}

const tenancyColumns = {
  id: customers.id,
  tenantId: customers.tenantId,
  groupId: customers.groupId,
  licenseType: customers.licenseType,
  isActive: customers.isActive,
};

export function accessRepository(db: Db) {
  return {
    async customer(id: number): Promise<CustomerTenancy | null> {
      const [row] = await db.select(tenancyColumns).from(customers).where(eq(customers.id, id));
      return row ?? null;
    },
    async tenantExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, id));
      return row !== undefined;
    },
    /** Whether the group is one of the tenant's. */
    async groupOfTenant(tenantId: number, groupId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: tenantGroups.id })
        .from(tenantGroups)
        .where(and(eq(tenantGroups.id, groupId), eq(tenantGroups.tenantId, tenantId)));
      return row !== undefined;
    },
    async customersOfTenant(tenantId: number, groupId?: number): Promise<CustomerTenancy[]> {
      const where =
        groupId === undefined
          ? eq(customers.tenantId, tenantId)
          : and(eq(customers.tenantId, tenantId), eq(customers.groupId, groupId));
      return db.select(tenancyColumns).from(customers).where(where).orderBy(customers.id);
    },
  };
}
