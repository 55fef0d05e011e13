-- The super feed's "contains" filters (lower(email) / lower(os_computer_name) like '%term%') walked the
-- feed's order until 21 events matched: a rare substring read most of the window (587 ms at 1 million
-- events). Trigram indexes (pg_trgm, GIN) find its few events directly; the planner still walks the
-- feed's order for a common substring (decision 0057). pg_trgm is a trusted extension: the database's
-- owner may create it, on PostgreSQL and in the embedded PGlite (which loads it, db/pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "events_email_trgm_idx" ON "events" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_computer_name_trgm_idx" ON "events" USING gin (lower("os_computer_name") gin_trgm_ops);--> statement-breakpoint
-- Whether a substring is rare (the trigram index) or common (the feed's order, stopping at 21) the
-- planner reads from the statistics of these expressions. With the default 100 histogram bounds, a
-- substring in 0.2 % of events is often estimated rare and read through a bitmap of all its events;
-- 1,000 bounds tell it apart down to about 0.1 % (ANALYZE of events then samples 300,000 rows).
ALTER INDEX "events_email_trgm_idx" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ALTER INDEX "events_computer_name_trgm_idx" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
-- The feed's `cleared` filter walked the feed's index past the events not cleared (about 96 in 97) to
-- find 21. Cleared events alone, in the feed's order, carrying the default filters' columns as
-- events_feed_idx does (0012), so the page reads 21 entries and the capped count is an index-only scan.
-- Drizzle's index builder has no INCLUDE: the schema file declares the keys and the predicate.
CREATE INDEX "events_cleared_feed_idx" ON "events" USING btree ("customer_id","detection_time" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("type","is_false_positive","triaged_event") WHERE "events"."cleared";
