-- Remove Repeat URL oldest first keeps an event when no newer match of its URL is in the window
-- (decision 0060): this index answers that probe, per organization (hash, organization leading) or for
-- the super feed across organizations (hash alone). The key is hashtext(url), not the URL: a URL can be
-- longer than a btree entry may be; the probe compares the URL itself too.
CREATE INDEX "events_url_idx" ON "events" USING btree (hashtext("url"),"customer_id","detection_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The planner knows how selective hashtext(url) is only once ANALYZE has sampled the new expression;
-- without that it estimated each probe at many rows and read the whole window in a hash join instead
-- (0.6 s instead of 2 ms for the super feed at 1 million events), and autovacuum would analyze a large
-- table again only after a tenth of it changed.
ANALYZE "events";
