CREATE TABLE "connection_answers" (
	"round_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "connection_answers_round_id_user_id_pk" PRIMARY KEY("round_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "connection_blocks" (
	"user_id" uuid NOT NULL,
	"blocked_user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connection_blocks_user_id_blocked_user_id_pk" PRIMARY KEY("user_id","blocked_user_id"),
	CONSTRAINT "connection_blocks_not_self_check" CHECK ("connection_blocks"."user_id" <> "connection_blocks"."blocked_user_id")
);
--> statement-breakpoint
CREATE TABLE "connection_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"snoozed_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connection_pair_members" (
	"round_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"pair_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "connection_pair_members_round_id_user_id_pk" PRIMARY KEY("round_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "connection_pairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"company_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connection_round_figures" (
	"round_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"met" integer DEFAULT 0 NOT NULL,
	"not_met" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "connection_round_figures_counts_check" CHECK ("connection_round_figures"."met" >= 0 and "connection_round_figures"."not_met" >= 0)
);
--> statement-breakpoint
CREATE TABLE "connection_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connection_rounds_company_starts_on_key" UNIQUE("company_id","starts_on")
);
--> statement-breakpoint
CREATE TABLE "help_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_answers_body_check" CHECK (char_length("help_answers"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "help_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"title" text NOT NULL,
	"details" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"solved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_requests_title_check" CHECK (char_length("help_requests"."title") between 1 and 150),
	CONSTRAINT "help_requests_tags_check" CHECK (cardinality("help_requests"."tags") <= 5),
	CONSTRAINT "help_requests_details_check" CHECK ("help_requests"."details" is null or char_length("help_requests"."details") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "help_skills" (
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"skill" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_skills_user_id_key_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "help_skills_skill_check" CHECK (char_length("help_skills"."skill") between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "rituals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"notes" text,
	"cadence" text NOT NULL,
	"starts_on" date NOT NULL,
	"time" text NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"owner_id" uuid,
	"review_on" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rituals_kind_check" CHECK ("rituals"."kind" in ('retro', 'demo', 'planning', 'health_check', 'custom')),
	CONSTRAINT "rituals_cadence_check" CHECK ("rituals"."cadence" in ('weekly', 'biweekly', 'monthly')),
	CONSTRAINT "rituals_title_check" CHECK (char_length("rituals"."title") between 1 and 80),
	CONSTRAINT "rituals_notes_check" CHECK ("rituals"."notes" is null or char_length("rituals"."notes") between 1 and 2000),
	CONSTRAINT "rituals_time_check" CHECK ("rituals"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "rituals_duration_check" CHECK ("rituals"."duration_minutes" between 5 and 480),
	CONSTRAINT "rituals_review_check" CHECK ("rituals"."review_on" >= "rituals"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_kind_check";--> statement-breakpoint
ALTER TABLE "connection_answers" ADD CONSTRAINT "connection_answers_round_id_connection_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."connection_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_answers" ADD CONSTRAINT "connection_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_answers" ADD CONSTRAINT "connection_answers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_blocks" ADD CONSTRAINT "connection_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_blocks" ADD CONSTRAINT "connection_blocks_blocked_user_id_users_id_fk" FOREIGN KEY ("blocked_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_blocks" ADD CONSTRAINT "connection_blocks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_members" ADD CONSTRAINT "connection_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_members" ADD CONSTRAINT "connection_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_pair_members" ADD CONSTRAINT "connection_pair_members_round_id_connection_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."connection_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_pair_members" ADD CONSTRAINT "connection_pair_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_pair_members" ADD CONSTRAINT "connection_pair_members_pair_id_connection_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."connection_pairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_pair_members" ADD CONSTRAINT "connection_pair_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_pairs" ADD CONSTRAINT "connection_pairs_round_id_connection_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."connection_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_pairs" ADD CONSTRAINT "connection_pairs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_round_figures" ADD CONSTRAINT "connection_round_figures_round_id_connection_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."connection_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_round_figures" ADD CONSTRAINT "connection_round_figures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_rounds" ADD CONSTRAINT "connection_rounds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_answers" ADD CONSTRAINT "help_answers_request_id_help_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."help_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_answers" ADD CONSTRAINT "help_answers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_answers" ADD CONSTRAINT "help_answers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_skills" ADD CONSTRAINT "help_skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_skills" ADD CONSTRAINT "help_skills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rituals" ADD CONSTRAINT "rituals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rituals" ADD CONSTRAINT "rituals_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rituals" ADD CONSTRAINT "rituals_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rituals" ADD CONSTRAINT "rituals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connection_answers_user_id_idx" ON "connection_answers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "connection_blocks_blocked_user_id_idx" ON "connection_blocks" USING btree ("blocked_user_id");--> statement-breakpoint
CREATE INDEX "connection_members_company_id_idx" ON "connection_members" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "connection_pair_members_pair_id_idx" ON "connection_pair_members" USING btree ("pair_id");--> statement-breakpoint
CREATE INDEX "connection_pair_members_user_id_idx" ON "connection_pair_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "connection_pairs_round_id_idx" ON "connection_pairs" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "help_answers_request_created_idx" ON "help_answers" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "help_answers_author_id_idx" ON "help_answers" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "help_requests_company_created_idx" ON "help_requests" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "help_requests_author_id_idx" ON "help_requests" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "help_skills_company_key_idx" ON "help_skills" USING btree ("company_id","key");--> statement-breakpoint
CREATE INDEX "rituals_team_id_idx" ON "rituals" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "rituals_company_id_idx" ON "rituals" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "rituals_owner_id_idx" ON "rituals" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "rituals_created_by_idx" ON "rituals" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_kind_check" CHECK ("documents"."kind" in ('strategy', 'decision', 'idea', 'canvas', 'persona', 'competition'));