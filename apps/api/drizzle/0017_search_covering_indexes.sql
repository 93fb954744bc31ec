DROP INDEX "clients_created_idx";--> statement-breakpoint
DROP INDEX "users_created_idx";--> statement-breakpoint
CREATE INDEX "clients_created_idx" ON "clients" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"name","email","cpf","anonymized_at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id","name","email","role","inactivated_at");