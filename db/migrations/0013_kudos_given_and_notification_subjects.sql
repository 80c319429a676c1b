CREATE TABLE "kudos_given" (
	"kudos_id" uuid PRIMARY KEY NOT NULL,
	"sender_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "kudos_given" ADD CONSTRAINT "kudos_given_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kudos_given_sender_created_idx" ON "kudos_given" USING btree ("sender_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_subject_idx" ON "notifications" USING btree ("user_id","kind","subject") WHERE "notifications"."read_at" is null;--> statement-breakpoint
-- The daily limit counts kudos_given from now on: the last day's kudos are its first rows.
INSERT INTO "kudos_given" ("kudos_id", "sender_id", "created_at")
  SELECT "id", "sender_id", "created_at" FROM "kudos"
  WHERE "kind" = 'kudos' AND "sender_id" IS NOT NULL AND "created_at" > now() - interval '24 hours';--> statement-breakpoint
-- A kudos notifies each of its recipients once, so these subjects never meet under the unique index;
-- deleting a kudos finds its notifications by them. Other kinds' earlier rows keep no subject.
UPDATE "notifications" SET "subject" = "data"->>'kudosId' WHERE "kind" = 'kudos_received';
