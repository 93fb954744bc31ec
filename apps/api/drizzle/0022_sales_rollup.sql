-- The dashboard and the reports (issue 16) sum purchases over periods of up to a year: read from
-- `sales`, a busy mall's year is hundreds of thousands of rows per request. Each change of a sale
-- now appends its difference to `sales_rollup_delta` in its own transaction (an insert, which
-- never waits for another sale's transaction as an update of a shared total row would), and
-- `sales_rollup_fold()` (the job `sales.rollup`, every 10 seconds) moves those rows into the mall's
-- totals per day (`sales_daily`), each store's per month (`sales_store_monthly`) and the queue per
-- registration date (`sales_pending_registered`, `_store`). Reads add
-- what is still in the deltas, so they are exact at any moment.
CREATE TABLE "row_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_daily" (
	"day" date NOT NULL,
	"campaign_id" uuid NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"count" integer NOT NULL,
	"net_cents" bigint NOT NULL,
	"points" bigint NOT NULL,
	CONSTRAINT "sales_daily_day_campaign_id_status_type_pk" PRIMARY KEY("day","campaign_id","status","type")
);
--> statement-breakpoint
CREATE TABLE "sales_pending_registered" (
	"day" date PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_pending_registered_store" (
	"store_id" uuid NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "sales_pending_registered_store_store_id_day_pk" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
CREATE TABLE "sales_rollup_delta" (
	"day" date NOT NULL,
	"created_day" date NOT NULL,
	"store_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"count" integer NOT NULL,
	"net_cents" bigint NOT NULL,
	"points" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_store_monthly" (
	"month" date NOT NULL,
	"store_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"count" integer NOT NULL,
	"net_cents" bigint NOT NULL,
	"points" bigint NOT NULL,
	CONSTRAINT "sales_store_monthly_month_store_id_campaign_id_status_type_pk" PRIMARY KEY("month","store_id","campaign_id","status","type")
);
--> statement-breakpoint
CREATE INDEX "sales_pending_registered_open_idx" ON "sales_pending_registered" USING btree ("day") WHERE "sales_pending_registered"."count" <> 0;--> statement-breakpoint
CREATE INDEX "sales_pending_registered_store_open_idx" ON "sales_pending_registered_store" USING btree ("store_id","day") WHERE "sales_pending_registered_store"."count" <> 0;--> statement-breakpoint
CREATE INDEX "sales_store_monthly_store_idx" ON "sales_store_monthly" USING btree ("store_id","month");--> statement-breakpoint
CREATE INDEX "rescues_open_expiry_idx" ON "rescues" USING btree ("voucher_expires_at") WHERE "rescues"."status" in ('SOLICITADO', 'APROVADO');--> statement-breakpoint
CREATE INDEX "sales_pending_store_idx" ON "sales" USING btree ("store_id","created_at") WHERE "sales"."status" = 'pending';--> statement-breakpoint
-- The 30 days of the dashboard's chart from the index alone (Drizzle's index builder has no INCLUDE).
CREATE INDEX "sales_daily_day_covering_idx" ON "sales_daily" USING btree ("day") INCLUDE ("status", "count", "net_cents");--> statement-breakpoint
-- Every fold deletes what it moved: vacuumed soon, so a read's scan of the deltas skips no pile of dead rows.
ALTER TABLE "sales_rollup_delta" SET (autovacuum_vacuum_threshold = 500, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_insert_threshold = 500, autovacuum_vacuum_insert_scale_factor = 0);--> statement-breakpoint
CREATE FUNCTION "sales_rollup_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "sales_rollup_delta" ("day", "created_day", "store_id", "campaign_id", "status", "type", "count", "net_cents", "points")
    VALUES (OLD."sale_date", (OLD."created_at" AT TIME ZONE 'UTC')::date, OLD."store_id", OLD."campaign_id", OLD."status", OLD."type",
      -1, -OLD."net_cents", -coalesce(OLD."points", 0));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "sales_rollup_delta" ("day", "created_day", "store_id", "campaign_id", "status", "type", "count", "net_cents", "points")
    VALUES (NEW."sale_date", (NEW."created_at" AT TIME ZONE 'UTC')::date, NEW."store_id", NEW."campaign_id", NEW."status", NEW."type",
      1, NEW."net_cents", coalesce(NEW."points", 0));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sales_rollup_insert_delete" AFTER INSERT OR DELETE ON "sales"
  FOR EACH ROW EXECUTE FUNCTION "sales_rollup_follow"();--> statement-breakpoint
-- Only a change of what the sums count: a review, an edit of the value or the date.
CREATE TRIGGER "sales_rollup_update" AFTER UPDATE ON "sales"
  FOR EACH ROW WHEN (
    (OLD."sale_date", OLD."created_at", OLD."store_id", OLD."campaign_id", OLD."status", OLD."type", OLD."net_cents", OLD."points")
    IS DISTINCT FROM
    (NEW."sale_date", NEW."created_at", NEW."store_id", NEW."campaign_id", NEW."status", NEW."type", NEW."net_cents", NEW."points")
  ) EXECUTE FUNCTION "sales_rollup_follow"();--> statement-breakpoint
-- Moves the deltas into the totals in one statement; answers how many rows it moved. Two runs at
-- once each move the rows they deleted, never the same ones.
CREATE FUNCTION "sales_rollup_fold"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  moved_rows integer;
BEGIN
  WITH moved AS (
    DELETE FROM "sales_rollup_delta"
    RETURNING "day", "created_day", "store_id", "campaign_id", "status", "type", "count", "net_cents", "points"
  ), daily AS (
    INSERT INTO "sales_daily" AS x ("day", "campaign_id", "status", "type", "count", "net_cents", "points")
    SELECT "day", "campaign_id", "status", "type", sum("count"), sum("net_cents"), sum("points")
    FROM moved GROUP BY 1, 2, 3, 4
    ON CONFLICT ("day", "campaign_id", "status", "type") DO UPDATE
      SET "count" = x."count" + EXCLUDED."count", "net_cents" = x."net_cents" + EXCLUDED."net_cents",
          "points" = x."points" + EXCLUDED."points"
  ), monthly AS (
    INSERT INTO "sales_store_monthly" AS x ("month", "store_id", "campaign_id", "status", "type", "count", "net_cents", "points")
    SELECT date_trunc('month', "day")::date, "store_id", "campaign_id", "status", "type", sum("count"), sum("net_cents"), sum("points")
    FROM moved GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT ("month", "store_id", "campaign_id", "status", "type") DO UPDATE
      SET "count" = x."count" + EXCLUDED."count", "net_cents" = x."net_cents" + EXCLUDED."net_cents",
          "points" = x."points" + EXCLUDED."points"
  ), pending AS (
    INSERT INTO "sales_pending_registered" AS x ("day", "count")
    SELECT "created_day", sum("count") FROM moved WHERE "status" = 'pending' GROUP BY 1
    ON CONFLICT ("day") DO UPDATE SET "count" = x."count" + EXCLUDED."count"
  ), pending_store AS (
    INSERT INTO "sales_pending_registered_store" AS x ("store_id", "day", "count")
    SELECT "store_id", "created_day", sum("count") FROM moved WHERE "status" = 'pending' GROUP BY 1, 2
    ON CONFLICT ("store_id", "day") DO UPDATE SET "count" = x."count" + EXCLUDED."count"
  )
  -- Every insert above runs whether or not this reads it (PostgreSQL runs each data-modifying WITH once).
  SELECT count(*) INTO moved_rows FROM moved;
  RETURN moved_rows;
END
$$;--> statement-breakpoint
-- The totals from scratch: for the sales already there, and after a bulk load made with the
-- triggers off (the benchmark's data set). Takes the deltas' lock first, so no change is lost.
CREATE FUNCTION "sales_rollup_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "sales_rollup_delta" IN EXCLUSIVE MODE;
  LOCK TABLE "sales" IN SHARE MODE;
  DELETE FROM "sales_rollup_delta";
  DELETE FROM "sales_daily";
  DELETE FROM "sales_store_monthly";
  DELETE FROM "sales_pending_registered";
  DELETE FROM "sales_pending_registered_store";
  INSERT INTO "sales_daily" ("day", "campaign_id", "status", "type", "count", "net_cents", "points")
  SELECT "sale_date", "campaign_id", "status", "type", count(*), sum("net_cents"), sum(coalesce("points", 0))
  FROM "sales" GROUP BY 1, 2, 3, 4;
  INSERT INTO "sales_store_monthly" ("month", "store_id", "campaign_id", "status", "type", "count", "net_cents", "points")
  SELECT date_trunc('month', "sale_date")::date, "store_id", "campaign_id", "status", "type", count(*), sum("net_cents"),
    sum(coalesce("points", 0))
  FROM "sales" GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO "sales_pending_registered" ("day", "count")
  SELECT ("created_at" AT TIME ZONE 'UTC')::date, count(*) FROM "sales" WHERE "status" = 'pending' GROUP BY 1;
  INSERT INTO "sales_pending_registered_store" ("store_id", "day", "count")
  SELECT "store_id", ("created_at" AT TIME ZONE 'UTC')::date, count(*) FROM "sales" WHERE "status" = 'pending' GROUP BY 1, 2;
END
$$;--> statement-breakpoint
SELECT "sales_rollup_rebuild"();
--> statement-breakpoint
-- The dashboard's cards count users, stores and campaigns: `row_counts` keeps each table's count,
-- moved by every statement that inserts or deletes rows (one update per statement, whatever its
-- number of rows).
CREATE FUNCTION "row_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "row_counts" SET "n" = "n" + (SELECT count(*) FROM inserted) WHERE "table_name" = TG_TABLE_NAME;
  ELSE
    UPDATE "row_counts" SET "n" = "n" - (SELECT count(*) FROM deleted) WHERE "table_name" = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "row_counts_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "row_counts_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "row_counts_insert" AFTER INSERT ON "stores" REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "row_counts_delete" AFTER DELETE ON "stores" REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "row_counts_insert" AFTER INSERT ON "campaigns" REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "row_counts_delete" AFTER DELETE ON "campaigns" REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_follow"();--> statement-breakpoint
-- The counts from scratch (here, and after a bulk load made with the triggers off).
CREATE FUNCTION "row_counts_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "users", "stores", "campaigns" IN SHARE MODE;
  DELETE FROM "row_counts";
  INSERT INTO "row_counts" ("table_name", "n")
  VALUES ('users', (SELECT count(*) FROM "users")), ('stores', (SELECT count(*) FROM "stores")),
    ('campaigns', (SELECT count(*) FROM "campaigns"));
END
$$;--> statement-breakpoint
SELECT "row_counts_rebuild"();
