import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LICENSE_TYPES, sqlList } from './enums.ts';

/** An MSP (tenant). A direct customer is a tenant of its own whose one organization is `tenantAsCustomer`. */
export const tenants = pgTable(
  'tenants',
  {
    id: serial('id').primaryKey(),
    tenantName: text('tenant_name').notNull(),
    phone: text('phone'),
    subDomain: text('sub_domain').notNull(),
    isMsp: boolean('is_msp').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    isCustomized: boolean('is_customized').notNull().default(false),
    hideGlobalView: boolean('hide_global_view').notNull().default(false),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tenants_sub_domain_uq').on(sql`lower(${t.subDomain})`)],
);

/** A group of a tenant's organizations; each group has its own Global View entry. */
export const tenantGroups = pgTable(
  'tenant_groups',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('tenant_groups_name_uq').on(t.tenantId, t.name)],
);

export const whitelabels = pgTable('whitelabels', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  brandName: text('brand_name'),
  supportEmail: text('support_email'),
  logoFileName: text('logo_file_name'),
  /** Blob name of the uploaded logo in the `branding` container. */
  logoBlob: text('logo_blob'),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    groupId: integer('group_id').references(() => tenantGroups.id),
    organizationName: text('organization_name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isProvisioned: boolean('is_provisioned').notNull().default(true),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    phone: text('phone'),
    orgCode: text('org_code'),
    subDomain: text('sub_domain'),
    licenseType: text('license_type').notNull().default('BASICPHISH'),
    isCustomized: boolean('is_customized').notNull().default(false),
    tenantAsCustomer: boolean('tenant_as_customer').notNull().default(false),
    isMsp: boolean('is_msp').notNull().default(false),
    hideGlobalView: boolean('hide_global_view').notNull().default(false),
    blobContainer: text('blob_container').notNull(),
    noOfUsers: integer('no_of_users'),
    /** Registers the extension to this organization (deployment page, extension API). */
    licenseKey: text('license_key').notNull(),
    supportEmailDeployment: text('support_email_deployment'),
  },
  (t) => [
    check('customers_license_type_ck', sql.raw(`license_type in (${sqlList(LICENSE_TYPES)})`)),
    check('customers_no_of_users_ck', sql`no_of_users is null or no_of_users between 1 and 5000000`),
    uniqueIndex('customers_license_key_uq').on(t.licenseKey),
    uniqueIndex('customers_sub_domain_uq').on(sql`lower(${t.subDomain})`),
    index('customers_tenant_idx').on(t.tenantId, t.groupId),
  ],
);
