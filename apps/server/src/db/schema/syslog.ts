import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers, tenants } from './tenancy.ts';

/**
 * Syslog destinations (issue 27), scoped as webhook endpoints are: an organization's (customer_id,
 * with its tenant_id), a tenant's Global View (tenant_id only) or the provider's (neither). How its
 * sending stands is kept on the row: the last success, the current run of failures and when the
 * waiting messages are tried again.
 */
export const syslogDestinations = pgTable(
  'syslog_destinations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    transport: text('transport', { enum: ['tcp', 'tls'] }).notNull(),
    format: text('format', { enum: ['rfc5424', 'cef', 'json'] }).notNull(),
    /** A PEM certificate the TLS connection trusts besides the system's authorities ('' for none). */
    caCertificate: text('ca_certificate').notNull().default(''),
    description: text('description').notNull().default(''),
    eventTypes: text('event_types').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    lastError: text('last_error'),
    /** While failing: before this, a new message's job leaves the sending to the retry job. */
    nextTryAt: timestamp('next_try_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('syslog_destinations_customer_idx').on(t.customerId),
    index('syslog_destinations_tenant_idx').on(t.tenantId),
    check('syslog_destinations_scope', sql`${t.customerId} is null or ${t.tenantId} is not null`),
  ],
);

/**
 * The buffer: one event for one destination, written in the transaction of the change it announces,
 * sent in id order and marked sent once the destination's connection took it. `source_key` names the
 * event (as webhook deliveries do), so work that runs twice writes it once.
 */
export const syslogMessages = pgTable(
  'syslog_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    destinationId: uuid('destination_id')
      .notNull()
      .references(() => syslogDestinations.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    sourceKey: text('source_key').notNull(),
    /** The event's envelope `{ type, timestamp, data }`, formatted when sent (the destination's format then). */
    payload: jsonb('payload').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('syslog_messages_source_uq').on(t.destinationId, t.sourceKey),
    index('syslog_messages_waiting_idx').on(t.destinationId, t.id).where(sql`${t.sentAt} is null`),
    index('syslog_messages_sent_idx').on(t.sentAt),
  ],
);
