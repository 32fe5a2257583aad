CREATE TABLE "centre_holiday_years" (
	"business_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"region" text,
	"notice" text,
	CONSTRAINT "centre_holiday_years_business_id_year_pk" PRIMARY KEY("business_id","year")
);
--> statement-breakpoint
CREATE TABLE "centre_holidays" (
	"business_id" uuid NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "centre_holidays_business_id_date_pk" PRIMARY KEY("business_id","date"),
	CONSTRAINT "centre_holidays_source_known" CHECK ("centre_holidays"."source" in ('library','owner'))
);
--> statement-breakpoint
CREATE TABLE "correction_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_uid" uuid NOT NULL,
	"staff_uid" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"shift_id" uuid,
	"date" date NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution_reason" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "correction_requests_status_known" CHECK ("correction_requests"."status" in ('open','done','declined'))
);
--> statement-breakpoint
CREATE TABLE "overtime_rules" (
	"owner_uid" uuid PRIMARY KEY NOT NULL,
	"week_start" integer DEFAULT 1 NOT NULL,
	"daily_seconds" integer,
	"weekly_seconds" integer,
	"preset" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overtime_rules_week_start_range" CHECK ("overtime_rules"."week_start" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "time_edits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_uid" uuid NOT NULL,
	"staff_uid" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"group_id" uuid NOT NULL,
	"supersedes_shift_id" uuid,
	"supersedes_edit_id" uuid,
	"punched_shift_id" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"break_seconds" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"editor_uid" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "time_edits_kind_known" CHECK ("time_edits"."kind" in ('add_shift','move_clock_in','move_clock_out','split_shift')),
	CONSTRAINT "time_edits_ordered" CHECK ("time_edits"."ended_at" > "time_edits"."started_at")
);
--> statement-breakpoint
CREATE TABLE "week_approvals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_uid" uuid NOT NULL,
	"staff_uid" uuid NOT NULL,
	"week_start" date NOT NULL,
	"approved_by" uuid NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	"unlocked_by" uuid,
	"unlocked_at" timestamp with time zone,
	"unlock_reason" text
);
--> statement-breakpoint
ALTER TABLE "centre_holiday_years" ADD CONSTRAINT "centre_holiday_years_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centre_holidays" ADD CONSTRAINT "centre_holidays_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correction_requests" ADD CONSTRAINT "correction_requests_staff_uid_profiles_uid_fk" FOREIGN KEY ("staff_uid") REFERENCES "public"."profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correction_requests" ADD CONSTRAINT "correction_requests_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_rules" ADD CONSTRAINT "overtime_rules_owner_uid_profiles_uid_fk" FOREIGN KEY ("owner_uid") REFERENCES "public"."profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_edits" ADD CONSTRAINT "time_edits_staff_uid_profiles_uid_fk" FOREIGN KEY ("staff_uid") REFERENCES "public"."profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_edits" ADD CONSTRAINT "time_edits_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_edits" ADD CONSTRAINT "time_edits_supersedes_shift_id_shifts_id_fk" FOREIGN KEY ("supersedes_shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_edits" ADD CONSTRAINT "time_edits_punched_shift_id_shifts_id_fk" FOREIGN KEY ("punched_shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_approvals" ADD CONSTRAINT "week_approvals_staff_uid_profiles_uid_fk" FOREIGN KEY ("staff_uid") REFERENCES "public"."profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "correction_requests_owner_open_idx" ON "correction_requests" USING btree ("owner_uid","created_at") WHERE "correction_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "correction_requests_staff_idx" ON "correction_requests" USING btree ("staff_uid","created_at");--> statement-breakpoint
CREATE INDEX "time_edits_owner_started_idx" ON "time_edits" USING btree ("owner_uid","started_at");--> statement-breakpoint
CREATE INDEX "time_edits_staff_started_idx" ON "time_edits" USING btree ("staff_uid","started_at");--> statement-breakpoint
CREATE INDEX "time_edits_supersedes_shift_idx" ON "time_edits" USING btree ("supersedes_shift_id");--> statement-breakpoint
CREATE INDEX "time_edits_supersedes_edit_idx" ON "time_edits" USING btree ("supersedes_edit_id");--> statement-breakpoint
CREATE INDEX "time_edits_group_idx" ON "time_edits" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "week_approvals_live_key" ON "week_approvals" USING btree ("staff_uid","week_start") WHERE "week_approvals"."unlocked_at" is null;--> statement-breakpoint
CREATE INDEX "week_approvals_owner_week_idx" ON "week_approvals" USING btree ("owner_uid","week_start");--> statement-breakpoint
CREATE INDEX "shifts_owner_started_idx" ON "shifts" USING btree ("owner_uid","started_at");