import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ROLES, sqlList } from './enums.ts';
import { customers, tenants } from './tenancy.ts';

/** A console user. TenantAdmin carries tenantId; CustomerAdmin carries customerId (and its tenant). */
export const adminUsers = pgTable(
  'admin_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull(),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** Null until the invitation is accepted. */
    passwordHash: text('password_hash'),
    sendEmail: boolean('send_email').notNull().default(true),
    /** Set for a generated password (Create Customer): the first sign-in must choose a new one. */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('admin_users_email_uq').on(sql`lower(${t.email})`),
    check('admin_users_role_ck', sql.raw(`role in (${sqlList(ROLES)})`)),
    check(
      'admin_users_scope_ck',
      sql`(role = 'BaitwatchAdmin' and customer_id is null)
        or (role = 'TenantAdmin' and tenant_id is not null and customer_id is null)
        or (role = 'CustomerAdmin' and customer_id is not null)`,
    ),
    index('admin_users_customer_idx').on(t.customerId),
    index('admin_users_tenant_idx').on(t.tenantId),
  ],
);

/** Refresh tokens, stored hashed. Each login starts a family; a reused token revokes its family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/** Emailed one-time links: invitations and password resets. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_uq').on(t.tokenHash),
    check('one_time_tokens_purpose_ck', sql`purpose in ('invite', 'reset')`),
  ],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Delivery was given up after its last try; the mail stays here with its last error. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_unsent_idx').on(t.created).where(sql`sent_at is null`)],
);

/** API keys for the Enterprise SOC API: one per organization or per tenant (the global key). Stored hashed. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('api_keys_hash_uq').on(t.keyHash),
    check('api_keys_owner_ck', sql`(customer_id is null) <> (tenant_id is null)`),
  ],
);
