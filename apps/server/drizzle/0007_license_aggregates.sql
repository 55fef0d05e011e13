CREATE TABLE "license_breakdowns" (
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"legend" text NOT NULL,
	"users" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "license_breakdowns_customer_id_kind_legend_pk" PRIMARY KEY("customer_id","kind","legend"),
	CONSTRAINT "license_breakdowns_kind_ck" CHECK (kind in ('os', 'browser'))
);
--> statement-breakpoint
CREATE TABLE "license_periods" (
	"customer_id" integer NOT NULL,
	"span" text NOT NULL,
	"period" date NOT NULL,
	"new_users" integer DEFAULT 0 NOT NULL,
	"active_users" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "license_periods_customer_id_span_period_pk" PRIMARY KEY("customer_id","span","period"),
	CONSTRAINT "license_periods_span_ck" CHECK (span in ('D', 'M', 'Y'))
);
--> statement-breakpoint
ALTER TABLE "license_breakdowns" ADD CONSTRAINT "license_breakdowns_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_periods" ADD CONSTRAINT "license_periods_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extension_users_seen_idx" ON "extension_users" USING btree ("customer_id","last_seen_at");--> statement-breakpoint
CREATE INDEX "extension_users_name_prefix_idx" ON "extension_users" USING btree ("customer_id",lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "extension_users_email_prefix_idx" ON "extension_users" USING btree ("customer_id",lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "extension_users_os_user_prefix_idx" ON "extension_users" USING btree ("customer_id",lower("os_user_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "extension_users_computer_prefix_idx" ON "extension_users" USING btree ("customer_id",lower("os_computer_name") text_pattern_ops);--> statement-breakpoint
-- Backfill: users created per period, and each user active in the period it was last seen in.
INSERT INTO "license_periods" ("customer_id", "span", "period", "new_users", "active_users")
SELECT customer_id, span, period, sum(is_new)::int, sum(is_active)::int FROM (
	SELECT u.customer_id, s.span, date_trunc(s.unit, u.created AT TIME ZONE 'UTC')::date AS period, 1 AS is_new, 0 AS is_active
	FROM "extension_users" u CROSS JOIN (VALUES ('D', 'day'), ('M', 'month'), ('Y', 'year')) AS s(span, unit)
	UNION ALL
	SELECT u.customer_id, s.span, date_trunc(s.unit, u.last_seen_at AT TIME ZONE 'UTC')::date, 0, 1
	FROM "extension_users" u CROSS JOIN (VALUES ('D', 'day'), ('M', 'month'), ('Y', 'year')) AS s(span, unit)
	WHERE u.last_seen_at IS NOT NULL
) x GROUP BY customer_id, span, period;--> statement-breakpoint
-- Backfill: each user's latest recorded OS and browser.
INSERT INTO "license_breakdowns" ("customer_id", "kind", "legend", "users")
SELECT customer_id, kind, legend, count(*)::int FROM (
	SELECT DISTINCT ON (b.customer_id, b.extension_user_id) b.customer_id, b.os, b.browser
	FROM "browser_details" b ORDER BY b.customer_id, b.extension_user_id, b.created DESC, b.id DESC
) latest CROSS JOIN LATERAL (VALUES ('os', latest.os), ('browser', latest.browser)) AS k(kind, legend)
GROUP BY customer_id, kind, legend;
