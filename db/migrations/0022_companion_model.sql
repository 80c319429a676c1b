CREATE TABLE "companion_model_use" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"characters_sent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "companion_model_use_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "companion_model_on" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companion_model_use" ADD CONSTRAINT "companion_model_use_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;