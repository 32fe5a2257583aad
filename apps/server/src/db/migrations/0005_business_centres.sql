CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_uid" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_uid" uuid NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_uid" uuid NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"street_2" text,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"country" text NOT NULL,
	"postal_code" text,
	"time_zone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"radius_m" integer DEFAULT 100 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "businesses_latitude_range" CHECK ("businesses"."latitude" between -90 and 90),
	CONSTRAINT "businesses_longitude_range" CHECK ("businesses"."longitude" between -180 and 180),
	CONSTRAINT "businesses_radius_range" CHECK ("businesses"."radius_m" between 25 and 2000)
);
--> statement-breakpoint
CREATE TABLE "invite_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_owner_uid_profiles_uid_fk" FOREIGN KEY ("owner_uid") REFERENCES "public"."profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_owner_uid_id_idx" ON "audit_events" USING btree ("owner_uid","id");--> statement-breakpoint
CREATE INDEX "businesses_owner_uid_idx" ON "businesses" USING btree ("owner_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_codes_live_code_key" ON "invite_codes" USING btree ("code") WHERE "invite_codes"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "invite_codes_live_business_key" ON "invite_codes" USING btree ("business_id") WHERE "invite_codes"."revoked_at" is null;