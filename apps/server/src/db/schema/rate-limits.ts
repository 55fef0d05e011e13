import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters of the rate limits (auth/rate-limit.ts), kept in the database so that every server
 * process counts against the same limit. One row per limiter and key (a hash, not the email or
 * address itself), for one fixed window; a hit after `expires_at` starts the window again, and rows
 * long past it are deleted.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_expires_idx').on(t.expiresAt)],
);
