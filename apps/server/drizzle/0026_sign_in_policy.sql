-- Issue 26. Sign-in policies (password alone, a second factor, passkeys only) per organization, tenant and the provider; a session that must enrol first.
CREATE TABLE "sign_in_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" integer,
	"tenant_id" integer,
	"policy" text NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "enrolment_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_policies" ADD CONSTRAINT "sign_in_policies_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_policies" ADD CONSTRAINT "sign_in_policies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_policies_scope_uq" ON "sign_in_policies" USING btree (coalesce("customer_id", 0),coalesce("tenant_id", 0));