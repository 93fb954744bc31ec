DROP INDEX "extracts_period_idx";--> statement-breakpoint
CREATE INDEX "extracts_period_idx" ON "extracts" USING btree ("year","month","store_id","id","status","amount_due_cents");