import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets every server process on this database must share, made by the first process that needs one
 * (the session signing key when JWT_SECRET is not set): two processes then sign and accept the same
 * sessions (decision 0054). Readable by whoever reads the database, which holds the sessions anyway.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});
