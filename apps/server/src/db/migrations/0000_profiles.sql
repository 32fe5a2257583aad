CREATE TABLE "profiles" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"role" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"cell_number" text,
	"home_number" text,
	"work_number" text,
	"street" text,
	"street_2" text,
	"city" text,
	"province" text,
	"country" text,
	"postal_code" text,
	"gender" text,
	"position" text,
	"date_joined" timestamp with time zone DEFAULT now() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"plan" text DEFAULT 'Free' NOT NULL,
	"confirm_email" boolean DEFAULT false NOT NULL,
	"pending_approval" boolean DEFAULT false NOT NULL,
	"is_manager" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_username_lower_key" ON "profiles" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_email_lower_key" ON "profiles" USING btree (lower("email"));