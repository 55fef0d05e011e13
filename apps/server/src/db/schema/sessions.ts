import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { adminUsers } from './users.ts';

/**
 * What an admin sees of each of their sessions (issue 26): a session is a refresh family
 * (refresh_tokens.family_id), live while the family has an unrevoked token. The browser is known by a
 * long-lived random cookie (stored hashed), so a sign-in from a browser the admin never used before
 * is told to them by mail; the address and user agent are the latest seen.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    familyId: uuid('family_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** How it began: password, authenticator app, recovery code, emailed link. */
    method: text('method').notNull(),
    /** The sign-in policy asks for a factor the admin has not set up: only enrolment is open to it. */
    enrolmentRequired: boolean('enrolment_required').notNull().default(false),
    /** When a factor was last proved in this session (its sign-in, or a step-up): sensitive changes ask for it fresh. */
    factorAt: timestamp('factor_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_sessions_user_idx').on(t.userId, t.deviceHash)],
);
