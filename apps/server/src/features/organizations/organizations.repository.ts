import { and, eq, sql } from 'drizzle-orm';
import type { AuthorizedOrganization, AuthorizedTenant } from '../../auth/authorized.ts';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { adminUsers, customers, tenantGroups, tenants } from '../../db/schema/index.ts';

export type NewTenant = typeof tenants.$inferInsert;
export type NewCustomer = typeof customers.$inferInsert;
export type NewAdminUser = typeof adminUsers.$inferInsert;

/**
 * What the console changes on an organization: the edit form, the Account tab, Delete (isActive off),
 * the license type. Stopping one stops its sign-ins and extension calls; its data stays.
 */
export type CustomerChanges = Partial<
  Pick<
    NewCustomer,
    'organizationName' | 'firstName' | 'lastName' | 'orgCode' | 'phone' | 'isActive' | 'licenseType'
  >
>;
/** What the console changes on a tenant: its account details, and cancelling it (isActive off). */
export type TenantChanges = Partial<Pick<NewTenant, 'tenantName' | 'phone' | 'isActive'>>;

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

    /** Changes an organization's own fields, in the caller's transaction (which audits them). */
    async updateCustomer(tx: Db | Tx, organization: AuthorizedOrganization, changes: CustomerChanges) {
      await tx.update(customers).set(changes).where(eq(customers.id, organization.id));
    },

    /** Changes a tenant's own fields, in the caller's transaction (which audits them). */
    async updateTenant(tx: Db | Tx, tenant: AuthorizedTenant, changes: TenantChanges) {
      await tx.update(tenants).set(changes).where(eq(tenants.id, tenant.id));
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

    async isTenantAsCustomer(organization: AuthorizedOrganization): Promise<boolean> {
      const [row] = await db
        .select({ tenantAsCustomer: customers.tenantAsCustomer })
        .from(customers)
        .where(eq(customers.id, organization.id));
      return row?.tenantAsCustomer ?? false;
    },

    async tenant(tenant: AuthorizedTenant) {
      const [row] = await db.select().from(tenants).where(eq(tenants.id, tenant.id));
      return row ?? null;
    },

    async countTenants() {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(tenants);
      return row?.n ?? 0;
    },
  };
}
