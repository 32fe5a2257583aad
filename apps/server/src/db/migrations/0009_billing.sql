CREATE TABLE "billing_checkouts" (
	"subscription_id" text PRIMARY KEY NOT NULL,
	"owner_uid" uuid NOT NULL,
	"hosted_page_id" text NOT NULL,
	"item_price_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"subscription_id" text PRIMARY KEY NOT NULL,
	"owner_uid" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"item_price_id" text NOT NULL,
	"status" text NOT NULL,
	"current_term_start" timestamp with time zone,
	"current_term_end" timestamp with time zone,
	"next_billing_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"amount" integer,
	"currency_code" text,
	"payment" jsonb,
	"resource_version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "plan_suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_checkouts" ADD CONSTRAINT "billing_checkouts_owner_uid_profiles_uid_fk" FOREIGN KEY ("owner_uid") REFERENCES "public"."profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_owner_uid_profiles_uid_fk" FOREIGN KEY ("owner_uid") REFERENCES "public"."profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_checkouts_owner_uid_idx" ON "billing_checkouts" USING btree ("owner_uid");--> statement-breakpoint
CREATE INDEX "subscriptions_owner_uid_idx" ON "subscriptions" USING btree ("owner_uid");