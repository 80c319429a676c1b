CREATE TABLE "company_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_values_name_length" CHECK (char_length("company_values"."name") between 1 and 50),
	CONSTRAINT "company_values_description_length" CHECK (char_length("company_values"."description") <= 280),
	CONSTRAINT "company_values_position_check" CHECK ("company_values"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "company_values" ADD CONSTRAINT "company_values_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_values_company_id_name_idx" ON "company_values" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "company_values_company_id_position_idx" ON "company_values" USING btree ("company_id","position");