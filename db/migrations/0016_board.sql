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
CREATE INDEX "board_card_events_card_idx" ON "board_card_events" USING btree ("card_id","created_at");--> statement-breakpoint
CREATE INDEX "board_card_events_actor_id_idx" ON "board_card_events" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "board_card_events_owner_id_idx" ON "board_card_events" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "board_cards_open_idx" ON "board_cards" USING btree ("team_id","column_id","position") WHERE "board_cards"."done_at" is null;--> statement-breakpoint
CREATE INDEX "board_cards_done_idx" ON "board_cards" USING btree ("team_id","done_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "board_cards_column_idx" ON "board_cards" USING btree ("column_id");--> statement-breakpoint
CREATE INDEX "board_cards_owner_id_idx" ON "board_cards" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "board_cards_created_by_idx" ON "board_cards" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "board_cards_key_result_id_idx" ON "board_cards" USING btree ("key_result_id");--> statement-breakpoint
CREATE INDEX "board_columns_team_idx" ON "board_columns" USING btree ("team_id","position");