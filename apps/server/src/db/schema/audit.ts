import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit log: every change an admin makes through the console, written in the transaction of the
 * change. Rows are never updated or deleted, and they keep the actor's email and role and the
 * organization's and tenant's ids as plain values (no foreign keys), so an entry outlives a removed
 * admin and reads the same later. `before` and `after` hold only the fields that changed, never secrets.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    created: timestamp('created', { withTimezone: true }).notNull(),
    actorUserId: uuid('actor_user_id'),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').notNull(),
    /** The tenant the change belongs to (null for the provider's own settings). */
    tenantId: integer('tenant_id'),
    /** The organization the change belongs to, when it belongs to one. */
    customerId: integer('customer_id'),
    action: text('action').notNull(),
    /** What was changed, in words a reader recognises: an organization's name, an admin's email, an event id. */
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    clientAddress: text('client_address'),
  },
  (t) => [
    index('audit_log_created_idx').on(t.created.desc(), t.id.desc()),
    index('audit_log_tenant_idx').on(t.tenantId, t.created.desc(), t.id.desc()),
    index('audit_log_customer_idx').on(t.customerId, t.created.desc(), t.id.desc()),
  ],
);
