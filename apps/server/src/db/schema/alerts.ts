import { bigint, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './tenancy.ts';

/**
 * Which events an email alert has already announced. The alert job claims the unannounced recent
 * incidents of an organization here, in the transaction that writes the emails, so an incident is
 * announced once even when jobs overlap. Rows older than the alert window are pruned.
 */
export const incidentAlerts = pgTable(
  'incident_alerts',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    eventRowId: bigint('event_row_id', { mode: 'number' }).notNull(),
    alertedAt: timestamp('alerted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.eventRowId] }),
    index('incident_alerts_alerted_idx').on(t.customerId, t.alertedAt),
  ],
);
