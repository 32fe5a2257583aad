ALTER TABLE "billing_sandbox"."invoices" ADD COLUMN "failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_sandbox"."invoices" ADD COLUMN "next_retry_at" bigint;--> statement-breakpoint
ALTER TABLE "billing_sandbox"."subscriptions" ADD COLUMN "due_invoices_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_sandbox"."subscriptions" ADD COLUMN "due_since" bigint;--> statement-breakpoint
ALTER TABLE "billing_sandbox"."subscriptions" ADD COLUMN "total_dues" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_retry_idx" ON "billing_sandbox"."invoices" USING btree ("status","next_retry_at");