-- A store's invoice number is one note whatever its case or surrounding spaces: "NF-1", "nf-1" and
-- " NF-1 " are the same. The unique index compares lower(btrim(invoice_number)); its
-- text_pattern_ops also serves the statement's case-insensitive prefix search within a store.
--
-- Existing data may already hold such duplicates, which the new index would refuse. Rather than
-- fail the upgrade, the migration then records each group in sales_invoice_duplicates, raises a
-- NOTICE naming it, and keeps the previous exact-match index. Once the duplicates are corrected,
-- DROP INDEX "sales_store_invoice_unique" and create it as below (see the README).
CREATE TABLE "sales_invoice_duplicates" (
	"store_id" uuid NOT NULL,
	"invoice_key" text NOT NULL,
	"sale_ids" uuid[] NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DO $$
DECLARE
  dup record;
  found_any boolean := false;
BEGIN
  FOR dup IN
    SELECT "store_id", lower(btrim("invoice_number")) AS "invoice_key", array_agg("id" ORDER BY "created_at", "id") AS "sale_ids"
    FROM "sales" WHERE "invoice_number" IS NOT NULL
    GROUP BY "store_id", lower(btrim("invoice_number")) HAVING count(*) > 1
  LOOP
    found_any := true;
    INSERT INTO "sales_invoice_duplicates" ("store_id", "invoice_key", "sale_ids")
      VALUES (dup."store_id", dup."invoice_key", dup."sale_ids");
    RAISE NOTICE 'invoice number "%" repeated in store % by sales %', dup."invoice_key", dup."store_id", dup."sale_ids";
  END LOOP;
  IF found_any THEN
    RAISE NOTICE 'sales_store_invoice_unique kept exact-match: correct the rows in sales_invoice_duplicates, then recreate it';
  ELSE
    DROP INDEX "sales_store_invoice_unique";
    CREATE UNIQUE INDEX "sales_store_invoice_unique" ON "sales" USING btree ("store_id", lower(btrim("invoice_number")) text_pattern_ops)
      WHERE "sales"."invoice_number" IS NOT NULL;
  END IF;
END
$$;
