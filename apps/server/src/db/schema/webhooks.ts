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
 * Webhook endpoints (issue 27): an organization's (customer_id, with its tenant_id), a tenant's Global
 * View (tenant_id only: every organization of the tenant), or the provider's (neither: every organization). The
 * signing secret is sealed like the SOC API keys; after a rotation the previous one signs too until
 * previous_secret_until.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: text('event_types').array().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    secretHint: text('secret_hint').notNull(),
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    /** The first failed try since the last success: 24 hours of failing disables the endpoint. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_endpoints_customer_idx').on(t.customerId),
    index('webhook_endpoints_tenant_idx').on(t.tenantId),
    // An organization's endpoint names its tenant too (the tenant's admins manage it).
    check('webhook_endpoints_scope', sql`${t.customerId} is null or ${t.tenantId} is not null`),
  ],
);

/**
 * One event to one endpoint: the body as signed (its payload never changes, so every try and a resend
 * send the same bytes), its state, and when it is next tried. `source_key` names the event it announces
 * (an incident's event id and type...), so an event is queued once per endpoint however often the
 * work that announces it runs. Kept 30 days.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The organization whose event it announces (null: provider-wide): its deliveries per minute are capped. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    sourceKey: text('source_key').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    /** A resend starts a new round of tries; a job of an older round finds nothing to do. */
    round: integer('round').notNull().default(1),
    /** Tries of the current round. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_source_uq').on(t.endpointId, t.sourceKey),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.created),
    index('webhook_deliveries_created_idx').on(t.created),
    index('webhook_deliveries_customer_idx').on(t.customerId, t.created),
  ],
);

/** Every try of a delivery: what the endpoint answered and how long it took (the delivery log). */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.at)],
);
