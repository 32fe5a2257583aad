CREATE TABLE "auth"."one_time_codes" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "one_time_codes_pkey" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "one_time_codes_kind_check" CHECK ("auth"."one_time_codes"."kind" in ('recovery', 'email'))
);
--> statement-breakpoint
ALTER TABLE "auth"."sessions" ADD COLUMN "auth_method" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth"."users" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth"."users" ADD COLUMN "recovery_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth"."one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_codes_token_hash_kind_key" ON "auth"."one_time_codes" USING btree ("token_hash","kind");--> statement-breakpoint
ALTER TABLE "auth"."sessions" ADD CONSTRAINT "sessions_auth_method_check" CHECK ("auth"."sessions"."auth_method" in ('password', 'otp', 'recovery'));