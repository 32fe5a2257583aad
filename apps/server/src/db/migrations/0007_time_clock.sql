CREATE TABLE "audit_heads" (
	"owner_uid" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_heads_owner_uid_pk" PRIMARY KEY("owner_uid")
);
--> statement-breakpoint
CREATE TABLE "punch_reviews" (
	"punch_id" uuid PRIMARY KEY NOT NULL,
	"decision" text NOT NULL,
	"reason" text NOT NULL,
	"reviewer_uid" uuid NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "punches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"staff_uid" uuid NOT NULL,
	"owner_uid" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"type" text NOT NULL,
	"server_at" timestamp with time zone NOT NULL,
	"client_at" timestamp with time zone NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy_m" double precision,
	"position_at" timestamp with time zone,
	"location_error" text,
	"distance_m" double precision,
	"verdict" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"request_hash" text NOT NULL,
	"receipt" jsonb NOT NULL,
	"signature" text NOT NULL,
	CONSTRAINT "punches_type_known" CHECK ("punches"."type" in ('clock_in','clock_out','break_start','break_end')),
	CONSTRAINT "punches_verdict_known" CHECK ("punches"."verdict" in ('inside','outside','uncertain'))
);
--> statement-breakpoint
CREATE TABLE "receipt_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"alg" text DEFAULT 'Ed25519' NOT NULL,
	"public_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"staff_uid" uuid NOT NULL,
	"owner_uid" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"break_started_at" timestamp with time zone,
	"break_ms" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "max_shift_hours" integer DEFAULT 16 NOT NULL;--> statement-breakpoint
ALTER TABLE "punch_reviews" ADD CONSTRAINT "punch_reviews_punch_id_punches_id_fk" FOREIGN KEY ("punch_id") REFERENCES "public"."punches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_staff_uid_profiles_uid_fk" FOREIGN KEY ("staff_uid") REFERENCES "public"."profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_staff_uid_profiles_uid_fk" FOREIGN KEY ("staff_uid") REFERENCES "public"."profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "punches_staff_server_at_idx" ON "punches" USING btree ("staff_uid","server_at");--> statement-breakpoint
CREATE INDEX "punches_shift_idx" ON "punches" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "punches_owner_server_at_idx" ON "punches" USING btree ("owner_uid","server_at");--> statement-breakpoint
CREATE INDEX "punches_flagged_idx" ON "punches" USING btree ("owner_uid","server_at") WHERE "punches"."verdict" <> 'inside' or "punches"."reasons" <> '[]'::jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_one_open_per_staff_key" ON "shifts" USING btree ("staff_uid") WHERE "shifts"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "shifts_staff_started_idx" ON "shifts" USING btree ("staff_uid","started_at");--> statement-breakpoint
CREATE INDEX "shifts_open_by_owner_idx" ON "shifts" USING btree ("owner_uid") WHERE "shifts"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_owner_seq_key" ON "audit_events" USING btree ("owner_uid","seq");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_max_shift_range" CHECK ("businesses"."max_shift_hours" between 1 and 48);