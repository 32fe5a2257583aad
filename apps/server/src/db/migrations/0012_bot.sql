CREATE TABLE "bot_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bot_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_uid" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"text" text NOT NULL,
	"step" bigint
);
--> statement-breakpoint
CREATE TABLE "bot_runs" (
	"user_uid" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'stopped' NOT NULL,
	"amount_cents" bigint,
	"cash_cents" bigint NOT NULL,
	"holdings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"trades" integer DEFAULT 0 NOT NULL,
	"last_step" bigint,
	"started_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bot_logs" ADD CONSTRAINT "bot_logs_user_uid_profiles_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_runs" ADD CONSTRAINT "bot_runs_user_uid_profiles_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_logs_user_id_idx" ON "bot_logs" USING btree ("user_uid","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bot_logs_user_step_key" ON "bot_logs" USING btree ("user_uid","step") WHERE "bot_logs"."step" is not null;--> statement-breakpoint
CREATE INDEX "bot_runs_running_lease_idx" ON "bot_runs" USING btree ("lease_expires_at") WHERE "bot_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "bot_runs_running_owner_idx" ON "bot_runs" USING btree ("lease_owner") WHERE "bot_runs"."status" = 'running';