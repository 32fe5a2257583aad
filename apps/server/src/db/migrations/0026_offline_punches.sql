-- Every punch so far arrived when it was made: its time of record is its arrival.
ALTER TABLE "punches" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
UPDATE "punches" SET "received_at" = "server_at";--> statement-breakpoint
ALTER TABLE "punches" ALTER COLUMN "received_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "punches" ADD COLUMN "last_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "punches" ADD COLUMN "offset_ms" bigint;--> statement-breakpoint
ALTER TABLE "punches" ADD COLUMN "delivery_offset_ms" bigint;
