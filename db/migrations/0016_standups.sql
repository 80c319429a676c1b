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
ALTER TABLE "standup_answers" ADD CONSTRAINT "standup_answers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standup_answers" ADD CONSTRAINT "standup_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standup_digests" ADD CONSTRAINT "standup_digests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standups" ADD CONSTRAINT "standups_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standups" ADD CONSTRAINT "standups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "standup_answers_team_day_user_idx" ON "standup_answers" USING btree ("team_id","day","user_id");--> statement-breakpoint
CREATE INDEX "standup_answers_user_id_idx" ON "standup_answers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "standups_company_id_idx" ON "standups" USING btree ("company_id");