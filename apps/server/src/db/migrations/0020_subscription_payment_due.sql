ALTER TABLE "subscriptions" ADD COLUMN "payment_due_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_due_amount" integer;