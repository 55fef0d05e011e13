-- Scheduled PDF reports (decision 0074): who receives each organization's and tenant roll-up's report, the periods mailed (once each), and mail attachments stored with their mail.
CREATE TABLE "mail_attachments" (
	"mail_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "mail_attachments_mail_id_position_pk" PRIMARY KEY("mail_id","position")
);
--> statement-breakpoint
CREATE TABLE "report_mailings" (
	"scope_key" text NOT NULL,
	"customer_id" integer,
	"tenant_id" integer,
	"period" text NOT NULL,
	"recipients" integer NOT NULL,
	"mailed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_mailings_scope_key_period_pk" PRIMARY KEY("scope_key","period"),
	CONSTRAINT "report_mailings_scope_ck" CHECK ((customer_id is null) <> (tenant_id is null))
);
--> statement-breakpoint
CREATE TABLE "report_subscriptions" (
	"scope_key" text NOT NULL,
	"customer_id" integer,
	"tenant_id" integer,
	"recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"weekly" boolean DEFAULT false NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_subscriptions_scope_key_pk" PRIMARY KEY("scope_key"),
	CONSTRAINT "report_subscriptions_scope_ck" CHECK ((customer_id is null) <> (tenant_id is null))
);
--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_mailings" ADD CONSTRAINT "report_mailings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_mailings" ADD CONSTRAINT "report_mailings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;