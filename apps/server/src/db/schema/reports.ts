import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { customers, tenants } from './tenancy.ts';
import { mailOutbox } from './users.ts';

// Scheduled PDF reports (decision 0074). A scope is an organization or a tenant's roll-up, named by
// `scope_key` ("customer:12", "tenant:3") so that one key and one unique index cover both; the
// foreign keys remove a scope's rows with it.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const scopeColumns = {
  scopeKey: text('scope_key').notNull(),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
};
const oneScope = (name: string) => check(name, sql`(customer_id is null) <> (tenant_id is null)`);

/** Who gets a scope's report by mail: monthly once anyone is chosen, weekly besides when asked. */
export const reportSubscriptions = pgTable(
  'report_subscriptions',
  {
    ...scopeColumns,
    recipients: text('recipients').array().notNull().default(sql`'{}'::text[]`),
    weekly: boolean('weekly').notNull().default(false),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scopeKey] }), oneScope('report_subscriptions_scope_ck')],
);

/**
 * A period's report as mailed: written in the transaction that puts its mails in the outbox, and its
 * key makes a second send of the same period (another process, a retried job) find it and stop.
 */
export const reportMailings = pgTable(
  'report_mailings',
  {
    ...scopeColumns,
    period: text('period').notNull(),
    recipients: integer('recipients').notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scopeKey, t.period] }), oneScope('report_mailings_scope_ck')],
);

/** A mail's attachments, stored with the mail in its transaction, so a mail is never without them. */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    mailId: bigint('mail_id', { mode: 'number' })
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mailId, t.position] })],
);
