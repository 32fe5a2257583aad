ALTER TABLE "profiles" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "end_date" date;