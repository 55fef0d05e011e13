import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers, tenants } from './tenancy.ts';
import { adminUsers } from './users.ts';

/**
 * An admin's authenticator app (TOTP, issue 26): the secret sealed like the SOC keys; unconfirmed
 * (confirmed_at null) until a first code proves the app has it, and forgotten after pending_until.
 * last_step is the time step of the last code accepted: a code is accepted once, and never one older.
 */
export const adminTotp = pgTable('admin_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  pendingUntil: timestamp('pending_until', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes, stored hashed; a used one keeps its row (when it was used). */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('admin_recovery_codes_uq').on(t.userId, t.codeHash)],
);

/**
 * A login between its password step and its second step: the challenge token (stored hashed) names
 * the admin; it works within minutes, for a few wrong codes, and once.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('login_challenges_token_uq').on(t.tokenHash),
    index('login_challenges_expires_idx').on(t.expiresAt),
  ],
);

/**
 * What a scope asks of its admins' sign-in: an organization's (customer_id, with its tenant_id), a
 * tenant's (tenant_id only) or the provider's own admins' (neither). No row: password alone.
 */
export const signInPolicies = pgTable(
  'sign_in_policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    policy: text('policy', { enum: ['password', 'second_factor', 'passkeys'] }).notNull(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sign_in_policies_scope_uq').on(
      sql`coalesce(${t.customerId}, 0)`,
      sql`coalesce(${t.tenantId}, 0)`,
    ),
  ],
);
