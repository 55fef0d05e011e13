-- Issue 27. Syslog destinations (an organization's, a tenant's Global View, the provider's) and the messages waiting for them.
CREATE TABLE "syslog_destinations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" integer,
	"tenant_id" integer,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"transport" text NOT NULL,
	"format" text NOT NULL,
	"ca_certificate" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"event_types" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_sent_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"last_error" text,
	"next_try_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "syslog_destinations_scope" CHECK ("syslog_destinations"."customer_id" is null or "syslog_destinations"."tenant_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "syslog_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"destination_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"source_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "syslog_destinations" ADD CONSTRAINT "syslog_destinations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syslog_destinations" ADD CONSTRAINT "syslog_destinations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syslog_messages" ADD CONSTRAINT "syslog_messages_destination_id_syslog_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."syslog_destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "syslog_destinations_customer_idx" ON "syslog_destinations" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "syslog_destinations_tenant_idx" ON "syslog_destinations" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "syslog_messages_source_uq" ON "syslog_messages" USING btree ("destination_id","source_key");--> statement-breakpoint
CREATE INDEX "syslog_messages_waiting_idx" ON "syslog_messages" USING btree ("destination_id","id") WHERE "syslog_messages"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "syslog_messages_sent_idx" ON "syslog_messages" USING btree ("sent_at");