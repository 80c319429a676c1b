CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"goal_id" uuid NOT NULL,
	"author_id" uuid,
	"status" text NOT NULL,
	"confidence" smallint NOT NULL,
	"note" text,
	"blockers" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_status_check" CHECK ("check_ins"."status" in ('on_track', 'at_risk', 'off_track')),
	CONSTRAINT "check_ins_confidence_check" CHECK ("check_ins"."confidence" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "goal_alignments" (
	"goal_id" uuid NOT NULL,
	"parent_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goal_alignments_goal_id_parent_id_pk" PRIMARY KEY("goal_id","parent_id"),
	CONSTRAINT "goal_alignments_not_self_check" CHECK ("goal_alignments"."goal_id" <> "goal_alignments"."parent_id")
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"level" text NOT NULL,
	"team_id" uuid,
	"owner_id" uuid,
	"created_by" uuid,
	"title" text NOT NULL,
	"description" text,
	"starts_on" date NOT NULL,
	"due_on" date NOT NULL,
	"visibility" text DEFAULT 'company' NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"last_check_in_at" timestamp with time zone,
	"last_check_in_status" text,
	"last_check_in_confidence" smallint,
	"check_in_reminded_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goals_level_check" CHECK ("goals"."level" in ('company', 'team', 'personal')),
	CONSTRAINT "goals_visibility_check" CHECK ("goals"."visibility" in ('company', 'private')),
	CONSTRAINT "goals_last_check_in_status_check" CHECK ("goals"."last_check_in_status" is null or "goals"."last_check_in_status" in ('on_track', 'at_risk', 'off_track')),
	CONSTRAINT "goals_team_check" CHECK (("goals"."level" = 'team') = ("goals"."team_id" is not null)),
	CONSTRAINT "goals_period_check" CHECK ("goals"."due_on" >= "goals"."starts_on"),
	CONSTRAINT "goals_progress_check" CHECK ("goals"."progress" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "key_result_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key_result_id" uuid NOT NULL,
	"check_in_id" uuid,
	"value" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "key_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"goal_id" uuid NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"unit" text,
	"start_value" double precision NOT NULL,
	"target_value" double precision NOT NULL,
	"current_value" double precision NOT NULL,
	"weight" smallint DEFAULT 1 NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "key_results_kind_check" CHECK ("key_results"."kind" in ('number', 'percent', 'currency', 'binary')),
	CONSTRAINT "key_results_weight_check" CHECK ("key_results"."weight" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_alignments" ADD CONSTRAINT "goal_alignments_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_alignments" ADD CONSTRAINT "goal_alignments_parent_id_goals_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_result_values" ADD CONSTRAINT "key_result_values_key_result_id_key_results_id_fk" FOREIGN KEY ("key_result_id") REFERENCES "public"."key_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_result_values" ADD CONSTRAINT "key_result_values_check_in_id_check_ins_id_fk" FOREIGN KEY ("check_in_id") REFERENCES "public"."check_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_results" ADD CONSTRAINT "key_results_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_ins_goal_created_idx" ON "check_ins" USING btree ("goal_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "check_ins_author_id_idx" ON "check_ins" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "goal_alignments_parent_id_idx" ON "goal_alignments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "goals_company_created_idx" ON "goals" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "goals_company_open_idx" ON "goals" USING btree ("company_id") WHERE "goals"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "goals_owner_id_idx" ON "goals" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "goals_team_id_idx" ON "goals" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "key_result_values_key_result_idx" ON "key_result_values" USING btree ("key_result_id","created_at");--> statement-breakpoint
CREATE INDEX "key_result_values_check_in_id_idx" ON "key_result_values" USING btree ("check_in_id");--> statement-breakpoint
CREATE INDEX "key_results_goal_id_idx" ON "key_results" USING btree ("goal_id","position");