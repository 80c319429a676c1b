DROP INDEX "notifications_user_id_created_at_idx";--> statement-breakpoint
DROP INDEX "check_ins_goal_created_idx";--> statement-breakpoint
DROP INDEX "goals_company_created_idx";--> statement-breakpoint
DROP INDEX "kudos_company_created_idx";--> statement-breakpoint
DROP INDEX "kudos_sender_created_idx";--> statement-breakpoint
DROP INDEX "kudos_value_created_idx";--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "check_ins_goal_created_idx" ON "check_ins" USING btree ("goal_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "goals_company_created_idx" ON "goals" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kudos_company_created_idx" ON "kudos" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kudos_sender_created_idx" ON "kudos" USING btree ("sender_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kudos_value_created_idx" ON "kudos" USING btree ("value_id","created_at" DESC NULLS FIRST);