-- The statement searches a store's month by customer name (substring, case-insensitive) or CPF
-- prefix. Finding the customers first reads every match in `clients` (thousands of heap pages
-- for a common name) before the month is even looked at. Each sale now carries lower(name) and
-- the CPF of its customer, included in the store/date index, so the search is a filter on the
-- index entries of that store's month, whatever the size of either table.
--
-- `lower(name) LIKE lower(pattern)` is how PostgreSQL itself evaluates `name ILIKE pattern` in a
-- UTF-8 database, so the copy is lowered by the database (never by the API) and both searches
-- match the same customers.
ALTER TABLE "sales" ADD COLUMN "client_name_lower" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "client_cpf" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "sales" SET "client_name_lower" = lower(c."name"), "client_cpf" = c."cpf"
  FROM "clients" c WHERE c."id" = "sales"."client_id";--> statement-breakpoint
-- A new sale (or one moved to another customer) copies its customer's name and CPF. A missing
-- customer leaves the defaults, so the foreign key reports it.
CREATE FUNCTION "sales_copy_client"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  found_name text;
  found_cpf text;
BEGIN
  SELECT lower(c."name"), c."cpf" INTO found_name, found_cpf FROM "clients" c WHERE c."id" = NEW."client_id";
  IF FOUND THEN
    NEW."client_name_lower" := found_name;
    NEW."client_cpf" := found_cpf;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sales_copy_client" BEFORE INSERT OR UPDATE OF "client_id" ON "sales"
  FOR EACH ROW EXECUTE FUNCTION "sales_copy_client"();--> statement-breakpoint
-- A customer's new name (or CPF) reaches their sales in the same transaction.
CREATE FUNCTION "clients_copy_to_sales"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sales" SET "client_name_lower" = lower(NEW."name"), "client_cpf" = NEW."cpf"
    WHERE "client_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "clients_copy_to_sales" AFTER UPDATE OF "name", "cpf" ON "clients"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."cpf" IS DISTINCT FROM NEW."cpf")
  EXECUTE FUNCTION "clients_copy_to_sales"();--> statement-breakpoint
-- Drizzle's index builder has no INCLUDE, so this index lives here; schema.ts declares the same
-- name and key columns. status is included too: the statement filters by it.
DROP INDEX "sales_store_date_idx";--> statement-breakpoint
CREATE INDEX "sales_store_date_idx" ON "sales" USING btree ("store_id","sale_date","created_at","id")
  INCLUDE ("client_id","invoice_number","status","client_name_lower","client_cpf");
