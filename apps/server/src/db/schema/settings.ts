import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './tenancy.ts';

const customerRef = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });

export const allowedDomains = pgTable(
  'allowed_domains',
  {
    customerId: customerRef(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    displayName: text('display_name').notNull(),
    authorizedDomain: text('authorized_domain').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('allowed_domains_uq').on(t.customerId, sql`lower(${t.authorizedDomain})`),
  ],
);

/** Stored without the scheme and URL-encoded, as the spec says; one per organization, whatever the case. */
export const allowedGoogleFormUrls = pgTable(
  'allowed_google_form_urls',
  {
    customerId: customerRef(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    displayName: text('display_name').notNull(),
    url: text('url').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('allowed_google_form_urls_uq').on(t.customerId, sql`lower(${t.url})`),
  ],
);

export const blockedUrls = pgTable(
  'blocked_urls',
  {
    customerId: customerRef(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    displayName: text('display_name').notNull(),
    url: text('url').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('blocked_urls_uq').on(t.customerId, sql`lower(${t.url})`),
  ],
);

/** Alert (banner) configuration with the extension settings; absent rows mean the spec's defaults. */
export const alertConfigs = pgTable(
  'alert_configs',
  {
    customerId: customerRef().primaryKey(),
    label: text('label'),
    email: text('email'),
    phone: text('phone'),
    isLabelConfigured: boolean('is_label_configured').notNull().default(false),
    isContactInfoConfigured: boolean('is_contact_info_configured').notNull().default(false),
    showProcessingBanner: boolean('show_processing_banner').notNull().default(true),
    showProcessingBar: boolean('show_processing_bar').notNull().default(false),
    hideThisIsSafeButton: boolean('hide_this_is_safe_button').notNull().default(false),
    isGFormScanningEnabled: boolean('is_gform_scanning_enabled').notNull().default(false),
    reportSuspiciousPages: boolean('report_suspicious_pages').notNull().default(false),
    extnSettings: jsonb('extn_settings').notNull(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('alert_configs_label_ck', sql`label is null or char_length(label) <= 25`)],
);

export const scanConfigs = pgTable('scan_configs', {
  customerId: customerRef().primaryKey(),
  mmEnabled: boolean('mm_enabled').notNull().default(false),
  lookupCode: text('lookup_code').notNull().default('PP1'),
  demomodeEnabled: boolean('demomode_enabled').notNull().default(false),
  ppEnabled: boolean('pp_enabled').notNull().default(true),
  ssOptEnabled: boolean('ss_opt_enabled').notNull().default(false),
  scanningRuleEnabled: boolean('scanning_rule_enabled').notNull().default(false),
  scanningRuleCode: text('scanning_rule_code').notNull().default('RULE_DEFAULT'),
  strMmPolicy: text('str_mm_policy').notNull().default('BBP1'),
  imageSize: text('image_size').notNull().default('MM_IMG_SIZE_02'),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});
