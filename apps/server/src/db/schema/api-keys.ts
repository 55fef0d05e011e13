import { date, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers, tenants } from './tenancy.ts';

/**
 * The Enterprise SOC API keys (decision 0046). One key per organization and one global key per tenant;
 * generating replaces the row. The key itself is kept sealed (AES-256-GCM under a key derived from the
 * server secret) so the console can show it again; a request's key is found by its SHA-256, which is
 * unique across both tables (a key is 256 random bits: a hash with no salt is enough).
 */
export const customerApiKeys = pgTable(
  'customer_api_keys',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    keySealed: text('key_sealed').notNull(),
    /** The last day (UTC) the key works. */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customer_api_keys_hash_uq').on(t.keyHash)],
);

/** A tenant's global key: all the tenant's organizations (its Global Views). */
export const tenantApiKeys = pgTable(
  'tenant_api_keys',
  {
    tenantId: integer('tenant_id')
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    keySealed: text('key_sealed').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tenant_api_keys_hash_uq').on(t.keyHash)],
);
