-- A fiscal document backs one standing purchase: the key's random code and check digit do not make
-- another document. `fiscal_document` is derived from the key by the database; a unique index on
-- it, for purchases that are not rejected, replaces the index on the whole key (a rejected claim
-- releases its document).
--
-- Existing data may already hold standing purchases of one document under different keys. Rather
-- than fail the upgrade, the migration then records each group in sales_document_duplicates,
-- raises a NOTICE naming it, and keeps the whole-key index. Once they are settled (reject the
-- wrong claims), run the statements of the README's "Upgrading: one fiscal document, one purchase".
CREATE TABLE "sales_document_duplicates" (
	"fiscal_document" text PRIMARY KEY NOT NULL,
	"sale_ids" uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "fiscal_document" text GENERATED ALWAYS AS (case when fiscal_key is null then null when substr(upper(fiscal_key), 21, 2) = '59' then '59:' || substr(upper(fiscal_key), 23, 9) || ':' || substr(upper(fiscal_key), 32, 6) else substr(upper(fiscal_key), 21, 2) || ':' || substr(upper(fiscal_key), 7, 14) || ':' || substr(upper(fiscal_key), 23, 3) || ':' || substr(upper(fiscal_key), 26, 9) end) STORED;--> statement-breakpoint
CREATE INDEX "sales_fiscal_document_rejected_idx" ON "sales" USING btree ("fiscal_document") WHERE "sales"."fiscal_document" is not null and "sales"."status" = 'rejected';--> statement-breakpoint
DO $$
DECLARE
  dup record;
  found_any boolean := false;
BEGIN
  FOR dup IN
    SELECT "fiscal_document", array_agg("id" ORDER BY "created_at", "id") AS "sale_ids"
    FROM "sales" WHERE "fiscal_document" IS NOT NULL AND "status" <> 'rejected'
    GROUP BY "fiscal_document" HAVING count(*) > 1
  LOOP
    found_any := true;
    INSERT INTO "sales_document_duplicates" ("fiscal_document", "sale_ids") VALUES (dup."fiscal_document", dup."sale_ids");
    RAISE NOTICE 'fiscal document % claimed by standing sales %', dup."fiscal_document", dup."sale_ids";
  END LOOP;
  IF found_any THEN
    RAISE NOTICE 'sales_fiscal_key_unique kept: settle the rows in sales_document_duplicates, then create sales_fiscal_document_unique';
  ELSE
    DROP INDEX "sales_fiscal_key_unique";
    CREATE UNIQUE INDEX "sales_fiscal_document_unique" ON "sales" USING btree ("fiscal_document")
      WHERE "sales"."fiscal_document" is not null and "sales"."status" <> 'rejected';
  END IF;
END
$$;
