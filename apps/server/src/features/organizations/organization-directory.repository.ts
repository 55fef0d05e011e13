import { asc, eq } from 'drizzle-orm';
import type { AuthorizedOrganization, AuthorizedScope } from '../../auth/authorized.ts';
import { customersInScope, tenantsInScope } from '../../auth/scope.ts';
import type { Db } from '../../db/client.ts';
import { customers, tenantGroups, tenants } from '../../db/schema/index.ts';

const organizationColumns = {
  id: customers.id,
  organizationName: customers.organizationName,
  tenantName: tenants.tenantName,
  tenantId: customers.tenantId,
  groupId: customers.groupId,
  isActive: customers.isActive,
  isProvisioned: customers.isProvisioned,
  created: customers.created,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  phone: customers.phone,
  orgCode: customers.orgCode,
  subDomain: customers.subDomain,
  licenseType: customers.licenseType,
  // The tenant's flag: whitelabel belongs to the tenant (decision 0027); customers.is_customized is unused.
  isCustomized: tenants.isCustomized,
  tenantAsCustomer: customers.tenantAsCustomer,
  isMsp: customers.isMsp,
  hideGlobalView: customers.hideGlobalView,
  blobContainer: customers.blobContainer,
};

const tenantColumns = {
  id: tenants.id,
  tenantName: tenants.tenantName,
  phone: tenants.phone,
  subDomain: tenants.subDomain,
  isMsp: tenants.isMsp,
  isActive: tenants.isActive,
  isCustomized: tenants.isCustomized,
  hideGlobalView: tenants.hideGlobalView,
  created: tenants.created,
};

export type OrganizationRow = Awaited<ReturnType<OrganizationDirectoryRepository['organizations']>>[number];
export type TenantRow = Awaited<ReturnType<OrganizationDirectoryRepository['tenants']>>[number];
export type GroupRow = Awaited<ReturnType<OrganizationDirectoryRepository['groups']>>[number];

export function organizationDirectoryRepository(db: Db) {
  return {
    async organizations(scope: AuthorizedScope) {
      return db
        .select(organizationColumns)
        .from(customers)
        .innerJoin(tenants, eq(tenants.id, customers.tenantId))
        .where(customersInScope(scope))
        .orderBy(asc(customers.id));
    },

    async tenants(scope: AuthorizedScope) {
      return db.select(tenantColumns).from(tenants).where(tenantsInScope(scope)).orderBy(asc(tenants.id));
    },

    /** The groups of the tenants in scope. */
    async groups(scope: AuthorizedScope) {
      return db
        .select({ id: tenantGroups.id, tenantId: tenantGroups.tenantId })
        .from(tenantGroups)
        .innerJoin(tenants, eq(tenants.id, tenantGroups.tenantId))
        .where(tenantsInScope(scope))
        .orderBy(asc(tenantGroups.id));
    },

    /** One organization with its deployment fields. */
    async details(organization: AuthorizedOrganization) {
      const [row] = await db
        .select({
          ...organizationColumns,
          tenantSubDomain: tenants.subDomain,
          noOfUsers: customers.noOfUsers,
          licenseKey: customers.licenseKey,
          supportEmailDeployment: customers.supportEmailDeployment,
        })
        .from(customers)
        .innerJoin(tenants, eq(tenants.id, customers.tenantId))
        .where(eq(customers.id, organization.id));
      return row ?? null;
    },
  };
}
export type OrganizationDirectoryRepository = ReturnType<typeof organizationDirectoryRepository>;
