import { sql } from 'drizzle-orm';
import {
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
import { customers, tenants } from './tenancy.ts';
import { adminUsers } from './users.ts';

/**
 * A tenant's or an organization's own OpenID Connect provider (issue 26, part 3): customer_id with
 * its tenant_id for an organization's, tenant_id alone for a tenant's; one of each at most. The
 * client secret is sealed like the SOC keys; only its last four characters are shown again.
 */
export const ssoConnections = pgTable(
  'sso_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    issuerUrl: text('issuer_url').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretSealed: text('client_secret_sealed').notNull(),
    secretHint: text('secret_hint').notNull(),
    /** Password sign-in is refused to the admins this connection signs in (but the break-glass admin). */
    ssoRequired: boolean('sso_required').notNull().default(false),
    breakGlassUserId: uuid('break_glass_user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sso_connections_tenant_uq').on(t.tenantId).where(sql`customer_id is null`),
    uniqueIndex('sso_connections_customer_uq').on(t.customerId).where(sql`customer_id is not null`),
  ],
);

/** The email domains a connection accepts: each domain belongs to one connection, so it finds it. */
export const ssoDomains = pgTable('sso_domains', {
  domain: text('domain').primaryKey(),
  connectionId: uuid('connection_id')
    .notNull()
    .references(() => ssoConnections.id, { onDelete: 'cascade' }),
});

/**
 * A sign-in between the redirect to the identity provider and its callback: found by the state's
 * hash, it keeps the PKCE verifier (sealed) and the nonce, works for minutes and once. A table, not
 * a cookie alone, so any server process takes the callback and a replayed state finds it used.
 */
export const ssoAttempts = pgTable(
  'sso_attempts',
  {
    stateHash: text('state_hash').primaryKey(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => ssoConnections.id, { onDelete: 'cascade' }),
    codeVerifierSealed: text('code_verifier_sealed').notNull(),
    nonce: text('nonce').notNull(),
    returnPath: text('return_path'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sso_attempts_expires_idx').on(t.expiresAt),
    check('sso_attempts_return_ck', sql`return_path is null or return_path like '/%'`),
  ],
);
