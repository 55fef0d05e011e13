-- Remove Repeat URL oldest first keeps an event when no newer match of its URL is in the window
-- (decision 0060): this index answers that probe, per organization (hash, organization leading) or for
-- the super feed across organizations (hash alone). The key is hashtext(url), not the URL: a URL can be
-- longer than a btree entry may be; the probe compares the URL itself too. Drizzle writes this one as
-- the schema declares it.
CREATE INDEX "events_url_idx" ON "events" USING btree (hashtext("url"),"customer_id","detection_time" DESC NULLS LAST,"id" DESC NULLS LAST);
