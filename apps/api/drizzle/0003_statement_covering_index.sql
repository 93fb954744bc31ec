-- The store statement filters a store's month by customer (name or CPF search) or invoice number.
-- Carrying client_id and invoice_number in the index lets PostgreSQL test those filters without
-- visiting the table (an index-only scan), which on a busy store's month spares thousands of
-- random heap reads. Drizzle's index builder has no INCLUDE, so this index lives here; schema.ts
-- declares the same name and key columns.
DROP INDEX "sales_store_date_idx";--> statement-breakpoint
CREATE INDEX "sales_store_date_idx" ON "sales" USING btree ("store_id","sale_date","created_at","id") INCLUDE ("client_id","invoice_number");
