CREATE TABLE "deleted_accounts" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"owner_uid" uuid NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text,
	"expires_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "redacted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_events_unredacted_at_idx" ON "audit_events" USING btree ("at") WHERE "audit_events"."redacted_at" is null;--> statement-breakpoint
CREATE INDEX "shifts_started_idx" ON "shifts" USING btree ("started_at");