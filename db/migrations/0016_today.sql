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
ALTER TABLE "day_closes" ADD CONSTRAINT "day_closes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_closes" ADD CONSTRAINT "day_closes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_items" ADD CONSTRAINT "day_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_items" ADD CONSTRAINT "day_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_items" ADD CONSTRAINT "day_items_key_result_id_key_results_id_fk" FOREIGN KEY ("key_result_id") REFERENCES "public"."key_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_items" ADD CONSTRAINT "day_items_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_items" ADD CONSTRAINT "day_items_action_item_id_action_items_id_fk" FOREIGN KEY ("action_item_id") REFERENCES "public"."action_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "day_closes_company_id_idx" ON "day_closes" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "day_items_user_day_position_idx" ON "day_items" USING btree ("user_id","day","position");--> statement-breakpoint
CREATE UNIQUE INDEX "day_items_one_thing_idx" ON "day_items" USING btree ("user_id","one_thing_on") WHERE "day_items"."one_thing_on" is not null;--> statement-breakpoint
CREATE INDEX "day_items_open_idx" ON "day_items" USING btree ("day","id") WHERE "day_items"."done_at" is null;--> statement-breakpoint
CREATE INDEX "day_items_company_id_idx" ON "day_items" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "day_items_key_result_id_idx" ON "day_items" USING btree ("key_result_id");--> statement-breakpoint
CREATE INDEX "day_items_goal_id_idx" ON "day_items" USING btree ("goal_id");--> statement-breakpoint
CREATE INDEX "day_items_action_item_id_idx" ON "day_items" USING btree ("action_item_id");