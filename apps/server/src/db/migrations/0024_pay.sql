CREATE TABLE "pay_period_closures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_uid" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"closed_by" uuid NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"snapshot" jsonb NOT NULL,
	"snapshot_hash" text NOT NULL,
	"reopened_by" uuid,
	"reopened_at" timestamp with time zone,
	"reopen_reason" text,
	CONSTRAINT "pay_period_closures_ordered" CHECK ("pay_period_closures"."period_end" >= "pay_period_closures"."period_start")
);
--> statement-breakpoint
CREATE TABLE "pay_rates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_uid" uuid NOT NULL,
	"staff_uid" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"cents_per_hour" integer NOT NULL,
	"set_by" uuid NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pay_rates_cents_range" CHECK ("pay_rates"."cents_per_hour" between 1 and 100000)
);
--> statement-breakpoint
CREATE TABLE "pay_settings" (
	"owner_uid" uuid PRIMARY KEY NOT NULL,
	"period_kind" text NOT NULL,
	"anchor_date" date NOT NULL,
	"managers_see_rates" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pay_settings_period_kind_known" CHECK ("pay_settings"."period_kind" in ('weekly','biweekly','semi_monthly','monthly'))
);
--> statement-breakpoint
ALTER TABLE "centre_holidays" ADD COLUMN "statutory" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "overtime_rules" ADD COLUMN "overtime_pct" integer;--> statement-breakpoint
ALTER TABLE "overtime_rules" ADD COLUMN "double_daily_seconds" integer;--> statement-breakpoint
ALTER TABLE "overtime_rules" ADD COLUMN "double_pct" integer;--> statement-breakpoint
ALTER TABLE "overtime_rules" ADD COLUMN "holiday_pct" integer;--> statement-breakpoint
ALTER TABLE "overtime_rules" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "pay_rates" ADD CONSTRAINT "pay_rates_staff_uid_profiles_uid_fk" FOREIGN KEY ("staff_uid") REFERENCES "public"."profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_settings" ADD CONSTRAINT "pay_settings_owner_uid_profiles_uid_fk" FOREIGN KEY ("owner_uid") REFERENCES "public"."profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_period_closures_live_key" ON "pay_period_closures" USING btree ("owner_uid","period_start") WHERE "pay_period_closures"."reopened_at" is null;--> statement-breakpoint
CREATE INDEX "pay_period_closures_owner_id_idx" ON "pay_period_closures" USING btree ("owner_uid","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_rates_staff_from_key" ON "pay_rates" USING btree ("staff_uid","effective_from");--> statement-breakpoint
CREATE INDEX "pay_rates_owner_id_idx" ON "pay_rates" USING btree ("owner_uid","id");--> statement-breakpoint
ALTER TABLE "overtime_rules" ADD CONSTRAINT "overtime_rules_pct_range" CHECK (coalesce("overtime_rules"."overtime_pct", 150) between 100 and 400
        and coalesce("overtime_rules"."double_pct", 200) between 100 and 400
        and coalesce("overtime_rules"."holiday_pct", 150) between 100 and 400);