CREATE TABLE "rate_limit_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "running_servers" (
	"id" text PRIMARY KEY NOT NULL,
	"auth_key_id" text,
	"billing_fingerprint" text,
	"started_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counts_expires_at" ON "rate_limit_counts" USING btree ("expires_at");