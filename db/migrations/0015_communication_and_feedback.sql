CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"body" text NOT NULL,
	"visibility" text NOT NULL,
	"value_id" uuid,
	"request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_visibility_check" CHECK ("feedback"."visibility" in ('private', 'recipient_and_leads', 'leads_only')),
	CONSTRAINT "feedback_body_check" CHECK (char_length("feedback"."body") between 1 and 2000),
	CONSTRAINT "feedback_two_people_check" CHECK ("feedback"."author_id" <> "feedback"."recipient_id")
);
--> statement-breakpoint
CREATE TABLE "feedback_readers" (
	"feedback_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "feedback_readers_feedback_id_user_id_pk" PRIMARY KEY("feedback_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "feedback_request_recipients" (
	"request_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"feedback_id" uuid,
	CONSTRAINT "feedback_request_recipients_request_id_user_id_pk" PRIMARY KEY("request_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "feedback_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"asker_id" uuid NOT NULL,
	"question" text NOT NULL,
	"visibility" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"expired_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_requests_visibility_check" CHECK ("feedback_requests"."visibility" in ('private', 'recipient_and_leads', 'leads_only')),
	CONSTRAINT "feedback_requests_question_check" CHECK (char_length("feedback_requests"."question") between 1 and 500)
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
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_value_id_company_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."company_values"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_request_id_feedback_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."feedback_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_readers" ADD CONSTRAINT "feedback_readers_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_readers" ADD CONSTRAINT "feedback_readers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_request_recipients" ADD CONSTRAINT "feedback_request_recipients_request_id_feedback_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."feedback_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_request_recipients" ADD CONSTRAINT "feedback_request_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_request_recipients" ADD CONSTRAINT "feedback_request_recipients_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD CONSTRAINT "feedback_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD CONSTRAINT "feedback_requests_asker_id_users_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "feedback_recipient_created_idx" ON "feedback" USING btree ("recipient_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feedback_author_created_idx" ON "feedback" USING btree ("author_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feedback_company_id_idx" ON "feedback" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "feedback_value_id_idx" ON "feedback" USING btree ("value_id");--> statement-breakpoint
CREATE INDEX "feedback_request_id_idx" ON "feedback" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "feedback_readers_user_id_idx" ON "feedback_readers" USING btree ("user_id","feedback_id");--> statement-breakpoint
CREATE INDEX "feedback_request_recipients_user_id_idx" ON "feedback_request_recipients" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "feedback_request_recipients_feedback_id_idx" ON "feedback_request_recipients" USING btree ("feedback_id");--> statement-breakpoint
CREATE INDEX "feedback_requests_asker_created_idx" ON "feedback_requests" USING btree ("asker_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feedback_requests_company_id_idx" ON "feedback_requests" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "feedback_requests_due_idx" ON "feedback_requests" USING btree ("expires_at") WHERE "feedback_requests"."expired_notified_at" is null;--> statement-breakpoint
CREATE INDEX "review_answers_review_question_idx" ON "review_answers" USING btree ("review_id","question_id");--> statement-breakpoint
CREATE INDEX "review_answers_question_id_idx" ON "review_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "review_answers_named_rater_id_idx" ON "review_answers" USING btree ("named_rater_id");--> statement-breakpoint
CREATE INDEX "review_raters_rater_id_idx" ON "review_raters" USING btree ("rater_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_open_subject_idx" ON "reviews" USING btree ("subject_id") WHERE "reviews"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_company_id_idx" ON "reviews" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "reviews_started_by_idx" ON "reviews" USING btree ("started_by");--> statement-breakpoint
CREATE INDEX "reviews_closes_on_idx" ON "reviews" USING btree ("closes_on") WHERE "reviews"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "one_on_one_meetings_due_idx" ON "one_on_one_meetings" USING btree ("starts_at") WHERE "one_on_one_meetings"."held_at" is null;