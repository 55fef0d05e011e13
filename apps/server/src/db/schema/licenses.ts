import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { customers } from './tenancy.ts';

// The License Management growth chart reads this small table instead of the extension users themselves:
// registrations and heartbeats keep it current in the statement that records them (decision 0041).

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
