ALTER TABLE "billing_sandbox"."customers" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "billing_sandbox"."invoices" ADD COLUMN "tax" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_sandbox"."invoices" ADD COLUMN "line_taxes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_sandbox"."invoices" ADD COLUMN "billing_address" jsonb;