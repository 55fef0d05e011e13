CREATE TABLE "customer_api_keys" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"key_sealed" text NOT NULL,
	"expires_on" date NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_api_keys" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"key_sealed" text NOT NULL,
	"expires_on" date NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_api_keys" ADD CONSTRAINT "customer_api_keys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_api_keys" ADD CONSTRAINT "tenant_api_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_api_keys_hash_uq" ON "customer_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_api_keys_hash_uq" ON "tenant_api_keys" USING btree ("key_hash");