CREATE TABLE "nudge_dismissals" (
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nudge_dismissals_user_id_kind_subject_id_pk" PRIMARY KEY("user_id","kind","subject_id"),
	CONSTRAINT "nudge_dismissals_kind_check" CHECK ("nudge_dismissals"."kind" in ('standup_blocked', 'agenda_empty', 'growth_due', 'key_result_off_track', 'goal_quiet', 'recognise'))
);
--> statement-breakpoint
CREATE TABLE "nudge_mutes" (
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"muted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nudge_mutes_user_id_company_id_kind_pk" PRIMARY KEY("user_id","company_id","kind"),
	CONSTRAINT "nudge_mutes_kind_check" CHECK ("nudge_mutes"."kind" in ('standup_blocked', 'agenda_empty', 'growth_due', 'key_result_off_track', 'goal_quiet', 'recognise'))
);
--> statement-breakpoint
ALTER TABLE "nudge_dismissals" ADD CONSTRAINT "nudge_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nudge_dismissals" ADD CONSTRAINT "nudge_dismissals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nudge_mutes" ADD CONSTRAINT "nudge_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nudge_mutes" ADD CONSTRAINT "nudge_mutes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nudge_dismissals_user_dismissed_idx" ON "nudge_dismissals" USING btree ("user_id","dismissed_at");--> statement-breakpoint
CREATE INDEX "nudge_dismissals_company_id_idx" ON "nudge_dismissals" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "nudge_mutes_company_id_idx" ON "nudge_mutes" USING btree ("company_id");