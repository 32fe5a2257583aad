CREATE TABLE "punch_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"punch_id" uuid NOT NULL,
	"owner_uid" uuid NOT NULL,
	"author_uid" uuid NOT NULL,
	"body" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"chain_seq" bigint NOT NULL,
	"chain_hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "punch_notes" ADD CONSTRAINT "punch_notes_punch_id_punches_id_fk" FOREIGN KEY ("punch_id") REFERENCES "public"."punches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "punch_notes_punch_created_idx" ON "punch_notes" USING btree ("punch_id","created_at");