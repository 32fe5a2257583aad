CREATE SCHEMA "billing_sandbox";
--> statement-breakpoint
CREATE TABLE "billing_sandbox"."customers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text,
	"first_name" text,
	"last_name" text,
	"company" text,
	"phone" text,
	"primary_payment_source_id" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"resource_version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_sandbox"."events" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"event_type" text NOT NULL,
	"source" text NOT NULL,
	"occurred_at" bigint NOT NULL,
	"content" jsonb NOT NULL,
	"webhook_status" text NOT NULL,
	"webhook_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at_ms" bigint,
	"claimed_until_ms" bigint,
	"webhook_failure_reason" text,
	CONSTRAINT "events_seq_key" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "billing_sandbox"."hosted_pages" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"state" text NOT NULL,
	"checkout" jsonb,
	"customer_id" text,
	"redirect_url" text,
	"cancel_url" text,
	"pass_thru_content" text,
	"embed" boolean DEFAULT false NOT NULL,
	"result" jsonb,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"resource_version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_sandbox"."invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"customer_id" text NOT NULL,
	"subscription_id" text,
	"status" text NOT NULL,
	"recurring" boolean NOT NULL,
	"currency_code" text NOT NULL,
	"total" integer NOT NULL,
	"amount_paid" integer NOT NULL,
	"amount_due" integer NOT NULL,
	"date" bigint NOT NULL,
	"paid_at" bigint,
	"lines" jsonb NOT NULL,
	"transaction" jsonb,
	"updated_at" bigint NOT NULL,
	"resource_version" bigint NOT NULL,
	CONSTRAINT "invoices_seq_key" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "billing_sandbox"."payment_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"reference_id" text NOT NULL,
	"brand" text NOT NULL,
	"iin" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"behaviour" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"resource_version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_sandbox"."settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"clock_offset_seconds" bigint DEFAULT 0 NOT NULL,
	"webhook_copies" integer DEFAULT 1 NOT NULL,
	"webhook_order" text DEFAULT 'in_order' NOT NULL,
	"webhook_delivery" text DEFAULT 'immediate' NOT NULL,
	CONSTRAINT "settings_single_row_check" CHECK ("billing_sandbox"."settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "billing_sandbox"."subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"status" text NOT NULL,
	"item_price_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"currency_code" text NOT NULL,
	"billing_period" integer NOT NULL,
	"billing_period_unit" text NOT NULL,
	"payment_source_id" text,
	"current_term_start" bigint NOT NULL,
	"current_term_end" bigint NOT NULL,
	"started_at" bigint NOT NULL,
	"activated_at" bigint NOT NULL,
	"cancelled_at" bigint,
	"cancel_reason" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"resource_version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_sandbox"."invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "billing_sandbox"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_sandbox"."invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "billing_sandbox"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_sandbox"."payment_sources" ADD CONSTRAINT "payment_sources_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "billing_sandbox"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_sandbox"."subscriptions" ADD CONSTRAINT "subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "billing_sandbox"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_type_idx" ON "billing_sandbox"."events" USING btree ("event_type","seq");--> statement-breakpoint
CREATE INDEX "events_pending_idx" ON "billing_sandbox"."events" USING btree ("webhook_status","next_attempt_at_ms");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "billing_sandbox"."invoices" USING btree ("customer_id","date");--> statement-breakpoint
CREATE INDEX "invoices_subscription_idx" ON "billing_sandbox"."invoices" USING btree ("subscription_id","date");--> statement-breakpoint
CREATE INDEX "payment_sources_customer_idx" ON "billing_sandbox"."payment_sources" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "subscriptions_customer_idx" ON "billing_sandbox"."subscriptions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "billing_sandbox"."subscriptions" USING btree ("status","current_term_end");