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
ALTER TABLE "focus_blocks" ADD CONSTRAINT "focus_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_blocks" ADD CONSTRAINT "focus_blocks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_ticks" ADD CONSTRAINT "habit_ticks_habit_id_habits_id_fk" FOREIGN KEY ("habit_id") REFERENCES "public"."habits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habits" ADD CONSTRAINT "habits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "focus_blocks_user_day_idx" ON "focus_blocks" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "focus_blocks_company_id_idx" ON "focus_blocks" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "habits_user_id_idx" ON "habits" USING btree ("user_id");