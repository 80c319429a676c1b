CREATE TABLE "document_goals" (
	"document_id" uuid NOT NULL,
	"goal_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "document_goals_document_id_goal_id_pk" PRIMARY KEY("document_id","goal_id")
);
--> statement-breakpoint
CREATE TABLE "document_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"pillar_id" uuid,
	CONSTRAINT "document_links_unique_key" UNIQUE NULLS NOT DISTINCT("document_id","target_id","pillar_id")
);
--> statement-breakpoint
CREATE TABLE "document_people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"role" text NOT NULL,
	"user_id" uuid,
	CONSTRAINT "document_people_role_check" CHECK ("document_people"."role" in ('driver', 'approver', 'contributor', 'informed'))
);
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"document_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" jsonb NOT NULL,
	"status" text,
	"saved_by" uuid,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_versions_document_id_version_pk" PRIMARY KEY("document_id","version")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" jsonb NOT NULL,
	"visibility" text NOT NULL,
	"team_id" uuid,
	"author_id" uuid,
	"status" text,
	"supersedes_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_kind_check" CHECK ("documents"."kind" in ('strategy', 'decision')),
	CONSTRAINT "documents_visibility_check" CHECK ("documents"."visibility" in ('company', 'team')),
	CONSTRAINT "documents_team_check" CHECK (("documents"."visibility" = 'team') = ("documents"."team_id" is not null)),
	CONSTRAINT "documents_status_check" CHECK ("documents"."status" is null or "documents"."status" in ('proposed', 'accepted', 'rejected', 'superseded')),
	CONSTRAINT "documents_title_check" CHECK (char_length("documents"."title") between 1 and 150),
	CONSTRAINT "documents_version_check" CHECK ("documents"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "document_goals" ADD CONSTRAINT "document_goals_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_goals" ADD CONSTRAINT "document_goals_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_goals" ADD CONSTRAINT "document_goals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_target_id_documents_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_people" ADD CONSTRAINT "document_people_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_people" ADD CONSTRAINT "document_people_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_people" ADD CONSTRAINT "document_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_supersedes_id_documents_id_fk" FOREIGN KEY ("supersedes_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_goals_goal_id_idx" ON "document_goals" USING btree ("goal_id");--> statement-breakpoint
CREATE INDEX "document_links_target_id_idx" ON "document_links" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_people_one_driver_idx" ON "document_people" USING btree ("document_id") WHERE "document_people"."role" = 'driver';--> statement-breakpoint
CREATE UNIQUE INDEX "document_people_one_approver_idx" ON "document_people" USING btree ("document_id") WHERE "document_people"."role" = 'approver';--> statement-breakpoint
CREATE UNIQUE INDEX "document_people_role_user_idx" ON "document_people" USING btree ("document_id","role","user_id");--> statement-breakpoint
CREATE INDEX "document_people_user_id_idx" ON "document_people" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "document_versions_saved_by_idx" ON "document_versions" USING btree ("saved_by");--> statement-breakpoint
CREATE INDEX "document_versions_company_id_idx" ON "document_versions" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_one_strategy_idx" ON "documents" USING btree ("company_id") WHERE "documents"."kind" = 'strategy';--> statement-breakpoint
CREATE INDEX "documents_company_kind_idx" ON "documents" USING btree ("company_id","kind","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "documents_team_id_idx" ON "documents" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "documents_author_id_idx" ON "documents" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "documents_supersedes_id_idx" ON "documents" USING btree ("supersedes_id");