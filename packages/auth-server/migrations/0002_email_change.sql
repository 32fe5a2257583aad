ALTER TABLE "auth"."one_time_codes" DROP CONSTRAINT "one_time_codes_kind_check";--> statement-breakpoint
ALTER TABLE "auth"."users" ADD COLUMN "email_change" text;--> statement-breakpoint
ALTER TABLE "auth"."users" ADD COLUMN "email_change_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth"."users" ADD COLUMN "email_change_confirm_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auth"."one_time_codes" ADD CONSTRAINT "one_time_codes_kind_check" CHECK ("auth"."one_time_codes"."kind" in ('recovery', 'email', 'email_change_current', 'email_change_new'));