-- Decision 0065. A brand policy's reference logos: the picture redrawn small, and the difference hash the extension compares.
CREATE TABLE "brand_logos" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_policy_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_logos" ADD CONSTRAINT "brand_logos_brand_policy_id_brand_policies_id_fk" FOREIGN KEY ("brand_policy_id") REFERENCES "public"."brand_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_logos_policy_idx" ON "brand_logos" USING btree ("brand_policy_id");