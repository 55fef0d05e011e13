import { smallint } from 'drizzle-orm/pg-core';

/**
 * The slot column of a counter that every ingested event adds to (migration 0015, decision 0058): a
 * counter row stays locked by the transaction that changed it until its commit is flushed to disk, so
 * one row per organization and period would make each of an organization's events wait for the
 * previous one's flush. Each connection adds to its own slot (dashboard_slot() in SQL); readers sum
 * over the slots, which they do already by summing over the keys they read.
 */
export const counterSlot = () => smallint('slot').notNull().default(0);
