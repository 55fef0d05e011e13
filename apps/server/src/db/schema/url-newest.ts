import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { counterSlot } from './counter-slot.ts';
import { customers, tenants } from './tenancy.ts';

// Remove Repeat URL's kept records (decision 0061, migration 0017): for each URL, its newest event
// under the feed's default filters (DEFAULT_FEED_TYPES, not cleared, not false positive), per scope the
// view deduplicates across: an organization, a tenant (a Global View of all its organizations), every
// organization (the super feed). Migration 0017's triggers on events keep them in the transaction of
// every write and backfilled them. `url_key` is md5(url)::uuid: a URL can be longer than a btree entry
// may be. The event is (customer_id, id) of events; `detection_time` is its time, which the reads
// order and page by (either order, and the count, from the (scope, detection_time, id) index).
//
// Each connection writes its own slot (counter-slot.ts, dashboard_slot() in SQL): one row per URL
// would queue every event of a URL behind the previous one's commit flush, whatever the connections.
// A URL may so have a row per slot that wrote it; its record is the newest of them, and the reads keep
// a row only when no other slot's row of its URL is newer. Every row names an event that counts: an
// event that stops counting, or is deleted, makes its URL's rows one again.

/** The URL (its key: md5(url)::uuid), its newest event (customer_id and id of events) and the slot. */
const newestEvent = () => ({
  urlKey: uuid('url_key').notNull(),
  url: text('url').notNull(),
  id: bigint('id', { mode: 'number' }).notNull(),
  detectionTime: timestamp('detection_time', { withTimezone: true }).notNull(),
  slot: counterSlot(),
});

/** Per organization: the organization's view, and the super feed filtered to one organization. */
export const urlNewestByOrganization = pgTable(
  'url_newest_by_organization',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    ...newestEvent(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.urlKey, t.slot] }),
    index('url_newest_by_organization_time_idx').on(t.customerId, t.detectionTime, t.id),
  ],
);

/**
 * Per tenant: a Global View whose organizations are all of the tenant's. The key leads with the URL
 * so that a deleted event finds its record without its organization (gone with it when an
 * organization is deleted). No foreign key to the organization: its deletion recomputes the records.
 */
export const urlNewestByTenant = pgTable(
  'url_newest_by_tenant',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').notNull(),
    ...newestEvent(),
  },
  (t) => [
    primaryKey({ columns: [t.urlKey, t.tenantId, t.slot] }),
    index('url_newest_by_tenant_time_idx').on(t.tenantId, t.detectionTime, t.id),
  ],
);

/** Across every organization: the super feed without an organization filter. */
export const urlNewestOverall = pgTable(
  'url_newest_overall',
  {
    customerId: integer('customer_id').notNull(),
    ...newestEvent(),
  },
  (t) => [
    primaryKey({ columns: [t.urlKey, t.slot] }),
    index('url_newest_overall_time_idx').on(t.detectionTime, t.id),
  ],
);
