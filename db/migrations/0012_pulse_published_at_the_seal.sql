CREATE TABLE "pulse_figures" (
	"period_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"team_id" uuid,
	"members" integer NOT NULL,
	"respondents" integer,
	"scores" jsonb,
	"reason" text,
	CONSTRAINT "pulse_figures_segment_unique" UNIQUE NULLS NOT DISTINCT("period_id","team_id"),
	CONSTRAINT "pulse_figures_shown_or_withheld_check" CHECK (("pulse_figures"."reason" is null) = ("pulse_figures"."respondents" is not null and "pulse_figures"."scores" is not null)),
	CONSTRAINT "pulse_figures_reason_check" CHECK ("pulse_figures"."reason" in ('too_few_respondents', 'complement_too_small'))
);
--> statement-breakpoint
ALTER TABLE "pulse_periods" ADD COLUMN "answered" integer;--> statement-breakpoint
ALTER TABLE "pulse_figures" ADD CONSTRAINT "pulse_figures_period_id_pulse_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."pulse_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pulse_figures" ADD CONSTRAINT "pulse_figures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pulse_figures" ADD CONSTRAINT "pulse_figures_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pulse_figures_team_idx" ON "pulse_figures" USING btree ("team_id");--> statement-breakpoint
-- Periods sealed before publications existed are sealed again by the pulse's job: their figures are
-- then decided once and published, and their answers deleted.
UPDATE "pulse_periods" SET "sealed" = false WHERE "sealed";
