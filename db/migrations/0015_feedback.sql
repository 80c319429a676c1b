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
CREATE INDEX "feedback_requests_due_idx" ON "feedback_requests" USING btree ("expires_at") WHERE "feedback_requests"."expired_notified_at" is null;