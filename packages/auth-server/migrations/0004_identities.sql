CREATE TABLE "auth"."identities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"identity_data" jsonb NOT NULL,
	"provider" text NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"email" text GENERATED ALWAYS AS (lower(identity_data ->> 'email')) STORED
);
--> statement-breakpoint
ALTER TABLE "auth"."identities" ADD CONSTRAINT "identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identities_provider_id_provider_unique" ON "auth"."identities" USING btree ("provider_id","provider");--> statement-breakpoint
CREATE INDEX "identities_user_id_idx" ON "auth"."identities" USING btree ("user_id");--> statement-breakpoint
-- Users made before identities existed get their email identity now, with an id drawn once and
-- kept from then on; dated like the account, as if it had been made with it.
INSERT INTO "auth"."identities" ("id", "provider_id", "user_id", "identity_data", "provider", "last_sign_in_at", "created_at", "updated_at")
SELECT gen_random_uuid(), u."id"::text, u."id", jsonb_build_object('sub', u."id"::text, 'email', u."email", 'email_verified', u."email_confirmed_at" IS NOT NULL, 'phone_verified', false), 'email', u."created_at", u."created_at", u."created_at"
FROM "auth"."users" u
ON CONFLICT DO NOTHING;
