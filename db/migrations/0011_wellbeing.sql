CREATE TABLE "mood_entries" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"mood" smallint NOT NULL,
	"energy" smallint NOT NULL,
	"stress" smallint NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mood_entries_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "mood_entries_mood_check" CHECK ("mood_entries"."mood" between 1 and 5),
	CONSTRAINT "mood_entries_energy_check" CHECK ("mood_entries"."energy" between 1 and 5),
	CONSTRAINT "mood_entries_stress_check" CHECK ("mood_entries"."stress" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "pulse_participation" (
	"company_id" uuid NOT NULL,
	"period_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "pulse_participation_period_id_user_id_pk" PRIMARY KEY("period_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "pulse_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"cadence" text NOT NULL,
	"threshold" smallint NOT NULL,
	"members" integer,
	"sealed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pulse_periods_company_starts_unique" UNIQUE("company_id","starts_on"),
	CONSTRAINT "pulse_periods_days_check" CHECK ("pulse_periods"."ends_on" >= "pulse_periods"."starts_on"),
	CONSTRAINT "pulse_periods_cadence_check" CHECK ("pulse_periods"."cadence" in ('weekly', 'biweekly', 'monthly')),
	CONSTRAINT "pulse_periods_threshold_check" CHECK ("pulse_periods"."threshold" between 3 and 10)
);
--> statement-breakpoint
CREATE TABLE "pulse_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"period_id" uuid NOT NULL,
	"team_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"enps" smallint NOT NULL,
	"workload" smallint NOT NULL,
	"stress" smallint NOT NULL,
	"recognition" smallint NOT NULL,
	"clarity" smallint NOT NULL,
	CONSTRAINT "pulse_responses_enps_check" CHECK ("pulse_responses"."enps" between 0 and 10),
	CONSTRAINT "pulse_responses_workload_check" CHECK ("pulse_responses"."workload" between 1 and 5),
	CONSTRAINT "pulse_responses_stress_check" CHECK ("pulse_responses"."stress" between 1 and 5),
	CONSTRAINT "pulse_responses_recognition_check" CHECK ("pulse_responses"."recognition" between 1 and 5),
	CONSTRAINT "pulse_responses_clarity_check" CHECK ("pulse_responses"."clarity" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pulse_cadence" text DEFAULT 'weekly' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pulse_threshold" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "mood_entries" ADD CONSTRAINT "mood_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pulse_participation" ADD CONSTRAINT "pulse_participation_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pulse_participation" ADD CONSTRAINT "pulse_participation_period_id_pulse_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."pulse_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pulse_participation" ADD CONSTRAINT "pulse_participation_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pulse_periods" ADD CONSTRAINT "pulse_periods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pulse_responses" ADD CONSTRAINT "pulse_responses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pulse_responses" ADD CONSTRAINT "pulse_responses_period_id_pulse_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."pulse_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pulse_participation_user_idx" ON "pulse_participation" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pulse_periods_company_ends_idx" ON "pulse_periods" USING btree ("company_id","ends_on" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pulse_responses_period_idx" ON "pulse_responses" USING btree ("period_id");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_pulse_cadence" CHECK ("companies"."pulse_cadence" in ('weekly', 'biweekly', 'monthly'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_pulse_threshold" CHECK ("companies"."pulse_threshold" between 3 and 10);