CREATE TABLE "incident_alerts" (
	"customer_id" integer NOT NULL,
	"event_row_id" bigint NOT NULL,
	"alerted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_alerts_customer_id_event_row_id_pk" PRIMARY KEY("customer_id","event_row_id")
);
--> statement-breakpoint
CREATE TABLE "brand_aliases" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_policy_id" integer NOT NULL,
	"value" text NOT NULL,
	"is_partial_match" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_policy_id" integer NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lookups" (
	"id" serial PRIMARY KEY NOT NULL,
	"lookup_id" text NOT NULL,
	"code" text NOT NULL,
	"value" text NOT NULL,
	"str_flex_field_1" text DEFAULT '' NOT NULL,
	"str_flex_field_2" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "threat_intel" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"event_row_id" bigint,
	"threat_url" text NOT NULL,
	"detected_brands" text[] DEFAULT '{}'::text[] NOT NULL,
	"threat_detected_on" timestamp with time zone NOT NULL,
	"is_verified" boolean DEFAULT true NOT NULL,
	"threat_ip_address" text,
	"industry" text,
	"country" text,
	"state" text,
	"city" text,
	"screenshot_blob" text,
	"html_blob" text,
	"submitted_on" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_by" uuid
);
--> statement-breakpoint
CREATE TABLE "browser_details" (
	"customer_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"extension_user_id" bigint NOT NULL,
	"os" text NOT NULL,
	"browser" text NOT NULL,
	"browser_version" text,
	"extension_version" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "browser_details_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "event_actions" (
	"customer_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"event_row_id" bigint NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" uuid,
	"actor_email" text NOT NULL,
	"detail" jsonb,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_actions_customer_id_id_pk" PRIMARY KEY("customer_id","id"),
	CONSTRAINT "event_actions_action_ck" CHECK (action in ('verify', 'unverify', 'false_positive', 'clear', 'remove_threat', 'triage'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"customer_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"event_id" uuid NOT NULL,
	"extension_user_id" bigint,
	"install_id" uuid,
	"type" smallint NOT NULL,
	"url" text NOT NULL,
	"detection_time" timestamp with time zone NOT NULL,
	"user_action" text DEFAULT 'Pending' NOT NULL,
	"brands" text[] DEFAULT '{}'::text[] NOT NULL,
	"email" text,
	"os_user_id" text,
	"os_computer_name" text,
	"os_uuid" text,
	"os" text,
	"browser_name" text,
	"device_type" text DEFAULT 'D' NOT NULL,
	"domain_ip_address" text,
	"model_code" text,
	"triaged_event" boolean DEFAULT false NOT NULL,
	"is_verified" text DEFAULT 'N' NOT NULL,
	"is_false_positive" boolean DEFAULT false NOT NULL,
	"cleared" boolean DEFAULT false NOT NULL,
	"detection_boxes" jsonb,
	"has_screenshot" boolean DEFAULT false NOT NULL,
	"has_resized" boolean DEFAULT false NOT NULL,
	"has_marked" boolean DEFAULT false NOT NULL,
	"has_html" boolean DEFAULT false NOT NULL,
	"received" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_customer_id_id_pk" PRIMARY KEY("customer_id","id"),
	CONSTRAINT "events_type_ck" CHECK (type between 0 and 5),
	CONSTRAINT "events_user_action_ck" CHECK (user_action in ('Pending', 'Close')),
	CONSTRAINT "events_device_type_ck" CHECK (device_type in ('D', 'M')),
	CONSTRAINT "events_is_verified_ck" CHECK (is_verified in ('Y', 'N'))
);
--> statement-breakpoint
CREATE TABLE "extension_installs" (
	"customer_id" integer NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"extension_user_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"method" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_heartbeat_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "extension_installs_customer_id_id_pk" PRIMARY KEY("customer_id","id"),
	CONSTRAINT "extension_installs_method_ck" CHECK (method in ('manual', 'managed'))
);
--> statement-breakpoint
CREATE TABLE "extension_users" (
	"customer_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"name" text,
	"os_user_id" text,
	"os_computer_name" text,
	"os_uuid" text,
	"email" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "extension_users_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "login_page_scans" (
	"customer_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"install_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_page_scans_customer_id_id_pk" PRIMARY KEY("customer_id","id"),
	CONSTRAINT "login_page_scans_count_ck" CHECK (count >= 0)
);
--> statement-breakpoint
CREATE TABLE "registration_codes" (
	"customer_id" integer NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_codes_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"payload" jsonb NOT NULL,
	"dedupe_key" text,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_configs" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"label" text,
	"email" text,
	"phone" text,
	"is_label_configured" boolean DEFAULT false NOT NULL,
	"is_contact_info_configured" boolean DEFAULT false NOT NULL,
	"show_processing_banner" boolean DEFAULT true NOT NULL,
	"show_processing_bar" boolean DEFAULT false NOT NULL,
	"hide_this_is_safe_button" boolean DEFAULT false NOT NULL,
	"is_gform_scanning_enabled" boolean DEFAULT false NOT NULL,
	"extn_settings" jsonb NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_configs_label_ck" CHECK (label is null or char_length(label) <= 25)
);
--> statement-breakpoint
CREATE TABLE "allowed_domains" (
	"customer_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"display_name" text NOT NULL,
	"authorized_domain" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "allowed_domains_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "allowed_google_form_urls" (
	"customer_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"display_name" text NOT NULL,
	"url" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "allowed_google_form_urls_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "blocked_urls" (
	"customer_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"display_name" text NOT NULL,
	"url" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_urls_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "scan_configs" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"mm_enabled" boolean DEFAULT false NOT NULL,
	"lookup_code" text DEFAULT 'PP1' NOT NULL,
	"demomode_enabled" boolean DEFAULT false NOT NULL,
	"pp_enabled" boolean DEFAULT true NOT NULL,
	"ss_opt_enabled" boolean DEFAULT false NOT NULL,
	"scanning_rule_enabled" boolean DEFAULT false NOT NULL,
	"scanning_rule_code" text DEFAULT 'RULE_DEFAULT' NOT NULL,
	"str_mm_policy" text DEFAULT 'BBP1' NOT NULL,
	"image_size" text DEFAULT 'MM_IMG_SIZE_02' NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"group_id" integer,
	"organization_name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_provisioned" boolean DEFAULT true NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"org_code" text,
	"sub_domain" text,
	"license_type" text DEFAULT 'BASICPHISH' NOT NULL,
	"is_customized" boolean DEFAULT false NOT NULL,
	"tenant_as_customer" boolean DEFAULT false NOT NULL,
	"is_msp" boolean DEFAULT false NOT NULL,
	"hide_global_view" boolean DEFAULT false NOT NULL,
	"blob_container" text NOT NULL,
	"no_of_users" integer,
	"license_key" text NOT NULL,
	"support_email_deployment" text,
	CONSTRAINT "customers_license_type_ck" CHECK (license_type in ('BASICPHISH', 'TISOC', 'PHISHPROTSUITE')),
	CONSTRAINT "customers_no_of_users_ck" CHECK (no_of_users is null or no_of_users between 1 and 5000000)
);
--> statement-breakpoint
CREATE TABLE "tenant_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_name" text NOT NULL,
	"phone" text,
	"sub_domain" text NOT NULL,
	"is_msp" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_customized" boolean DEFAULT false NOT NULL,
	"hide_global_view" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whitelabels" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"brand_name" text,
	"support_email" text,
	"logo_file_name" text,
	"logo_blob" text,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text NOT NULL,
	"tenant_id" integer,
	"customer_id" integer,
	"password_hash" text,
	"send_email" boolean DEFAULT true NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_users_role_ck" CHECK (role in ('BaitwatchAdmin', 'TenantAdmin', 'CustomerAdmin')),
	CONSTRAINT "admin_users_scope_ck" CHECK ((role = 'BaitwatchAdmin' and customer_id is null)
        or (role = 'TenantAdmin' and tenant_id is not null and customer_id is null)
        or (role = 'CustomerAdmin' and customer_id is not null))
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" integer,
	"tenant_id" integer,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_keys_owner_ck" CHECK ((customer_id is null) <> (tenant_id is null))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_tokens_purpose_ck" CHECK (purpose in ('invite', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "incident_alerts" ADD CONSTRAINT "incident_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_aliases" ADD CONSTRAINT "brand_aliases_brand_policy_id_brand_policies_id_fk" FOREIGN KEY ("brand_policy_id") REFERENCES "public"."brand_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_domains" ADD CONSTRAINT "brand_domains_brand_policy_id_brand_policies_id_fk" FOREIGN KEY ("brand_policy_id") REFERENCES "public"."brand_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threat_intel" ADD CONSTRAINT "threat_intel_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threat_intel" ADD CONSTRAINT "threat_intel_submitted_by_admin_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_actions" ADD CONSTRAINT "event_actions_actor_user_id_admin_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_installs" ADD CONSTRAINT "extension_installs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_users" ADD CONSTRAINT "extension_users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_codes" ADD CONSTRAINT "registration_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_configs" ADD CONSTRAINT "alert_configs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allowed_domains" ADD CONSTRAINT "allowed_domains_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allowed_google_form_urls" ADD CONSTRAINT "allowed_google_form_urls_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_urls" ADD CONSTRAINT "blocked_urls_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_configs" ADD CONSTRAINT "scan_configs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_group_id_tenant_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."tenant_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_groups" ADD CONSTRAINT "tenant_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelabels" ADD CONSTRAINT "whitelabels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_alerts_alerted_idx" ON "incident_alerts" USING btree ("customer_id","alerted_at");--> statement-breakpoint
CREATE INDEX "brand_aliases_policy_idx" ON "brand_aliases" USING btree ("brand_policy_id");--> statement-breakpoint
CREATE INDEX "brand_domains_policy_idx" ON "brand_domains" USING btree ("brand_policy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_policies_name_uq" ON "brand_policies" USING btree (lower("brand_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "lookups_uq" ON "lookups" USING btree ("lookup_id","str_flex_field_1","str_flex_field_2","code");--> statement-breakpoint
CREATE INDEX "threat_intel_detected_idx" ON "threat_intel" USING btree ("threat_detected_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "threat_intel_event_idx" ON "threat_intel" USING btree ("customer_id","event_row_id");--> statement-breakpoint
CREATE INDEX "browser_details_user_idx" ON "browser_details" USING btree ("customer_id","extension_user_id");--> statement-breakpoint
CREATE INDEX "event_actions_event_idx" ON "event_actions" USING btree ("customer_id","event_row_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_event_id_uq" ON "events" USING btree ("customer_id","event_id");--> statement-breakpoint
CREATE INDEX "events_feed_idx" ON "events" USING btree ("customer_id","detection_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_user_idx" ON "events" USING btree ("customer_id","extension_user_id","detection_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_super_feed_idx" ON "events" USING btree ("detection_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "extension_installs_token_uq" ON "extension_installs" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "extension_users_created_idx" ON "extension_users" USING btree ("customer_id","created");--> statement-breakpoint
CREATE INDEX "extension_users_email_idx" ON "extension_users" USING btree ("customer_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "extension_users_managed_uq" ON "extension_users" USING btree ("customer_id","os_uuid","os_user_id") WHERE os_uuid is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "extension_users_manual_uq" ON "extension_users" USING btree ("customer_id",lower("email")) WHERE os_uuid is null;--> statement-breakpoint
CREATE INDEX "login_page_scans_period_idx" ON "login_page_scans" USING btree ("customer_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "login_page_scans_install_period_uq" ON "login_page_scans" USING btree ("customer_id","install_id","period_start");--> statement-breakpoint
CREATE INDEX "registration_codes_email_idx" ON "registration_codes" USING btree ("customer_id",lower("email"),"created");--> statement-breakpoint
CREATE INDEX "jobs_ready_idx" ON "jobs" USING btree ("queue","run_at") WHERE done_at is null;--> statement-breakpoint
CREATE INDEX "jobs_dedupe_idx" ON "jobs" USING btree ("queue","dedupe_key") WHERE done_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "allowed_domains_uq" ON "allowed_domains" USING btree ("customer_id",lower("authorized_domain"));--> statement-breakpoint
CREATE UNIQUE INDEX "allowed_google_form_urls_uq" ON "allowed_google_form_urls" USING btree ("customer_id","url");--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_urls_uq" ON "blocked_urls" USING btree ("customer_id","url");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_license_key_uq" ON "customers" USING btree ("license_key");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_sub_domain_uq" ON "customers" USING btree (lower("sub_domain"));--> statement-breakpoint
CREATE INDEX "customers_tenant_idx" ON "customers" USING btree ("tenant_id","group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_groups_name_uq" ON "tenant_groups" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_sub_domain_uq" ON "tenants" USING btree (lower("sub_domain"));--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_email_uq" ON "admin_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "admin_users_customer_idx" ON "admin_users" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "admin_users_tenant_idx" ON "admin_users" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_uq" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent_idx" ON "mail_outbox" USING btree ("created") WHERE sent_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_tokens_hash_uq" ON "one_time_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_uq" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");