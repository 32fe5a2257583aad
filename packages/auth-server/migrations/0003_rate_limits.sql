CREATE TABLE "auth"."rate_limits" (
	"name" text NOT NULL,
	"address" text NOT NULL,
	"tokens" double precision NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"full_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limits_pkey" PRIMARY KEY("name","address")
);
--> statement-breakpoint
CREATE INDEX "rate_limits_full_at_idx" ON "auth"."rate_limits" USING btree ("full_at");