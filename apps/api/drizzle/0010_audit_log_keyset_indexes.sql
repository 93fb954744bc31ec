DROP INDEX "logs_module_created_idx";--> statement-breakpoint
CREATE INDEX "logs_module_created_id_idx" ON "logs" USING btree ("module_name","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "logs_user_created_id_idx" ON "logs" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);