DROP INDEX "allowed_google_form_urls_uq";--> statement-breakpoint
DROP INDEX "blocked_urls_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "allowed_google_form_urls_uq" ON "allowed_google_form_urls" USING btree ("customer_id",lower("url"));--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_urls_uq" ON "blocked_urls" USING btree ("customer_id",lower("url"));