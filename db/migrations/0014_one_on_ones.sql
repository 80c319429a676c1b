CREATE TABLE "action_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"one_on_one_id" uuid NOT NULL,
	"meeting_id" uuid,
	"owner_id" uuid,
	"text" text NOT NULL,
	"due_on" date,
	"done_at" timestamp with time zone,
	"goal_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agenda_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meeting_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"position" integer NOT NULL,
	"ticked_at" timestamp with time zone,
	"ticked_by" uuid,
	"carried_from" uuid,
	"goal_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agenda_points_text_check" CHECK (char_length("agenda_points"."text") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "one_on_one_meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"one_on_one_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"held_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "one_on_one_notes" (
	"author_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_on_one_notes_author_id_meeting_id_pk" PRIMARY KEY("author_id","meeting_id"),
	CONSTRAINT "one_on_one_notes_body_check" CHECK (char_length("one_on_one_notes"."body") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "one_on_ones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"proposed_by" uuid,
	"partner_id" uuid,
	"status" text NOT NULL,
	"cadence" text NOT NULL,
	"weekday" smallint NOT NULL,
	"local_time" text NOT NULL,
	"starts_on" date NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_on_ones_status_check" CHECK ("one_on_ones"."status" in ('proposed', 'active', 'ended')),
	CONSTRAINT "one_on_ones_cadence_check" CHECK ("one_on_ones"."cadence" in ('weekly', 'biweekly', 'monthly')),
	CONSTRAINT "one_on_ones_weekday_check" CHECK ("one_on_ones"."weekday" between 1 and 7),
	CONSTRAINT "one_on_ones_local_time_check" CHECK ("one_on_ones"."local_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "one_on_ones_two_people_check" CHECK ("one_on_ones"."proposed_by" <> "one_on_ones"."partner_id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "action_items" ADD CONSTRAINT "action_items_one_on_one_id_one_on_ones_id_fk" FOREIGN KEY ("one_on_one_id") REFERENCES "public"."one_on_ones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_items" ADD CONSTRAINT "action_items_meeting_id_one_on_one_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."one_on_one_meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_items" ADD CONSTRAINT "action_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_items" ADD CONSTRAINT "action_items_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_items" ADD CONSTRAINT "action_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_points" ADD CONSTRAINT "agenda_points_meeting_id_one_on_one_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."one_on_one_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_points" ADD CONSTRAINT "agenda_points_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_points" ADD CONSTRAINT "agenda_points_ticked_by_users_id_fk" FOREIGN KEY ("ticked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_points" ADD CONSTRAINT "agenda_points_carried_from_agenda_points_id_fk" FOREIGN KEY ("carried_from") REFERENCES "public"."agenda_points"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_points" ADD CONSTRAINT "agenda_points_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_one_meetings" ADD CONSTRAINT "one_on_one_meetings_one_on_one_id_one_on_ones_id_fk" FOREIGN KEY ("one_on_one_id") REFERENCES "public"."one_on_ones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_one_notes" ADD CONSTRAINT "one_on_one_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_one_notes" ADD CONSTRAINT "one_on_one_notes_meeting_id_one_on_one_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."one_on_one_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_ones" ADD CONSTRAINT "one_on_ones_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_ones" ADD CONSTRAINT "one_on_ones_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_ones" ADD CONSTRAINT "one_on_ones_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_ones" ADD CONSTRAINT "one_on_ones_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_items_open_owner_idx" ON "action_items" USING btree ("owner_id") WHERE "action_items"."done_at" is null;--> statement-breakpoint
CREATE INDEX "action_items_owner_id_idx" ON "action_items" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "action_items_one_on_one_id_idx" ON "action_items" USING btree ("one_on_one_id");--> statement-breakpoint
CREATE INDEX "action_items_meeting_id_idx" ON "action_items" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "action_items_goal_id_idx" ON "action_items" USING btree ("goal_id");--> statement-breakpoint
CREATE INDEX "action_items_created_by_idx" ON "action_items" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "agenda_points_meeting_position_idx" ON "agenda_points" USING btree ("meeting_id","position");--> statement-breakpoint
CREATE INDEX "agenda_points_author_id_idx" ON "agenda_points" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "agenda_points_ticked_by_idx" ON "agenda_points" USING btree ("ticked_by");--> statement-breakpoint
CREATE INDEX "agenda_points_carried_from_idx" ON "agenda_points" USING btree ("carried_from");--> statement-breakpoint
CREATE INDEX "agenda_points_goal_id_idx" ON "agenda_points" USING btree ("goal_id");--> statement-breakpoint
CREATE INDEX "one_on_one_meetings_history_idx" ON "one_on_one_meetings" USING btree ("one_on_one_id","starts_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "one_on_one_meetings_next_idx" ON "one_on_one_meetings" USING btree ("one_on_one_id") WHERE "one_on_one_meetings"."held_at" is null;--> statement-breakpoint
CREATE INDEX "one_on_one_notes_meeting_id_idx" ON "one_on_one_notes" USING btree ("meeting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "one_on_ones_live_pair_idx" ON "one_on_ones" USING btree (least("proposed_by", "partner_id"),greatest("proposed_by", "partner_id")) WHERE "one_on_ones"."status" <> 'ended';--> statement-breakpoint
CREATE INDEX "one_on_ones_company_id_idx" ON "one_on_ones" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "one_on_ones_proposed_by_idx" ON "one_on_ones" USING btree ("proposed_by");--> statement-breakpoint
CREATE INDEX "one_on_ones_partner_id_idx" ON "one_on_ones" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "one_on_ones_ended_by_idx" ON "one_on_ones" USING btree ("ended_by");