import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A small durable queue: workers claim rows with FOR UPDATE SKIP LOCKED (works on PGlite and PostgreSQL). */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').notNull(),
    /** Collapses repeated enqueues of the same work (e.g. one alert batch per organization). */
    dedupeKey: text('dedupe_key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_ready_idx').on(t.queue, t.runAt).where(sql`done_at is null`),
    index('jobs_dedupe_idx').on(t.queue, t.dedupeKey).where(sql`done_at is null`),
  ],
);
