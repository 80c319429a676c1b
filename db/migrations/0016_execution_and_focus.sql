CREATE TABLE "board_card_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"from_column" text,
	"to_column" text,
	"owner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_card_events_kind_check" CHECK ("board_card_events"."kind" in ('created', 'moved', 'edited', 'assigned'))
);
--> statement-breakpoint
CREATE TABLE "board_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"column_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"owner_id" uuid,
	"due_on" date,
	"key_result_id" uuid,
	"created_by" uuid,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_columns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boards" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "focus_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"start_time" text NOT NULL,
	"minutes" smallint NOT NULL,
	"purpose" text NOT NULL,
	"kept" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "focus_blocks_minutes_check" CHECK ("focus_blocks"."minutes" between 15 and 480),
	CONSTRAINT "focus_blocks_start_time_check" CHECK ("focus_blocks"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "focus_blocks_purpose_check" CHECK (char_length("focus_blocks"."purpose") between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "habit_ticks" (
	"habit_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "habit_ticks_habit_id_day_pk" PRIMARY KEY("habit_id","day")
);
--> statement-breakpoint
CREATE TABLE "habits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"per_week" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "habits_per_week_check" CHECK ("habits"."per_week" between 1 and 7),
	CONSTRAINT "habits_name_check" CHECK (char_length("habits"."name") between 1 and 80)
);
--> statement-breakpoint
CREATE TABLE "standup_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"answers" jsonb NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"from_close" boolean DEFAULT false NOT NULL,
	"blocked_told_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standup_digests" (
	"team_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standup_digests_team_id_day_pk" PRIMARY KEY("team_id","day")
);
--> statement-breakpoint
CREATE TABLE "standups" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"questions" jsonb NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"digest_time" text NOT NULL,
	"paused_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standups_digest_time_check" CHECK ("standups"."digest_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "standups_weekdays_check" CHECK (cardinality("standups"."weekdays") between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "day_closes" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"company_id" uuid NOT NULL,
	"done" text,
	"next" text,
	"blocked" text,
	"note" text,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_closes_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "day_closes_length_check" CHECK (coalesce(char_length("day_closes"."done"), 0) <= 2000
        and coalesce(char_length("day_closes"."next"), 0) <= 2000
        and coalesce(char_length("day_closes"."blocked"), 0) <= 2000
        and coalesce(char_length("day_closes"."note"), 0) <= 2000)
);
--> statement-breakpoint
CREATE TABLE "day_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"key_result_id" uuid,
	"goal_id" uuid,
	"action_item_id" uuid,
	"one_thing_on" date,
	"done_at" timestamp with time zone,
	"rolled" smallint DEFAULT 0 NOT NULL,
	"keep_asked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_items_text_check" CHECK (char_length("day_items"."text") between 1 and 200),
	CONSTRAINT "day_items_one_link_check" CHECK (num_nonnulls("day_items"."key_result_id", "day_items"."goal_id", "day_items"."action_item_id") <= 1),
	CONSTRAINT "day_items_rolled_check" CHECK ("day_items"."rolled" >= 0)
);
--> statement-breakpoint
ALTER TABLE "board_card_events" ADD CONSTRAINT "board_card_events_card_id_board_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."board_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_card_events" ADD CONSTRAINT "board_card_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_card_events" ADD CONSTRAINT "board_card_events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_cards" ADD CONSTRAINT "board_cards_team_id_boards_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."boards"("team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_cards" ADD CONSTRAINT "board_cards_column_id_board_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."board_columns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_cards" ADD CONSTRAINT "board_cards_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_cards" ADD CONSTRAINT "board_cards_key_result_id_key_results_id_fk" FOREIGN KEY ("key_result_id") REFERENCES "public"."key_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_cards" ADD CONSTRAINT "board_cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_columns" ADD CONSTRAINT "board_columns_team_id_boards_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."boards"("team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_blocks" ADD CONSTRAINT "focus_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_blocks" ADD CONSTRAINT "focus_blocks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_ticks" ADD CONSTRAINT "habit_ticks_habit_id_habits_id_fk" FOREIGN KEY ("habit_id") REFERENCES "public"."habits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habits" ADD CONSTRAINT "habits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standup_answers" ADD CONSTRAINT "standup_answers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standup_answers" ADD CONSTRAINT "standup_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standup_digests" ADD CONSTRAINT "standup_digests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standups" ADD CONSTRAINT "standups_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standups" ADD CONSTRAINT "standups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_closes" ADD CONSTRAINT "day_closes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_closes" ADD CONSTRAINT "day_closes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_items" ADD CONSTRAINT "day_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_items" ADD CONSTRAINT "day_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_items" ADD CONSTRAINT "day_items_key_result_id_key_results_id_fk" FOREIGN KEY ("key_result_id") REFERENCES "public"."key_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_items" ADD CONSTRAINT "day_items_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_items" ADD CONSTRAINT "day_items_action_item_id_action_items_id_fk" FOREIGN KEY ("action_item_id") REFERENCES "public"."action_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_card_events_card_idx" ON "board_card_events" USING btree ("card_id","created_at");--> statement-breakpoint
CREATE INDEX "board_card_events_actor_id_idx" ON "board_card_events" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "board_card_events_owner_id_idx" ON "board_card_events" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "board_cards_open_idx" ON "board_cards" USING btree ("team_id","column_id","position") WHERE "board_cards"."done_at" is null;--> statement-breakpoint
CREATE INDEX "board_cards_done_idx" ON "board_cards" USING btree ("team_id","done_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "board_cards_column_idx" ON "board_cards" USING btree ("column_id");--> statement-breakpoint
CREATE INDEX "board_cards_owner_id_idx" ON "board_cards" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "board_cards_created_by_idx" ON "board_cards" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "board_cards_key_result_id_idx" ON "board_cards" USING btree ("key_result_id");--> statement-breakpoint
CREATE INDEX "board_columns_team_idx" ON "board_columns" USING btree ("team_id","position");--> statement-breakpoint
CREATE INDEX "focus_blocks_user_day_idx" ON "focus_blocks" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "focus_blocks_company_id_idx" ON "focus_blocks" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "habits_user_id_idx" ON "habits" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "standup_answers_team_day_user_idx" ON "standup_answers" USING btree ("team_id","day","user_id");--> statement-breakpoint
CREATE INDEX "standup_answers_user_id_idx" ON "standup_answers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "standups_company_id_idx" ON "standups" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "day_closes_company_id_idx" ON "day_closes" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "day_items_user_day_position_idx" ON "day_items" USING btree ("user_id","day","position");--> statement-breakpoint
CREATE UNIQUE INDEX "day_items_one_thing_idx" ON "day_items" USING btree ("user_id","one_thing_on") WHERE "day_items"."one_thing_on" is not null;--> statement-breakpoint
CREATE INDEX "day_items_open_idx" ON "day_items" USING btree ("day","id") WHERE "day_items"."done_at" is null;--> statement-breakpoint
CREATE INDEX "day_items_company_id_idx" ON "day_items" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "day_items_key_result_id_idx" ON "day_items" USING btree ("key_result_id");--> statement-breakpoint
CREATE INDEX "day_items_goal_id_idx" ON "day_items" USING btree ("goal_id");--> statement-breakpoint
CREATE INDEX "day_items_action_item_id_idx" ON "day_items" USING btree ("action_item_id");