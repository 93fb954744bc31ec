DROP INDEX "clients_email_trgm_idx";--> statement-breakpoint
DROP INDEX "clients_created_idx";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name) || chr(1) || lower(email)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "clients_search_trgm_idx" ON "clients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_created_idx" ON "clients" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"name","search_text","cpf","anonymized_at");