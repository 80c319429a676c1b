CREATE TABLE "career_positions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"track_id" uuid NOT NULL,
	"level_id" uuid NOT NULL,
	"set_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_tracks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"open_to_moves" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_tracks_name_check" CHECK (char_length("career_tracks"."name") between 1 and 60),
	CONSTRAINT "career_tracks_description_check" CHECK (char_length("career_tracks"."description") between 0 and 500)
);
--> statement-breakpoint
CREATE TABLE "competencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"track_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competencies_name_check" CHECK (char_length("competencies"."name") between 1 and 60),
	CONSTRAINT "competencies_position_check" CHECK ("competencies"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "competency_expectations" (
	"competency_id" uuid NOT NULL,
	"level_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competency_expectations_competency_id_level_id_pk" PRIMARY KEY("competency_id","level_id"),
	CONSTRAINT "competency_expectations_text_check" CHECK (char_length("competency_expectations"."text") between 1 and 600)
);
--> statement-breakpoint
CREATE TABLE "growth_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"due_on" date,
	"competency_id" uuid,
	"goal_id" uuid,
	"resource_id" uuid,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "growth_items_kind_check" CHECK ("growth_items"."kind" in ('learn', 'practise', 'ship', 'read')),
	CONSTRAINT "growth_items_title_check" CHECK (char_length("growth_items"."title") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"week" date NOT NULL,
	"prompt" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_body_check" CHECK (char_length("journal_entries"."body") between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "learning_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"kind" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_resources_title_check" CHECK (char_length("learning_resources"."title") between 1 and 200),
	CONSTRAINT "learning_resources_url_check" CHECK (char_length("learning_resources"."url") between 1 and 2000),
	CONSTRAINT "learning_resources_kind_check" CHECK ("learning_resources"."kind" in ('article', 'course', 'book', 'video'))
);
--> statement-breakpoint
CREATE TABLE "learning_tips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"competency_id" uuid NOT NULL,
	"week" date NOT NULL,
	"text" text NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_tips_text_check" CHECK (char_length("learning_tips"."text") between 1 and 500),
	CONSTRAINT "learning_tips_week_check" CHECK (extract(isodow from "learning_tips"."week") = 1)
);
--> statement-breakpoint
CREATE TABLE "resource_competencies" (
	"resource_id" uuid NOT NULL,
	"competency_id" uuid NOT NULL,
	CONSTRAINT "resource_competencies_resource_id_competency_id_pk" PRIMARY KEY("resource_id","competency_id")
);
--> statement-breakpoint
CREATE TABLE "skill_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"rater_id" uuid,
	"competency_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"note" text,
	"shared" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_ratings_rating_check" CHECK ("skill_ratings"."rating" between 1 and 4),
	CONSTRAINT "skill_ratings_note_check" CHECK (char_length("skill_ratings"."note") between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "track_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"track_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"summary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "track_levels_name_check" CHECK (char_length("track_levels"."name") between 1 and 60),
	CONSTRAINT "track_levels_summary_check" CHECK (char_length("track_levels"."summary") between 0 and 500),
	CONSTRAINT "track_levels_position_check" CHECK ("track_levels"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contribution_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contribution_entries_text_check" CHECK (char_length("contribution_entries"."text") between 1 and 300)
);
--> statement-breakpoint
CREATE TABLE "contribution_hides" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contribution_hides_user_id_kind_subject_id_pk" PRIMARY KEY("user_id","kind","subject_id"),
	CONSTRAINT "contribution_hides_kind_check" CHECK ("contribution_hides"."kind" in ('key_result_moved', 'goal_closed', 'kudos_received', 'action_item_done', 'growth_item_done', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "team_purposes" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"text" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_purposes_text_check" CHECK (char_length("team_purposes"."text") between 1 and 300)
);
--> statement-breakpoint
CREATE TABLE "value_figures" (
	"period_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"value_id" uuid NOT NULL,
	"team_id" uuid,
	"members" integer NOT NULL,
	"respondents" integer,
	"score" double precision,
	"reason" text,
	CONSTRAINT "value_figures_segment_unique" UNIQUE NULLS NOT DISTINCT("period_id","value_id","team_id"),
	CONSTRAINT "value_figures_shown_or_withheld_check" CHECK (("value_figures"."reason" is null) = ("value_figures"."respondents" is not null and "value_figures"."score" is not null)),
	CONSTRAINT "value_figures_reason_check" CHECK ("value_figures"."reason" in ('too_few_respondents', 'complement_too_small'))
);
--> statement-breakpoint
CREATE TABLE "value_participation" (
	"company_id" uuid NOT NULL,
	"period_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "value_participation_period_id_user_id_pk" PRIMARY KEY("period_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "value_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"period_id" uuid NOT NULL,
	"team_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"scores" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "day_items" DROP CONSTRAINT "day_items_one_link_check";--> statement-breakpoint
ALTER TABLE "agenda_points" ADD COLUMN "growth_item_id" uuid;--> statement-breakpoint
ALTER TABLE "day_items" ADD COLUMN "growth_item_id" uuid;--> statement-breakpoint
ALTER TABLE "career_positions" ADD CONSTRAINT "career_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_positions" ADD CONSTRAINT "career_positions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_positions" ADD CONSTRAINT "career_positions_track_id_career_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."career_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_positions" ADD CONSTRAINT "career_positions_level_id_track_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."track_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_positions" ADD CONSTRAINT "career_positions_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_tracks" ADD CONSTRAINT "career_tracks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competencies" ADD CONSTRAINT "competencies_track_id_career_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."career_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competencies" ADD CONSTRAINT "competencies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competency_expectations" ADD CONSTRAINT "competency_expectations_competency_id_competencies_id_fk" FOREIGN KEY ("competency_id") REFERENCES "public"."competencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competency_expectations" ADD CONSTRAINT "competency_expectations_level_id_track_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."track_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competency_expectations" ADD CONSTRAINT "competency_expectations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_items" ADD CONSTRAINT "growth_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_items" ADD CONSTRAINT "growth_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_items" ADD CONSTRAINT "growth_items_competency_id_competencies_id_fk" FOREIGN KEY ("competency_id") REFERENCES "public"."competencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_items" ADD CONSTRAINT "growth_items_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_items" ADD CONSTRAINT "growth_items_resource_id_learning_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."learning_resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_resources" ADD CONSTRAINT "learning_resources_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_resources" ADD CONSTRAINT "learning_resources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_tips" ADD CONSTRAINT "learning_tips_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_tips" ADD CONSTRAINT "learning_tips_competency_id_competencies_id_fk" FOREIGN KEY ("competency_id") REFERENCES "public"."competencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_tips" ADD CONSTRAINT "learning_tips_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_competencies" ADD CONSTRAINT "resource_competencies_resource_id_learning_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."learning_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_competencies" ADD CONSTRAINT "resource_competencies_competency_id_competencies_id_fk" FOREIGN KEY ("competency_id") REFERENCES "public"."competencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_ratings" ADD CONSTRAINT "skill_ratings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_ratings" ADD CONSTRAINT "skill_ratings_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_ratings" ADD CONSTRAINT "skill_ratings_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_ratings" ADD CONSTRAINT "skill_ratings_competency_id_competencies_id_fk" FOREIGN KEY ("competency_id") REFERENCES "public"."competencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_levels" ADD CONSTRAINT "track_levels_track_id_career_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."career_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_levels" ADD CONSTRAINT "track_levels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_entries" ADD CONSTRAINT "contribution_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_entries" ADD CONSTRAINT "contribution_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_hides" ADD CONSTRAINT "contribution_hides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_purposes" ADD CONSTRAINT "team_purposes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_purposes" ADD CONSTRAINT "team_purposes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_purposes" ADD CONSTRAINT "team_purposes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_figures" ADD CONSTRAINT "value_figures_period_id_pulse_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."pulse_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_figures" ADD CONSTRAINT "value_figures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_figures" ADD CONSTRAINT "value_figures_value_id_company_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."company_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_figures" ADD CONSTRAINT "value_figures_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_participation" ADD CONSTRAINT "value_participation_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_participation" ADD CONSTRAINT "value_participation_period_id_pulse_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."pulse_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_participation" ADD CONSTRAINT "value_participation_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_responses" ADD CONSTRAINT "value_responses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_responses" ADD CONSTRAINT "value_responses_period_id_pulse_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."pulse_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_positions_company_id_idx" ON "career_positions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "career_positions_track_id_idx" ON "career_positions" USING btree ("track_id");--> statement-breakpoint
CREATE INDEX "career_positions_level_id_idx" ON "career_positions" USING btree ("level_id");--> statement-breakpoint
CREATE INDEX "career_positions_set_by_idx" ON "career_positions" USING btree ("set_by");--> statement-breakpoint
CREATE UNIQUE INDEX "career_tracks_company_name_idx" ON "career_tracks" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "competencies_track_position_idx" ON "competencies" USING btree ("track_id","position");--> statement-breakpoint
CREATE INDEX "competencies_company_id_idx" ON "competencies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "competency_expectations_level_id_idx" ON "competency_expectations" USING btree ("level_id");--> statement-breakpoint
CREATE INDEX "competency_expectations_company_id_idx" ON "competency_expectations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "growth_items_user_open_due_idx" ON "growth_items" USING btree ("user_id","due_on") WHERE "growth_items"."done_at" is null;--> statement-breakpoint
CREATE INDEX "growth_items_user_done_idx" ON "growth_items" USING btree ("user_id","done_at" DESC NULLS FIRST) WHERE "growth_items"."done_at" is not null;--> statement-breakpoint
CREATE INDEX "growth_items_company_id_idx" ON "growth_items" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "growth_items_competency_id_idx" ON "growth_items" USING btree ("competency_id");--> statement-breakpoint
CREATE INDEX "growth_items_goal_id_idx" ON "growth_items" USING btree ("goal_id");--> statement-breakpoint
CREATE INDEX "growth_items_resource_id_idx" ON "growth_items" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "journal_entries_user_created_idx" ON "journal_entries" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "learning_resources_company_created_idx" ON "learning_resources" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "learning_resources_created_by_idx" ON "learning_resources" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_tips_competency_week_idx" ON "learning_tips" USING btree ("competency_id","week");--> statement-breakpoint
CREATE INDEX "learning_tips_company_week_idx" ON "learning_tips" USING btree ("company_id","week");--> statement-breakpoint
CREATE INDEX "learning_tips_author_id_idx" ON "learning_tips" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "resource_competencies_competency_id_idx" ON "resource_competencies" USING btree ("competency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skill_ratings_person_rater_competency_idx" ON "skill_ratings" USING btree ("person_id","rater_id","competency_id");--> statement-breakpoint
CREATE INDEX "skill_ratings_rater_id_idx" ON "skill_ratings" USING btree ("rater_id");--> statement-breakpoint
CREATE INDEX "skill_ratings_competency_id_idx" ON "skill_ratings" USING btree ("competency_id");--> statement-breakpoint
CREATE INDEX "skill_ratings_company_id_idx" ON "skill_ratings" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "track_levels_track_position_idx" ON "track_levels" USING btree ("track_id","position");--> statement-breakpoint
CREATE INDEX "track_levels_company_id_idx" ON "track_levels" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "contribution_entries_user_day_idx" ON "contribution_entries" USING btree ("user_id","day" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contribution_entries_company_id_idx" ON "contribution_entries" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "team_purposes_company_id_idx" ON "team_purposes" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "team_purposes_updated_by_idx" ON "team_purposes" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "value_figures_company_period_idx" ON "value_figures" USING btree ("company_id","period_id");--> statement-breakpoint
CREATE INDEX "value_figures_value_id_idx" ON "value_figures" USING btree ("value_id");--> statement-breakpoint
CREATE INDEX "value_figures_team_id_idx" ON "value_figures" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "value_participation_user_idx" ON "value_participation" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "value_participation_company_id_idx" ON "value_participation" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "value_responses_period_idx" ON "value_responses" USING btree ("period_id");--> statement-breakpoint
CREATE INDEX "value_responses_company_id_idx" ON "value_responses" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "agenda_points" ADD CONSTRAINT "agenda_points_growth_item_id_growth_items_id_fk" FOREIGN KEY ("growth_item_id") REFERENCES "public"."growth_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_items" ADD CONSTRAINT "day_items_growth_item_id_growth_items_id_fk" FOREIGN KEY ("growth_item_id") REFERENCES "public"."growth_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agenda_points_growth_item_id_idx" ON "agenda_points" USING btree ("growth_item_id");--> statement-breakpoint
CREATE INDEX "day_items_growth_item_id_idx" ON "day_items" USING btree ("growth_item_id");--> statement-breakpoint
ALTER TABLE "day_items" ADD CONSTRAINT "day_items_one_link_check" CHECK (num_nonnulls("day_items"."key_result_id", "day_items"."goal_id", "day_items"."action_item_id", "day_items"."growth_item_id") <= 1);