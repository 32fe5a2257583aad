ALTER TABLE "punches" DROP CONSTRAINT "punches_staff_uid_profiles_uid_fk";
--> statement-breakpoint
ALTER TABLE "punches" DROP CONSTRAINT "punches_business_id_businesses_id_fk";
--> statement-breakpoint
DROP INDEX "punches_owner_server_at_idx";