import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEVICE_TYPES, sqlList, USER_ACTIONS } from './enums.ts';
import { customers } from './tenancy.ts';
import { adminUsers } from './users.ts';

// Tenant-owned tables lead with customer_id in every key so the schema distributes by organization.

/** A person's browser profile running the extension (a "license" in the console). */
export const extensionUsers = pgTable(
  'extension_users',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    id: bigserial('id', { mode: 'number' }).notNull(),
    name: text('name'),
    osUserId: text('os_user_id'),
    osComputerName: text('os_computer_name'),
    osUuid: text('os_uuid'),
    email: text('email'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    index('extension_users_created_idx').on(t.customerId, t.created),
    index('extension_users_email_idx').on(t.customerId, sql`lower(${t.email})`),
    // License Management: users not seen lately, and the user search's prefix matches (pattern_ops:
    // LIKE 'ab%' uses them under any collation).
    index('extension_users_seen_idx').on(t.customerId, t.lastSeenAt),
    index('extension_users_name_prefix_idx').on(t.customerId, sql`lower(${t.name}) text_pattern_ops`),
    index('extension_users_email_prefix_idx').on(t.customerId, sql`lower(${t.email}) text_pattern_ops`),
    index('extension_users_os_user_prefix_idx').on(t.customerId, sql`lower(${t.osUserId}) text_pattern_ops`),
    index('extension_users_computer_prefix_idx').on(
      t.customerId,
      sql`lower(${t.osComputerName}) text_pattern_ops`,
    ),
    // One extension user per OS identity (managed) or per email (manual): registrations upsert on these.
    uniqueIndex('extension_users_managed_uq')
      .on(t.customerId, t.osUuid, t.osUserId)
      .where(sql`os_uuid is not null`),
    uniqueIndex('extension_users_manual_uq')
      .on(t.customerId, sql`lower(${t.email})`)
      .where(sql`os_uuid is null`),
  ],
);

export const browserDetails = pgTable(
  'browser_details',
  {
    customerId: integer('customer_id').notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    extensionUserId: bigint('extension_user_id', { mode: 'number' }).notNull(),
    os: text('os').notNull(),
    browser: text('browser').notNull(),
    browserVersion: text('browser_version'),
    extensionVersion: text('extension_version'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    index('browser_details_user_idx').on(t.customerId, t.extensionUserId),
  ],
);

/** One registered extension; its token (stored hashed) authenticates the extension API. */
export const extensionInstalls = pgTable(
  'extension_installs',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    extensionUserId: bigint('extension_user_id', { mode: 'number' }).notNull(),
    tokenHash: text('token_hash').notNull(),
    method: text('method').notNull(),
    /**
     * The browser it registered from: with the OS identity it tells a managed re-registration of this
     * install (which revokes the old token) from the same person’s other browser. Null when registered before it
     * was recorded.
     */
    browser: text('browser'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    lastHeartbeatAt: timestamp('last_heartbeat_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    // Unique within the organization, as a table distributed by organization needs (docs/scale-out.md);
    // a token is 32 random bytes, so no two organizations share one. The lookup by token alone, before
    // the organization is known, reads the plain index.
    uniqueIndex('extension_installs_token_uq').on(t.customerId, t.tokenHash),
    index('extension_installs_token_idx').on(t.tokenHash),
    check('extension_installs_method_ck', sql`method in ('manual', 'managed')`),
  ],
);

/** Six-digit codes emailed during manual registration. */
export const registrationCodes = pgTable(
  'registration_codes',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    index('registration_codes_email_idx').on(t.customerId, sql`lower(${t.email})`, t.created),
  ],
);

export const events = pgTable(
  'events',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    id: bigserial('id', { mode: 'number' }).notNull(),
    /** Chosen by the extension; makes ingestion idempotent. */
    eventId: uuid('event_id').notNull(),
    extensionUserId: bigint('extension_user_id', { mode: 'number' }),
    installId: uuid('install_id'),
    type: smallint('type').notNull(),
    url: text('url').notNull(),
    detectionTime: timestamp('detection_time', { withTimezone: true }).notNull(),
    userAction: text('user_action').notNull().default('Pending'),
    brands: text('brands').array().notNull().default(sql`'{}'::text[]`),
    email: text('email'),
    osUserId: text('os_user_id'),
    osComputerName: text('os_computer_name'),
    osUuid: text('os_uuid'),
    os: text('os'),
    browserName: text('browser_name'),
    deviceType: text('device_type').notNull().default('D'),
    domainIpAddress: text('domain_ip_address'),
    modelCode: text('model_code'),
    triagedEvent: boolean('triaged_event').notNull().default(false),
    isVerified: text('is_verified').notNull().default('N'),
    isFalsePositive: boolean('is_false_positive').notNull().default(false),
    cleared: boolean('cleared').notNull().default(false),
    detectionBoxes: jsonb('detection_boxes'),
    /** The signals the extension weighed (decision 0064), as it reported them. */
    detectionReasons: jsonb('detection_reasons'),
    hasScreenshot: boolean('has_screenshot').notNull().default(false),
    hasResized: boolean('has_resized').notNull().default(false),
    hasMarked: boolean('has_marked').notNull().default(false),
    hasHtml: boolean('has_html').notNull().default(false),
    received: timestamp('received', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('events_event_id_uq').on(t.customerId, t.eventId),
    // Migration 0012 makes it carry type, cleared, is_false_positive and triaged_event (INCLUDE), for
    // the feed's index-only count; Drizzle's builder cannot say INCLUDE.
    index('events_feed_idx').on(t.customerId, t.detectionTime.desc(), t.id.desc()),
    index('events_user_idx').on(t.customerId, t.extensionUserId, t.detectionTime.desc()),
    index('events_super_feed_idx').on(t.detectionTime.desc(), t.id.desc()),
    // The super feed's "contains" filters (lower(...) like '%term%'): trigram indexes (pg_trgm) find a
    // rare substring without walking the feed's order (decision 0057, migration 0014).
    index('events_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('events_computer_name_trgm_idx').using('gin', sql`lower(${t.osComputerName}) gin_trgm_ops`),
    // The feed's `cleared` filter: cleared events alone, in the feed's order (one in a hundred or so,
    // which the feed's index would walk past). Migration 0014 makes it carry the count's columns
    // (INCLUDE), as 0012 does for events_feed_idx.
    index('events_cleared_feed_idx')
      .on(t.customerId, t.detectionTime.desc(), t.id.desc())
      .where(sql`${t.cleared}`),
    // Remove Repeat URL oldest first asks, per event, for a newer match of its URL (decision 0060): a
    // hash, since a URL can be longer than an index entry may be; the organization follows it, so a
    // tenant's probe is its own range and the super feed's spans every organization.
    index('events_url_idx').on(sql`hashtext(${t.url})`, t.customerId, t.detectionTime.desc(), t.id.desc()),
    check('events_type_ck', sql`type between 0 and 5`),
    check('events_user_action_ck', sql.raw(`user_action in (${sqlList(USER_ACTIONS)})`)),
    check('events_device_type_ck', sql.raw(`device_type in (${sqlList(DEVICE_TYPES)})`)),
    check('events_is_verified_ck', sql`is_verified in ('Y', 'N')`),
  ],
);

/** Who did what to an event, and when. */
export const eventActions = pgTable(
  'event_actions',
  {
    customerId: integer('customer_id').notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    eventRowId: bigint('event_row_id', { mode: 'number' }).notNull(),
    action: text('action').notNull(),
    actorUserId: uuid('actor_user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    detail: jsonb('detail'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    index('event_actions_event_idx').on(t.customerId, t.eventRowId),
    check(
      'event_actions_action_ck',
      sql`action in ('verify', 'unverify', 'false_positive', 'clear', 'remove_threat', 'triage')`,
    ),
  ],
);

/** Login pages scanned, counted by the extension and summed per reporting period. */
export const loginPageScans = pgTable(
  'login_page_scans',
  {
    customerId: integer('customer_id').notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    installId: uuid('install_id').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    index('login_page_scans_period_idx').on(t.customerId, t.periodStart),
    // The extension reports a running count per hour: a retry replaces, never adds.
    uniqueIndex('login_page_scans_install_period_uq').on(t.customerId, t.installId, t.periodStart),
    check('login_page_scans_count_ck', sql`count >= 0`),
  ],
);
