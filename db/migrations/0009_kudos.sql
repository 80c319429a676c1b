CREATE TABLE "kudos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text DEFAULT 'kudos' NOT NULL,
	"sender_id" uuid,
	"message" text,
	"value_id" uuid,
	"anniversary_years" smallint,
	"goal_id" uuid,
	"goal_title" text,
	"goal_progress" double precision,
	"celebration_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kudos_kind_check" CHECK ("kudos"."kind" in ('kudos', 'anniversary', 'goal_closed')),
	CONSTRAINT "kudos_message_check" CHECK (("kudos"."kind" = 'kudos') = ("kudos"."message" is not null)),
	CONSTRAINT "kudos_celebration_check" CHECK (("kudos"."kind" = 'kudos') = ("kudos"."celebration_key" is null))
);
--> statement-breakpoint
CREATE TABLE "kudos_reactions" (
	"kudos_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"emoji" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kudos_reactions_kudos_id_emoji_user_id_pk" PRIMARY KEY("kudos_id","emoji","user_id"),
	CONSTRAINT "kudos_reactions_emoji_check" CHECK ("kudos_reactions"."emoji" in ('clap', 'tada', 'heart', 'raised_hands', 'rocket', 'bulb'))
);
--> statement-breakpoint
CREATE TABLE "kudos_recipients" (
	"kudos_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "kudos_recipients_kudos_id_user_id_pk" PRIMARY KEY("kudos_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "kudos" ADD CONSTRAINT "kudos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kudos" ADD CONSTRAINT "kudos_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kudos" ADD CONSTRAINT "kudos_value_id_company_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."company_values"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kudos" ADD CONSTRAINT "kudos_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kudos_reactions" ADD CONSTRAINT "kudos_reactions_kudos_id_kudos_id_fk" FOREIGN KEY ("kudos_id") REFERENCES "public"."kudos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kudos_reactions" ADD CONSTRAINT "kudos_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kudos_recipients" ADD CONSTRAINT "kudos_recipients_kudos_id_kudos_id_fk" FOREIGN KEY ("kudos_id") REFERENCES "public"."kudos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kudos_recipients" ADD CONSTRAINT "kudos_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kudos_company_created_idx" ON "kudos" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kudos_sender_created_idx" ON "kudos" USING btree ("sender_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kudos_value_created_idx" ON "kudos" USING btree ("value_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kudos_goal_id_idx" ON "kudos" USING btree ("goal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kudos_celebration_key_idx" ON "kudos" USING btree ("company_id","celebration_key") WHERE "kudos"."celebration_key" is not null;--> statement-breakpoint
CREATE INDEX "kudos_reactions_user_id_idx" ON "kudos_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "kudos_recipients_user_id_idx" ON "kudos_recipients" USING btree ("user_id","kudos_id");