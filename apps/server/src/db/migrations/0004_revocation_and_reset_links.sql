CREATE TABLE "password_reset_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"uid" uuid NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "tokens_not_before" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "revoked_session_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "password_reset_links_uid_idx" ON "password_reset_links" USING btree ("uid");