CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "extension_installs_token_uq";--> statement-breakpoint
CREATE INDEX "extension_installs_token_idx" ON "extension_installs" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "extension_installs_token_uq" ON "extension_installs" USING btree ("customer_id","token_hash");