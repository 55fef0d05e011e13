import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './tenancy.ts';
import { adminUsers } from './users.ts';

/** Lookup lists (LKP_*). States and cities carry their parent country (and state) in the flex fields. */
export const lookups = pgTable(
  'lookups',
  {
    id: serial('id').primaryKey(),
    lookupId: text('lookup_id').notNull(),
    code: text('code').notNull(),
    value: text('value').notNull(),
    strFlexField1: text('str_flex_field_1').notNull().default(''),
    strFlexField2: text('str_flex_field_2').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('lookups_uq').on(t.lookupId, t.strFlexField1, t.strFlexField2, t.code)],
);

/** Baseline brand policies, shared by every organization. */
export const brandPolicies = pgTable(
  'brand_policies',
  {
    id: serial('id').primaryKey(),
    brandName: text('brand_name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('brand_policies_name_uq').on(sql`lower(${t.brandName})`)],
);

export const brandAliases = pgTable(
  'brand_aliases',
  {
    id: serial('id').primaryKey(),
    brandPolicyId: integer('brand_policy_id')
      .notNull()
      .references(() => brandPolicies.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    isPartialMatch: boolean('is_partial_match').notNull().default(false),
  },
  (t) => [index('brand_aliases_policy_idx').on(t.brandPolicyId)],
);

export const brandDomains = pgTable(
  'brand_domains',
  {
    id: serial('id').primaryKey(),
    brandPolicyId: integer('brand_policy_id')
      .notNull()
      .references(() => brandPolicies.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (t) => [index('brand_domains_policy_idx').on(t.brandPolicyId)],
);

/** A brand's reference logos (decision 0065): the picture redrawn small, and its difference hash. */
export const brandLogos = pgTable(
  'brand_logos',
  {
    id: serial('id').primaryKey(),
    brandPolicyId: integer('brand_policy_id')
      .notNull()
      .references(() => brandPolicies.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    /** A data: address of the PNG, at most 256 pixels a side (a few KB). */
    image: text('image').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [index('brand_logos_policy_idx').on(t.brandPolicyId)],
);

/** Verified threats shared as intel; submitted from an event of some organization. */
export const threatIntel = pgTable(
  'threat_intel',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    eventRowId: bigint('event_row_id', { mode: 'number' }),
    threatUrl: text('threat_url').notNull(),
    detectedBrands: text('detected_brands').array().notNull().default(sql`'{}'::text[]`),
    threatDetectedOn: timestamp('threat_detected_on', { withTimezone: true }).notNull(),
    isVerified: boolean('is_verified').notNull().default(true),
    threatIpAddress: text('threat_ip_address'),
    industry: text('industry'),
    country: text('country'),
    state: text('state'),
    city: text('city'),
    screenshotBlob: text('screenshot_blob'),
    htmlBlob: text('html_blob'),
    submittedOn: timestamp('submitted_on', { withTimezone: true }).notNull().defaultNow(),
    submittedBy: uuid('submitted_by').references(() => adminUsers.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('threat_intel_detected_idx').on(t.threatDetectedOn.desc(), t.id.desc()),
    index('threat_intel_event_idx').on(t.customerId, t.eventRowId),
  ],
);
