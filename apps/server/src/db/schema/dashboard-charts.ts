import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { counterSlot } from './counter-slot.ts';
import { customers } from './tenancy.ts';

// The incident charts' aggregates (docs/decisions/0056): the events the threat charts count (incident
// and Google Form password, not false positive, not cleared) per organization and UTC period. A chart
// answers the whole periods of its window from them and the rest from the events, so it reads a few
// rows per organization and period instead of the window's events. Migration 0013's triggers keep
// them in the transaction of every write to events (ingestion, event actions, deletes) and backfill
// them. `span` is the period's length, named as date_trunc names it; `period_start` its first instant.
// Every ingested chart event adds to its organization's current rows: they are kept per counter slot
// (counter-slot.ts).

/** Verified (triaged) and suspicious chart events per hour, week and month; days are dashboard_event_days'. */
export const dashboardThreatPeriods = pgTable(
  'dashboard_threat_periods',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    span: text('span').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    verified: integer('verified').notNull(),
    suspicious: integer('suspicious').notNull(),
    slot: counterSlot(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.span, t.periodStart, t.slot] }),
    check('dashboard_threat_periods_span_ck', sql`span in ('hour', 'week', 'month')`),
  ],
);

/**
 * Chart events per URL (dimension 'url': Top Threats) and per lower-cased email (dimension 'email',
 * events without one left out: Top Vulnerable Users), by day, week and month.
 */
export const dashboardThreatCounts = pgTable(
  'dashboard_threat_counts',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    dimension: text('dimension').notNull(),
    span: text('span').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    value: text('value').notNull(),
    count: integer('count').notNull(),
    slot: counterSlot(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.dimension, t.span, t.periodStart, t.value, t.slot] }),
    check('dashboard_threat_counts_dimension_ck', sql`dimension in ('url', 'email')`),
    check('dashboard_threat_counts_span_ck', sql`span in ('day', 'week', 'month')`),
  ],
);
