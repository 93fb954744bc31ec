-- The dashboard and the reports (issue 16) sum purchases over periods of up to a year. Read from
-- `sales`, a busy mall's year is hundreds of thousands of rows per request; `sales_daily` holds
-- one row per purchase date, store, campaign, status and type, kept by the triggers below in the
-- same transaction as the change of a sale, so a period costs a few rows per store and day.
CREATE TABLE "sales_daily" (
	"day" date NOT NULL,
	"store_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"count" integer NOT NULL,
	"net_cents" bigint NOT NULL,
	"points" bigint NOT NULL,
	CONSTRAINT "sales_daily_day_store_id_campaign_id_status_type_pk" PRIMARY KEY("day","store_id","campaign_id","status","type")
);
--> statement-breakpoint
CREATE INDEX "sales_daily_store_day_idx" ON "sales_daily" USING btree ("store_id","day");--> statement-breakpoint
CREATE INDEX "sales_daily_pending_idx" ON "sales_daily" USING btree ("store_id") WHERE "sales_daily"."status" = 'pending' and "sales_daily"."count" <> 0;--> statement-breakpoint
CREATE INDEX "rescues_open_expiry_idx" ON "rescues" USING btree ("voucher_expires_at") WHERE "rescues"."status" in ('SOLICITADO', 'APROVADO');--> statement-breakpoint
CREATE INDEX "sales_pending_store_idx" ON "sales" USING btree ("store_id","created_at") WHERE "sales"."status" = 'pending';--> statement-breakpoint
-- Adds a sale's figures to its group (n = 1) or takes them out (n = -1).
CREATE FUNCTION "sales_daily_add"(d date, s uuid, c uuid, st text, ty text, n integer, cents bigint, pts bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "sales_daily" AS x ("day", "store_id", "campaign_id", "status", "type", "count", "net_cents", "points")
  VALUES (d, s, c, st, ty, n, n * cents, n * pts)
  ON CONFLICT ("day", "store_id", "campaign_id", "status", "type") DO UPDATE
    SET "count" = x."count" + EXCLUDED."count",
        "net_cents" = x."net_cents" + EXCLUDED."net_cents",
        "points" = x."points" + EXCLUDED."points";
END
$$;--> statement-breakpoint
CREATE FUNCTION "sales_daily_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "sales_daily_add"(OLD."sale_date", OLD."store_id", OLD."campaign_id", OLD."status", OLD."type",
      -1, OLD."net_cents", coalesce(OLD."points", 0));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "sales_daily_add"(NEW."sale_date", NEW."store_id", NEW."campaign_id", NEW."status", NEW."type",
      1, NEW."net_cents", coalesce(NEW."points", 0));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sales_daily_insert_delete" AFTER INSERT OR DELETE ON "sales"
  FOR EACH ROW EXECUTE FUNCTION "sales_daily_follow"();--> statement-breakpoint
-- Only a change of what the groups count: a review, an edit of the value or the date.
CREATE TRIGGER "sales_daily_update" AFTER UPDATE ON "sales"
  FOR EACH ROW WHEN (
    (OLD."sale_date", OLD."store_id", OLD."campaign_id", OLD."status", OLD."type", OLD."net_cents", OLD."points")
    IS DISTINCT FROM
    (NEW."sale_date", NEW."store_id", NEW."campaign_id", NEW."status", NEW."type", NEW."net_cents", NEW."points")
  ) EXECUTE FUNCTION "sales_daily_follow"();--> statement-breakpoint
-- The groups from scratch: here for the sales already there, and for a bulk load made with the
-- triggers off (the benchmark's data set).
CREATE FUNCTION "sales_daily_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "sales_daily";
  INSERT INTO "sales_daily" ("day", "store_id", "campaign_id", "status", "type", "count", "net_cents", "points")
  SELECT "sale_date", "store_id", "campaign_id", "status", "type", count(*), sum("net_cents"), sum(coalesce("points", 0))
  FROM "sales" GROUP BY 1, 2, 3, 4, 5;
END
$$;--> statement-breakpoint
SELECT "sales_daily_rebuild"();
