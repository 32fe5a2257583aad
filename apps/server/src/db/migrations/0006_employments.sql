CREATE TABLE "assignments" (
	"staff_uid" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_staff_uid_business_id_pk" PRIMARY KEY("staff_uid","business_id")
);
--> statement-breakpoint
CREATE TABLE "employments" (
	"staff_uid" uuid PRIMARY KEY NOT NULL,
	"owner_uid" uuid NOT NULL,
	"pin_hash" text,
	"joined_with_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" uuid
);
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_staff_uid_employments_staff_uid_fk" FOREIGN KEY ("staff_uid") REFERENCES "public"."employments"("staff_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employments" ADD CONSTRAINT "employments_staff_uid_profiles_uid_fk" FOREIGN KEY ("staff_uid") REFERENCES "public"."profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employments" ADD CONSTRAINT "employments_owner_uid_profiles_uid_fk" FOREIGN KEY ("owner_uid") REFERENCES "public"."profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignments_business_id_idx" ON "assignments" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "employments_owner_uid_idx" ON "employments" USING btree ("owner_uid");