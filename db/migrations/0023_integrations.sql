CREATE TABLE "integration_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_status" smallint,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_deliveries_message_unique" UNIQUE("integration_id","message_id"),
	CONSTRAINT "integration_deliveries_status_check" CHECK ("integration_deliveries"."status" in ('pending', 'delivered', 'failed')),
	CONSTRAINT "integration_deliveries_event_check" CHECK ("integration_deliveries"."event" in ('kudos.given', 'goal.closed', 'check_in.created', 'person.joined', 'person.left', 'pulse.sealed', 'digest.weekly'))
);
--> statement-breakpoint
CREATE TABLE "integrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"url_host" text NOT NULL,
	"secret" text,
	"events" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_delivery_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	CONSTRAINT "integrations_kind_check" CHECK ("integrations"."kind" in ('webhook', 'slack', 'teams')),
	CONSTRAINT "integrations_events_check" CHECK ("integrations"."events" <@ array['kudos.given', 'goal.closed', 'check_in.created', 'person.joined', 'person.left', 'pulse.sealed', 'digest.weekly']::text[])
);
--> statement-breakpoint
CREATE TABLE "slack_link_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slack_people" (
	"integration_id" uuid NOT NULL,
	"slack_user_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slack_people_integration_id_slack_user_id_pk" PRIMARY KEY("integration_id","slack_user_id")
);
--> statement-breakpoint
CREATE TABLE "sso_attempts" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_connections" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"provider_name" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sso_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "sso_domains_domain_normalized" CHECK ("sso_domains"."domain" = lower(btrim("sso_domains"."domain")))
);
--> statement-breakpoint
CREATE TABLE "sso_handoffs" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integration_deliveries" ADD CONSTRAINT "integration_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_deliveries" ADD CONSTRAINT "integration_deliveries_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_link_codes" ADD CONSTRAINT "slack_link_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_link_codes" ADD CONSTRAINT "slack_link_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_people" ADD CONSTRAINT "slack_people_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_people" ADD CONSTRAINT "slack_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_people" ADD CONSTRAINT "slack_people_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_attempts" ADD CONSTRAINT "sso_attempts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD CONSTRAINT "sso_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_domains" ADD CONSTRAINT "sso_domains_company_id_sso_connections_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."sso_connections"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_handoffs" ADD CONSTRAINT "sso_handoffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_deliveries_company_id_idx" ON "integration_deliveries" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "integration_deliveries_log_idx" ON "integration_deliveries" USING btree ("integration_id","created_at");--> statement-breakpoint
CREATE INDEX "integration_deliveries_due_idx" ON "integration_deliveries" USING btree ("next_attempt_at") WHERE "integration_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "integrations_company_id_idx" ON "integrations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "integrations_created_by_idx" ON "integrations" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "slack_link_codes_user_id_idx" ON "slack_link_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "slack_link_codes_company_id_idx" ON "slack_link_codes" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "slack_link_codes_expires_at_idx" ON "slack_link_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "slack_people_person_unique" ON "slack_people" USING btree ("integration_id","user_id");--> statement-breakpoint
CREATE INDEX "slack_people_user_id_idx" ON "slack_people" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "slack_people_company_id_idx" ON "slack_people" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "sso_attempts_company_id_idx" ON "sso_attempts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "sso_attempts_expires_at_idx" ON "sso_attempts" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sso_domains_company_id_idx" ON "sso_domains" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "sso_handoffs_user_id_idx" ON "sso_handoffs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sso_handoffs_expires_at_idx" ON "sso_handoffs" USING btree ("expires_at");