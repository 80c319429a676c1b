CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "review_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"answer_group" text NOT NULL,
	"score" smallint NOT NULL,
	"comment" text,
	"named_rater_id" uuid,
	CONSTRAINT "review_answers_group_check" CHECK ("review_answers"."answer_group" in ('self', 'lead', 'peer', 'report')),
	CONSTRAINT "review_answers_named_check" CHECK (("review_answers"."named_rater_id" is not null) = ("review_answers"."answer_group" in ('self', 'lead'))),
	CONSTRAINT "review_answers_score_check" CHECK ("review_answers"."score" between 1 and 5),
	CONSTRAINT "review_answers_comment_check" CHECK (char_length("review_answers"."comment") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "review_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "review_questions_position_unique" UNIQUE("review_id","position"),
	CONSTRAINT "review_questions_position_check" CHECK ("review_questions"."position" between 0 and 4),
	CONSTRAINT "review_questions_text_check" CHECK (char_length("review_questions"."text") between 1 and 300)
);
--> statement-breakpoint
CREATE TABLE "review_raters" (
	"review_id" uuid NOT NULL,
	"rater_id" uuid NOT NULL,
	"rater_group" text NOT NULL,
	"answered" boolean DEFAULT false NOT NULL,
	CONSTRAINT "review_raters_review_id_rater_id_pk" PRIMARY KEY("review_id","rater_id"),
	CONSTRAINT "review_raters_group_check" CHECK ("review_raters"."rater_group" in ('self', 'lead', 'peer', 'report'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"started_by" uuid,
	"share_with_leads" boolean NOT NULL,
	"closes_on" date NOT NULL,
	"closed_at" timestamp with time zone,
	"agreed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "communication_styles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"channel" text,
	"timing" text,
	"tone" text,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "communication_styles_channel_check" CHECK ("communication_styles"."channel" in ('written', 'spoken')),
	CONSTRAINT "communication_styles_timing_check" CHECK ("communication_styles"."timing" in ('in_the_moment', 'prepared')),
	CONSTRAINT "communication_styles_tone_check" CHECK ("communication_styles"."tone" in ('direct', 'cushioned')),
	CONSTRAINT "communication_styles_note_check" CHECK (char_length("communication_styles"."note") between 1 and 280)
);
--> statement-breakpoint
ALTER TABLE "one_on_one_meetings" ADD COLUMN "empty_agenda_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_answers" ADD CONSTRAINT "review_answers_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_answers" ADD CONSTRAINT "review_answers_question_id_review_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."review_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_answers" ADD CONSTRAINT "review_answers_named_rater_id_users_id_fk" FOREIGN KEY ("named_rater_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_questions" ADD CONSTRAINT "review_questions_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_raters" ADD CONSTRAINT "review_raters_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_raters" ADD CONSTRAINT "review_raters_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communication_styles" ADD CONSTRAINT "communication_styles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_answers_review_question_idx" ON "review_answers" USING btree ("review_id","question_id");--> statement-breakpoint
CREATE INDEX "review_answers_question_id_idx" ON "review_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "review_answers_named_rater_id_idx" ON "review_answers" USING btree ("named_rater_id");--> statement-breakpoint
CREATE INDEX "review_raters_rater_id_idx" ON "review_raters" USING btree ("rater_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_open_subject_idx" ON "reviews" USING btree ("subject_id") WHERE "reviews"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_company_id_idx" ON "reviews" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "reviews_started_by_idx" ON "reviews" USING btree ("started_by");--> statement-breakpoint
CREATE INDEX "reviews_closes_on_idx" ON "reviews" USING btree ("closes_on") WHERE "reviews"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "one_on_one_meetings_due_idx" ON "one_on_one_meetings" USING btree ("starts_at") WHERE "one_on_one_meetings"."held_at" is null;