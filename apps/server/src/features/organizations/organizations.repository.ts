import { and, eq, sql } from 'drizzle-orm';
import type { AuthorizedOrganization, AuthorizedTenant } from '../../auth/authorized.ts';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { adminUsers, customers, tenantGroups, tenants } from '../../db/schema/index.ts';

export type NewTenant = typeof tenants.$inferInsert;
export type NewCustomer = typeof customers.$inferInsert;
export type NewAdminUser = typeof adminUsers.$inferInsert;

export function organizationsRepository(db: Db) {
  return {
    async insertTenant(tx: Db | Tx, tenant: NewTenant) {
      const [row] = await tx.insert(tenants).values(tenant).returning();
      return row!;
    },
    async insertGroup(tx: Db | Tx, tenantId: number, name: string) {
      const [row] = await tx.insert(tenantGroups).values({ tenantId, name }).returning();
      return row!;
    },
    async firstGroup(tx: Db | Tx, tenantId: number) {
      const [row] = await tx
        .select()
        .from(tenantGroups)
        .where(eq(tenantGroups.tenantId, tenantId))
        .orderBy(tenantGroups.id)
        .limit(1);
      return row ?? null;
    },
    async insertCustomer(tx: Db | Tx, customer: NewCustomer) {
      const [row] = await tx.insert(customers).values(customer).returning();
      return row!;
    },
    async insertAdminUser(tx: Db | Tx, user: NewAdminUser) {
      const [row] = await tx.insert(adminUsers).values(user).returning();
      return row!;
    },
    async emailTaken(tx: Db | Tx, email: string) {
      const rows = await tx
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(sql`lower(${adminUsers.email}) = lower(${email})`)
        .limit(1);
      return rows.length > 0;
    },
    async subDomainTaken(tx: Db | Tx, subDomain: string) {
      const rows = await tx.execute(sql`
        select 1 from tenants where lower(sub_domain) = lower(${subDomain})
        union all select 1 from customers where lower(sub_domain) = lower(${subDomain}) limit 1`);
      return rowsOf(rows).length > 0;
    },
    async tenantOfGroup(tx: Db | Tx, groupId: number, tenantId: number) {
      const [row] = await tx
        .select()
        .from(tenantGroups)
        .where(and(eq(tenantGroups.id, groupId), eq(tenantGroups.tenantId, tenantId)));
      return row ?? null;
    },
    async setBlobContainer(tx: Db | Tx, id: number, blobContainer: string) {
      const [row] = await tx.update(customers).set({ blobContainer }).where(eq(customers.id, id)).returning();
      return row!;
    },
    /** The MSP Center's edit form: the Organization Info block. */
    async updateInfo(
      tx: Db | Tx,
      organization: AuthorizedOrganization,
      info: { organizationName: string; firstName: string; lastName: string; orgCode: string | null },
    ) {
      await tx.update(customers).set(info).where(eq(customers.id, organization.id));
    },

    /** The organization's row, locked until the caller's transaction ends (read before a change). */
    async customerForUpdate(tx: Db | Tx, organization: AuthorizedOrganization) {
      const [row] = await tx.select().from(customers).where(eq(customers.id, organization.id)).for('update');
      return row!;
    },

    /** The tenant's row, locked until the caller's transaction ends (read before a change). */
    async tenantForUpdate(tx: Db | Tx, tenant: AuthorizedTenant) {
      const [row] = await tx.select().from(tenants).where(eq(tenants.id, tenant.id)).for('update');
      return row!;
    },

    async licenseType(organization: AuthorizedOrganization): Promise<string | null> {
      const [row] = await db
        .select({ licenseType: customers.licenseType })
        .from(customers)
        .where(eq(customers.id, organization.id));
      return row?.licenseType ?? null;
    },

    async setLicenseType(tx: Db | Tx, organization: AuthorizedOrganization, licenseType: string) {
      await tx.update(customers).set({ licenseType }).where(eq(customers.id, organization.id));
    },

    /** The customer settings' Account tab. */
    async updateAccount(
      tx: Db | Tx,
      organization: AuthorizedOrganization,
      account: { organizationName: string; phone: string },
    ) {
      await tx.update(customers).set(account).where(eq(customers.id, organization.id));
    },

    async isTenantAsCustomer(organization: AuthorizedOrganization): Promise<boolean> {
      const [row] = await db
        .select({ tenantAsCustomer: customers.tenantAsCustomer })
        .from(customers)
        .where(eq(customers.id, organization.id));
      return row?.tenantAsCustomer ?? false;
    },

    /** Stops an organization (sign-ins and extension calls are refused); its data stays. */
    async deactivate(tx: Db | Tx, organization: AuthorizedOrganization) {
      await tx.update(customers).set({ isActive: false }).where(eq(customers.id, organization.id));
    },

    async tenant(tenant: AuthorizedTenant) {
      const [row] = await db.select().from(tenants).where(eq(tenants.id, tenant.id));
      return row ?? null;
    },

    async updateTenant(
      tx: Db | Tx,
      tenant: AuthorizedTenant,
      account: { tenantName: string; phone: string },
    ) {
      await tx.update(tenants).set(account).where(eq(tenants.id, tenant.id));
    },

    /** Cancels a tenant's account: sign-ins and extension calls of all its organizations are refused. */
    async deactivateTenant(tx: Db | Tx, tenant: AuthorizedTenant) {
      await tx.update(tenants).set({ isActive: false }).where(eq(tenants.id, tenant.id));
    },

    async countTenants() {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(tenants);
      return row?.n ?? 0;
    },
  };
}
