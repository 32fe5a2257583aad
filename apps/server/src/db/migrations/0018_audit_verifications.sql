CREATE TABLE "audit_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_uid" uuid NOT NULL,
	"requested_by" uuid,
	"state" text NOT NULL,
	"entries_total" bigint DEFAULT 0 NOT NULL,
	"entries_checked" bigint DEFAULT 0 NOT NULL,
	"rows_total" bigint DEFAULT 0 NOT NULL,
	"rows_checked" bigint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"report" jsonb,
	"failure" text
);
--> statement-breakpoint
ALTER TABLE "audit_verifications" ADD CONSTRAINT "audit_verifications_owner_uid_profiles_uid_fk" FOREIGN KEY ("owner_uid") REFERENCES "public"."profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_verifications" ADD CONSTRAINT "audit_verifications_requested_by_profiles_uid_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."profiles"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_verifications_one_active_key" ON "audit_verifications" USING btree ("owner_uid") WHERE "audit_verifications"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "audit_verifications_owner_started_idx" ON "audit_verifications" USING btree ("owner_uid","started_at");