import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { adminUsers } from './users.ts';

/**
 * An admin's passkey (WebAuthn credential, decision 0077): the credential id the authenticator names
 * it by (base64url, unique across the server, since a passwordless sign-in finds the admin by it), its
 * COSE public key, and the signature counter of its last accepted assertion (a counter that does not
 * go up on a counting authenticator is a cloned key, and refused).
 */
export const adminPasskeys = pgTable(
  'admin_passkeys',
  {
    credentialId: text('credential_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    backedUp: boolean('backed_up').notNull().default(false),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('admin_passkeys_user_idx').on(t.userId)],
);

/**
 * A WebAuthn challenge between its options call and its verify call (decision 0077), kept here so any
 * server process takes the verify call: stored hashed, short-lived, taken once. `purpose` says which
 * ceremony it is for; `user_id` is the admin it was made for (a registration, a second step), or null
 * for a passwordless sign-in, where the passkey itself names the admin.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challengeHash: text('challenge_hash').primaryKey(),
    purpose: text('purpose', { enum: ['register', 'second-factor', 'sign-in', 'confirm'] }).notNull(),
    userId: uuid('user_id').references(() => adminUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);
