import { bigint, boolean, date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { counterSlot } from './counter-slot.ts';
import { customers } from './tenancy.ts';

// The dashboard cards' aggregates (docs/decisions/0044). Database triggers on events, extension_users
// and browser_details keep them in the same transaction as every write to those tables (ingestion,
// registration, heartbeats, event actions, deletes), so a card reads a few rows per day and
// organization instead of the window's events. The migration that creates them backfills them.
// The two counters every ingested event may add to (events per day, a URL's visitors per day) are
// kept per counter slot (counter-slot.ts).

/** Events per UTC day, type and triaged flag, without false positives and cleared events. */
export const dashboardEventDays = pgTable(
  'dashboard_event_days',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    type: smallint('type').notNull(),
    triaged: boolean('triaged').notNull(),
    slot: counterSlot(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.day, t.type, t.triaged, t.slot] })],
);

/**
 * Each (threat URL, extension user) pair with the last UTC day the user met that URL (threat types,
 * without false positives and cleared events). dashboard_url_days counts each pair once, on that
 * day, so the unique users of a URL in a window that ends today are a sum over the window's days.
 */
export const dashboardUrlVisitors = pgTable(
  'dashboard_url_visitors',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    extensionUserId: bigint('extension_user_id', { mode: 'number' }).notNull(),
    lastSeen: date('last_seen', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.url, t.extensionUserId] })],
);

export const dashboardUrlDays = pgTable(
  'dashboard_url_days',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    url: text('url').notNull(),
    slot: counterSlot(),
    visitors: integer('visitors').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.day, t.url, t.slot] })],
);

/** Extension users registered on each UTC day, and those last seen on each day (active users). */
export const dashboardUserDays = pgTable(
  'dashboard_user_days',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    registered: integer('registered').notNull().default(0),
    lastSeen: integer('last_seen').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.day] })],
);

/** Extension users by their latest browser, OS and device (from the OS): the fleet's breakdowns. */
export const dashboardFleetCounts = pgTable(
  'dashboard_fleet_counts',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    users: integer('users').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.dimension, t.value] })],
);
