import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { customers } from './tenancy.ts';

// The License Management charts read these small tables instead of the extension users themselves:
// registrations and heartbeats keep them current in the statement that records them (decision 0041).

/**
 * Per organization and UTC period (a day, a month or a year, by `span` D, M or Y): the extension users
 * created in it, and the distinct users seen in it (a registration or a heartbeat). A user counts as
 * active in a period once, at its first sighting in that period.
 */
export const licensePeriods = pgTable(
  'license_periods',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    span: text('span').notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    newUsers: integer('new_users').notNull().default(0),
    activeUsers: integer('active_users').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.span, t.period] }),
    check('license_periods_span_ck', sql`span in ('D', 'M', 'Y')`),
  ],
);

/** Per organization: how many extension users run each OS and each browser (their latest recorded one). */
export const licenseBreakdowns = pgTable(
  'license_breakdowns',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    legend: text('legend').notNull(),
    users: integer('users').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.kind, t.legend] }),
    check('license_breakdowns_kind_ck', sql`kind in ('os', 'browser')`),
  ],
);
