-- The purchase reports (issue 16): Compras and Pontos por Loja sum a period's purchases by status,
-- type, store and segment, the times from registration to decision, the rejection reasons and
-- the distinct customers of each store. Read from `sales`, a year of a busy mall is 60,000 rows
-- per request; `sales_daily` and `sales_store_monthly` (0022) still hold one row per status and
-- type and no coarser period (a year of the stores' months: 12,000 rows, 15 ms). These tables
-- answer a period from a few hundred rows, whatever the number of sales:
--   sales_report_totals     per level (0 the mall, 1 a segment, 2 a store), period and campaign:
--                           purchases per status and type, approved cents and points, and the
--                           customers' visits (below); periods ("grain"): d a day (mall and
--                           segments), m a month, y a year (campaigns summed), c a campaign's
--                           whole, a all time (the last three with the sentinel bucket 0001-01-01
--                           or the zero campaign);
--   sales_report_decisions  decided purchases (approved or rejected) per hours from registration
--                           to decision (sales_report_decision_hours), same keys but no days
--                           (a store: only its years and all time, the rest read from `sales`);
--   sales_report_reasons    rejected purchases per reason, the same keys;
--   sales_report_visits     each level's customers' visits: one row per customer, purchase date and
--                           campaign with approved purchases, with the date of the customer's
--                           previous visit at that level (any campaign, and the same campaign);
--   sales_report_links      how many visits of a month follow a visit of an earlier (or the same)
--                           month, per level and campaign (the zero campaign: any campaign).
-- A level's distinct customers in a period are its visits in the period less the visits in the
-- period whose previous one is in the period too (the links), so they add up like the rest.
-- Totals, decisions and reasons are folded from `sales_rollup_delta` (two more columns) by
-- `sales_rollup_fold()`, as the dashboard's; the visits are kept in each approval's transaction
-- (per customer: no shared row), their sums appended to two delta tables folded the same way.
-- A store moved to another segment rebuilds both segments' rows. After a bulk load made with the
-- triggers off, `SELECT sales_report_rebuild()` (which `sales_rollup_rebuild()` now calls) rebuilds it all.

-- The edges of a period (the days of a month it covers in part) are read from `sales` by date:
-- with what the sums need included, from the index alone.
DROP INDEX "sales_date_idx";--> statement-breakpoint
CREATE INDEX "sales_date_idx" ON "sales" USING btree ("sale_date","created_at","id")
  INCLUDE ("client_id","invoice_number","status","client_name_lower","client_cpf","store_id","campaign_id","type",
    "net_cents","points","reviewed_at","reason");--> statement-breakpoint
DROP INDEX "sales_store_date_idx";--> statement-breakpoint
CREATE INDEX "sales_store_date_idx" ON "sales" USING btree ("store_id","sale_date","created_at","id")
  INCLUDE ("client_id","invoice_number","status","client_name_lower","client_cpf","campaign_id","type","net_cents",
    "points","reviewed_at","reason");--> statement-breakpoint
-- Hours from registration to decision, rounded up (so "within 72 h" is exactly hours <= 72); past a
-- week, rounded up to whole days. The reports' median and 95th percentile are read at that resolution.
-- One expression, so PostgreSQL inlines it in the queries that read a period's edges.
CREATE FUNCTION "sales_report_decision_hours"(created timestamptz, reviewed timestamptz) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN reviewed - created <= interval '168 hours'
    THEN greatest(0, ceil(date_part('epoch', reviewed - created) / 3600))::integer
    ELSE (ceil(date_part('epoch', reviewed - created) / 86400) * 24)::integer END
$$;--> statement-breakpoint
-- The periods a purchase date counts in for a level: its day (not for stores), month, year, the
-- campaign's whole and all time.
CREATE FUNCTION "sales_report_cells"(kind smallint, day date, campaign uuid)
  RETURNS TABLE ("grain" text, "bucket" date, "campaign_id" uuid)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT g.grain, g.bucket, g.campaign
  FROM (VALUES
    ('d', day, campaign),
    ('m', date_trunc('month', day)::date, campaign),
    ('y', date_trunc('year', day)::date, '00000000-0000-0000-0000-000000000000'::uuid),
    ('c', '0001-01-01'::date, campaign),
    ('a', '0001-01-01'::date, '00000000-0000-0000-0000-000000000000'::uuid)
  ) AS g(grain, bucket, campaign)
  WHERE g.grain <> 'd' OR kind <> 2
$$;--> statement-breakpoint
-- Whatever is still in the deltas goes into the dashboard's totals before they grow two columns.
SELECT "sales_rollup_fold"();--> statement-breakpoint
ALTER TABLE "sales_rollup_delta" ADD COLUMN "decision_hours" integer, ADD COLUMN "reason" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sales_rollup_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "sales_rollup_delta" ("day", "created_day", "store_id", "campaign_id", "status", "type", "count", "net_cents", "points",
      "decision_hours", "reason")
    VALUES (OLD."sale_date", (OLD."created_at" AT TIME ZONE 'UTC')::date, OLD."store_id", OLD."campaign_id", OLD."status", OLD."type",
      -1, -OLD."net_cents", -coalesce(OLD."points", 0),
      CASE WHEN OLD."status" IN ('approved', 'rejected') AND OLD."reviewed_at" IS NOT NULL
        THEN sales_report_decision_hours(OLD."created_at", OLD."reviewed_at") END,
      CASE WHEN OLD."status" = 'rejected' THEN coalesce(btrim(OLD."reason"), '') END);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "sales_rollup_delta" ("day", "created_day", "store_id", "campaign_id", "status", "type", "count", "net_cents", "points",
      "decision_hours", "reason")
    VALUES (NEW."sale_date", (NEW."created_at" AT TIME ZONE 'UTC')::date, NEW."store_id", NEW."campaign_id", NEW."status", NEW."type",
      1, NEW."net_cents", coalesce(NEW."points", 0),
      CASE WHEN NEW."status" IN ('approved', 'rejected') AND NEW."reviewed_at" IS NOT NULL
        THEN sales_report_decision_hours(NEW."created_at", NEW."reviewed_at") END,
      CASE WHEN NEW."status" = 'rejected' THEN coalesce(btrim(NEW."reason"), '') END);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "sales_rollup_update" ON "sales";--> statement-breakpoint
-- Only a change of what the sums count: a review, an edit of the value or the date, a reason.
CREATE TRIGGER "sales_rollup_update" AFTER UPDATE ON "sales"
  FOR EACH ROW WHEN (
    (OLD."sale_date", OLD."created_at", OLD."store_id", OLD."campaign_id", OLD."status", OLD."type", OLD."net_cents", OLD."points",
      OLD."reviewed_at", OLD."reason")
    IS DISTINCT FROM
    (NEW."sale_date", NEW."created_at", NEW."store_id", NEW."campaign_id", NEW."status", NEW."type", NEW."net_cents", NEW."points",
      NEW."reviewed_at", NEW."reason")
  ) EXECUTE FUNCTION "sales_rollup_follow"();--> statement-breakpoint
CREATE TABLE "sales_report_totals" (
	"kind" smallint NOT NULL,
	"level" uuid NOT NULL,
	"grain" text NOT NULL,
	"bucket" date NOT NULL,
	"campaign_id" uuid NOT NULL,
	"pending_photo" integer DEFAULT 0 NOT NULL,
	"approved_photo" integer DEFAULT 0 NOT NULL,
	"rejected_photo" integer DEFAULT 0 NOT NULL,
	"canceled_photo" integer DEFAULT 0 NOT NULL,
	"cents_photo" bigint DEFAULT 0 NOT NULL,
	"points_photo" bigint DEFAULT 0 NOT NULL,
	"pending_invoice" integer DEFAULT 0 NOT NULL,
	"approved_invoice" integer DEFAULT 0 NOT NULL,
	"rejected_invoice" integer DEFAULT 0 NOT NULL,
	"canceled_invoice" integer DEFAULT 0 NOT NULL,
	"cents_invoice" bigint DEFAULT 0 NOT NULL,
	"points_invoice" bigint DEFAULT 0 NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"firsts_any" integer DEFAULT 0 NOT NULL,
	"firsts_camp" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_report_totals_pk" PRIMARY KEY ("kind", "level", "grain", "bucket", "campaign_id")
	  INCLUDE ("pending_photo", "approved_photo", "rejected_photo", "canceled_photo", "cents_photo", "points_photo",
	    "pending_invoice", "approved_invoice", "rejected_invoice", "canceled_invoice", "cents_invoice", "points_invoice",
	    "visits", "firsts_any", "firsts_camp"),
	CONSTRAINT "sales_report_totals_grain" CHECK ("grain" IN ('d', 'm', 'y', 'c', 'a'))
);--> statement-breakpoint
-- Every store's row of a period at once (the ranking, the purchases by store). Both indexes hold
-- every column: a request reads a few hundred rows from a few index pages.
CREATE INDEX "sales_report_totals_stores_idx" ON "sales_report_totals" USING btree ("grain", "bucket", "campaign_id")
  INCLUDE ("level", "pending_photo", "approved_photo", "rejected_photo", "canceled_photo", "cents_photo", "points_photo",
    "pending_invoice", "approved_invoice", "rejected_invoice", "canceled_invoice", "cents_invoice", "points_invoice",
    "visits", "firsts_any", "firsts_camp")
  WHERE "kind" = 2;--> statement-breakpoint
CREATE TABLE "sales_report_decisions" (
	"kind" smallint NOT NULL,
	"level" uuid NOT NULL,
	"grain" text NOT NULL,
	"bucket" date NOT NULL,
	"campaign_id" uuid NOT NULL,
	"hours" integer NOT NULL,
	"approved_photo" integer DEFAULT 0 NOT NULL,
	"approved_invoice" integer DEFAULT 0 NOT NULL,
	"rejected_photo" integer DEFAULT 0 NOT NULL,
	"rejected_invoice" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_report_decisions_pk" PRIMARY KEY ("kind", "level", "grain", "bucket", "campaign_id", "hours")
	  INCLUDE ("approved_photo", "approved_invoice", "rejected_photo", "rejected_invoice")
);--> statement-breakpoint
CREATE TABLE "sales_report_reasons" (
	"kind" smallint NOT NULL,
	"level" uuid NOT NULL,
	"grain" text NOT NULL,
	"bucket" date NOT NULL,
	"campaign_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"photo" integer DEFAULT 0 NOT NULL,
	"invoice" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_report_reasons_pk" PRIMARY KEY ("kind", "level", "grain", "bucket", "campaign_id", "reason")
	  INCLUDE ("photo", "invoice")
);--> statement-breakpoint
CREATE TABLE "sales_report_visits" (
	"level" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"day" date NOT NULL,
	"campaign_id" uuid NOT NULL,
	"n" integer NOT NULL,
	"prev_any" date,
	"prev_camp" date,
	CONSTRAINT "sales_report_visits_pk" PRIMARY KEY ("level", "client_id", "day", "campaign_id")
);--> statement-breakpoint
-- The visits of a few days (a period's edges), and those following a visit of a few days.
CREATE INDEX "sales_report_visits_day_idx" ON "sales_report_visits" USING btree ("day")
  INCLUDE ("level", "campaign_id", "prev_any", "prev_camp");--> statement-breakpoint
CREATE INDEX "sales_report_visits_prev_any_idx" ON "sales_report_visits" USING btree ("prev_any")
  INCLUDE ("level", "day") WHERE "prev_any" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "sales_report_visits_prev_camp_idx" ON "sales_report_visits" USING btree ("prev_camp")
  INCLUDE ("level", "day", "campaign_id") WHERE "prev_camp" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "sales_report_links" (
	"level" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"prev_month" date NOT NULL,
	"month" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "sales_report_links_pk" PRIMARY KEY ("campaign_id", "prev_month", "month", "level")
);--> statement-breakpoint
-- Which state of the folded rows a reader saw: bumped by every fold that moved something, by the
-- rebuilds and by a new store or segment name, so the API may keep what it read from them (the
-- Compras report keeps a request's folded part and reads only the deltas while this holds still).
CREATE TABLE "sales_report_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL CHECK ("id"),
	"v" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "sales_report_version" ("id", "v") VALUES (true, 1);--> statement-breakpoint
CREATE FUNCTION "sales_report_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sales_report_version" SET "v" = "v" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sales_report_store_names" AFTER UPDATE OF "trade_name" ON "stores"
  FOR EACH STATEMENT EXECUTE FUNCTION "sales_report_version_bump"();--> statement-breakpoint
CREATE TRIGGER "sales_report_segment_names" AFTER UPDATE OF "name" ON "segments"
  FOR EACH STATEMENT EXECUTE FUNCTION "sales_report_version_bump"();--> statement-breakpoint
-- Appended by the visits' upkeep, folded with the purchases' deltas (no key, no index, as 0022's).
CREATE TABLE "sales_report_visit_delta" (
	"kind" smallint NOT NULL,
	"level" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visits" integer NOT NULL,
	"firsts_any" integer NOT NULL,
	"firsts_camp" integer NOT NULL
);--> statement-breakpoint
CREATE TABLE "sales_report_link_delta" (
	"level" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"prev_month" date NOT NULL,
	"month" date NOT NULL,
	"n" integer NOT NULL
);--> statement-breakpoint
ALTER TABLE "sales_report_visit_delta" SET (autovacuum_vacuum_threshold = 500, autovacuum_vacuum_scale_factor = 0,
  autovacuum_vacuum_insert_threshold = 500, autovacuum_vacuum_insert_scale_factor = 0);--> statement-breakpoint
ALTER TABLE "sales_report_link_delta" SET (autovacuum_vacuum_threshold = 500, autovacuum_vacuum_scale_factor = 0,
  autovacuum_vacuum_insert_threshold = 500, autovacuum_vacuum_insert_scale_factor = 0);--> statement-breakpoint
-- One level's visit (customer, date, campaign) gains (delta 1) or loses (-1) an approved purchase.
-- A visit that appears or goes away re-links its neighbours (the customer's previous and next
-- visits at that level, in any campaign and in its own) and appends what changes in the sums.
CREATE FUNCTION "sales_report_visit_step"(k smallint, lvl uuid, client uuid, d date, camp uuid, delta integer) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  zero CONSTANT uuid := '00000000-0000-0000-0000-000000000000';
  s integer := sign(delta);
  left_n integer;
  p_any date;
  p_camp date;
  w_day date;
  w_camp uuid;
  c_day date;
BEGIN
  IF delta > 0 THEN
    UPDATE "sales_report_visits" v SET "n" = v."n" + 1
    WHERE v."level" = lvl AND v."client_id" = client AND v."day" = d AND v."campaign_id" = camp;
    IF FOUND THEN
      RETURN;
    END IF;
    SELECT v."day" INTO p_any FROM "sales_report_visits" v
    WHERE v."level" = lvl AND v."client_id" = client AND (v."day", v."campaign_id") < (d, camp)
    ORDER BY v."day" DESC, v."campaign_id" DESC LIMIT 1;
    SELECT max(v."day") INTO p_camp FROM "sales_report_visits" v
    WHERE v."level" = lvl AND v."client_id" = client AND v."campaign_id" = camp AND v."day" < d;
    INSERT INTO "sales_report_visits" ("level", "client_id", "day", "campaign_id", "n", "prev_any", "prev_camp")
    VALUES (lvl, client, d, camp, 1, p_any, p_camp);
    UPDATE "sales_report_visits" v SET "prev_any" = d
    FROM (SELECT x."day", x."campaign_id" FROM "sales_report_visits" x
      WHERE x."level" = lvl AND x."client_id" = client AND (x."day", x."campaign_id") > (d, camp)
      ORDER BY x."day", x."campaign_id" LIMIT 1) AS nx
    WHERE v."level" = lvl AND v."client_id" = client AND v."day" = nx."day" AND v."campaign_id" = nx."campaign_id"
    RETURNING v."day", v."campaign_id" INTO w_day, w_camp;
    UPDATE "sales_report_visits" v SET "prev_camp" = d
    FROM (SELECT min(x."day") AS "day" FROM "sales_report_visits" x
      WHERE x."level" = lvl AND x."client_id" = client AND x."campaign_id" = camp AND x."day" > d) AS nx
    WHERE v."level" = lvl AND v."client_id" = client AND v."campaign_id" = camp AND v."day" = nx."day"
    RETURNING v."day" INTO c_day;
  ELSE
    UPDATE "sales_report_visits" v SET "n" = v."n" - 1
    WHERE v."level" = lvl AND v."client_id" = client AND v."day" = d AND v."campaign_id" = camp
    RETURNING v."n", v."prev_any", v."prev_camp" INTO left_n, p_any, p_camp;
    IF NOT FOUND OR left_n > 0 THEN
      RETURN;
    END IF;
    DELETE FROM "sales_report_visits" v
    WHERE v."level" = lvl AND v."client_id" = client AND v."day" = d AND v."campaign_id" = camp;
    UPDATE "sales_report_visits" v SET "prev_any" = p_any
    FROM (SELECT x."day", x."campaign_id" FROM "sales_report_visits" x
      WHERE x."level" = lvl AND x."client_id" = client AND (x."day", x."campaign_id") > (d, camp)
      ORDER BY x."day", x."campaign_id" LIMIT 1) AS nx
    WHERE v."level" = lvl AND v."client_id" = client AND v."day" = nx."day" AND v."campaign_id" = nx."campaign_id"
    RETURNING v."day", v."campaign_id" INTO w_day, w_camp;
    UPDATE "sales_report_visits" v SET "prev_camp" = p_camp
    FROM (SELECT min(x."day") AS "day" FROM "sales_report_visits" x
      WHERE x."level" = lvl AND x."client_id" = client AND x."campaign_id" = camp AND x."day" > d) AS nx
    WHERE v."level" = lvl AND v."client_id" = client AND v."campaign_id" = camp AND v."day" = nx."day"
    RETURNING v."day" INTO c_day;
  END IF;
  -- The visit counts (s), and is a first one without a previous visit; the next visit stops or
  -- starts being a first one.
  INSERT INTO "sales_report_visit_delta" ("kind", "level", "campaign_id", "day", "visits", "firsts_any", "firsts_camp")
  SELECT k, lvl, x.campaign, x.day, x.visits, x.firsts_any, x.firsts_camp
  FROM (VALUES
    (camp, d, s, CASE WHEN p_any IS NULL THEN s ELSE 0 END, CASE WHEN p_camp IS NULL THEN s ELSE 0 END),
    (w_camp, w_day, 0, CASE WHEN p_any IS NULL THEN -s ELSE 0 END, 0),
    (camp, c_day, 0, 0, CASE WHEN p_camp IS NULL THEN -s ELSE 0 END)
  ) AS x(campaign, day, visits, firsts_any, firsts_camp)
  WHERE x.day IS NOT NULL AND (x.visits <> 0 OR x.firsts_any <> 0 OR x.firsts_camp <> 0);
  -- previous -> this and this -> next come (or go); previous -> next goes (or comes back).
  INSERT INTO "sales_report_link_delta" ("level", "campaign_id", "prev_month", "month", "n")
  SELECT lvl, x.campaign, date_trunc('month', x.a)::date, date_trunc('month', x.b)::date, x.n
  FROM (VALUES
    (zero, p_any, d, s), (zero, d, w_day, s), (zero, p_any, w_day, -s),
    (camp, p_camp, d, s), (camp, d, c_day, s), (camp, p_camp, c_day, -s)
  ) AS x(campaign, a, b, n)
  WHERE x.a IS NOT NULL AND x.b IS NOT NULL;
END
$$;--> statement-breakpoint
-- A purchase's approval (delta 1) or its loss (-1) at its three levels: the mall, its store's
-- segment and its store. One customer's visits change one transaction at a time (an advisory
-- lock on the customer), so two approvals of one customer never link the same neighbours.
CREATE FUNCTION "sales_report_visit_move"(store uuid, client uuid, d date, camp uuid, delta integer) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  seg uuid;
BEGIN
  PERFORM pg_advisory_xact_lock(1016, hashtext(client::text));
  SELECT st."segment_id" INTO seg FROM "stores" st WHERE st."id" = store;
  PERFORM sales_report_visit_step(0::smallint, '00000000-0000-0000-0000-000000000000'::uuid, client, d, camp, delta);
  IF seg IS NOT NULL THEN
    PERFORM sales_report_visit_step(1::smallint, seg, client, d, camp, delta);
  END IF;
  PERFORM sales_report_visit_step(2::smallint, store, client, d, camp, delta);
END
$$;--> statement-breakpoint
CREATE FUNCTION "sales_report_visits_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."status" = 'approved' THEN
    PERFORM sales_report_visit_move(OLD."store_id", OLD."client_id", OLD."sale_date", OLD."campaign_id", -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."status" = 'approved' THEN
    PERFORM sales_report_visit_move(NEW."store_id", NEW."client_id", NEW."sale_date", NEW."campaign_id", 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Only approved purchases count: registering a (pending) purchase calls nothing.
CREATE TRIGGER "sales_report_visits_insert" AFTER INSERT ON "sales"
  FOR EACH ROW WHEN (NEW."status" = 'approved') EXECUTE FUNCTION "sales_report_visits_follow"();--> statement-breakpoint
CREATE TRIGGER "sales_report_visits_delete" AFTER DELETE ON "sales"
  FOR EACH ROW WHEN (OLD."status" = 'approved') EXECUTE FUNCTION "sales_report_visits_follow"();--> statement-breakpoint
CREATE TRIGGER "sales_report_visits_update" AFTER UPDATE ON "sales"
  FOR EACH ROW WHEN (
    (OLD."status" = 'approved' OR NEW."status" = 'approved')
    AND (OLD."status", OLD."store_id", OLD."client_id", OLD."campaign_id", OLD."sale_date")
      IS DISTINCT FROM (NEW."status", NEW."store_id", NEW."client_id", NEW."campaign_id", NEW."sale_date")
  ) EXECUTE FUNCTION "sales_report_visits_follow"();--> statement-breakpoint
-- 0022's fold, and the same deltas (with the visits' own) into the reports' tables. Answers how
-- many delta rows it moved.
CREATE OR REPLACE FUNCTION "sales_rollup_fold"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  moved_rows integer;
  moved_visits integer;
  moved_links integer;
BEGIN
  WITH moved AS (
    DELETE FROM "sales_rollup_delta"
    RETURNING "day", "created_day", "store_id", "campaign_id", "status", "type", "count", "net_cents", "points",
      "decision_hours", "reason"
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
  ), cells AS (
    SELECT l."kind", l."level", c."grain", c."bucket", c."campaign_id", m."status", m."type", m."count", m."net_cents",
      m."points", m."decision_hours", m."reason"
    FROM moved m
    LEFT JOIN "stores" st ON st."id" = m."store_id"
    CROSS JOIN LATERAL (VALUES (0::smallint, '00000000-0000-0000-0000-000000000000'::uuid), (1::smallint, st."segment_id"),
      (2::smallint, m."store_id")) AS l("kind", "level")
    CROSS JOIN LATERAL sales_report_cells(l."kind", m."day", m."campaign_id") AS c
    WHERE l."level" IS NOT NULL
  ), totals AS (
    INSERT INTO "sales_report_totals" AS x ("kind", "level", "grain", "bucket", "campaign_id",
      "pending_photo", "approved_photo", "rejected_photo", "canceled_photo", "cents_photo", "points_photo",
      "pending_invoice", "approved_invoice", "rejected_invoice", "canceled_invoice", "cents_invoice", "points_invoice")
    SELECT "kind", "level", "grain", "bucket", "campaign_id",
      sum(CASE WHEN "type" = 'photo' AND "status" = 'pending' THEN "count" ELSE 0 END),
      sum(CASE WHEN "type" = 'photo' AND "status" = 'approved' THEN "count" ELSE 0 END),
      sum(CASE WHEN "type" = 'photo' AND "status" = 'rejected' THEN "count" ELSE 0 END),
      sum(CASE WHEN "type" = 'photo' AND "status" = 'canceled' THEN "count" ELSE 0 END),
      sum(CASE WHEN "type" = 'photo' AND "status" = 'approved' THEN "net_cents" ELSE 0 END),
      sum(CASE WHEN "type" = 'photo' AND "status" = 'approved' THEN "points" ELSE 0 END),
      sum(CASE WHEN "type" <> 'photo' AND "status" = 'pending' THEN "count" ELSE 0 END),
      sum(CASE WHEN "type" <> 'photo' AND "status" = 'approved' THEN "count" ELSE 0 END),
      sum(CASE WHEN "type" <> 'photo' AND "status" = 'rejected' THEN "count" ELSE 0 END),
      sum(CASE WHEN "type" <> 'photo' AND "status" = 'canceled' THEN "count" ELSE 0 END),
      sum(CASE WHEN "type" <> 'photo' AND "status" = 'approved' THEN "net_cents" ELSE 0 END),
      sum(CASE WHEN "type" <> 'photo' AND "status" = 'approved' THEN "points" ELSE 0 END)
    FROM cells GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("kind", "level", "grain", "bucket", "campaign_id") DO UPDATE SET
      "pending_photo" = x."pending_photo" + EXCLUDED."pending_photo",
      "approved_photo" = x."approved_photo" + EXCLUDED."approved_photo",
      "rejected_photo" = x."rejected_photo" + EXCLUDED."rejected_photo",
      "canceled_photo" = x."canceled_photo" + EXCLUDED."canceled_photo",
      "cents_photo" = x."cents_photo" + EXCLUDED."cents_photo",
      "points_photo" = x."points_photo" + EXCLUDED."points_photo",
      "pending_invoice" = x."pending_invoice" + EXCLUDED."pending_invoice",
      "approved_invoice" = x."approved_invoice" + EXCLUDED."approved_invoice",
      "rejected_invoice" = x."rejected_invoice" + EXCLUDED."rejected_invoice",
      "canceled_invoice" = x."canceled_invoice" + EXCLUDED."canceled_invoice",
      "cents_invoice" = x."cents_invoice" + EXCLUDED."cents_invoice",
      "points_invoice" = x."points_invoice" + EXCLUDED."points_invoice"
  ), decisions AS (
    INSERT INTO "sales_report_decisions" AS x ("kind", "level", "grain", "bucket", "campaign_id", "hours",
      "approved_photo", "approved_invoice", "rejected_photo", "rejected_invoice")
    SELECT "kind", "level", "grain", "bucket", "campaign_id", "decision_hours",
      sum(CASE WHEN "status" = 'approved' AND "type" = 'photo' THEN "count" ELSE 0 END),
      sum(CASE WHEN "status" = 'approved' AND "type" <> 'photo' THEN "count" ELSE 0 END),
      sum(CASE WHEN "status" = 'rejected' AND "type" = 'photo' THEN "count" ELSE 0 END),
      sum(CASE WHEN "status" = 'rejected' AND "type" <> 'photo' THEN "count" ELSE 0 END)
    FROM cells
    WHERE "decision_hours" IS NOT NULL AND "grain" <> 'd' AND ("kind" <> 2 OR "grain" IN ('y', 'a'))
    GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ("kind", "level", "grain", "bucket", "campaign_id", "hours") DO UPDATE SET
      "approved_photo" = x."approved_photo" + EXCLUDED."approved_photo",
      "approved_invoice" = x."approved_invoice" + EXCLUDED."approved_invoice",
      "rejected_photo" = x."rejected_photo" + EXCLUDED."rejected_photo",
      "rejected_invoice" = x."rejected_invoice" + EXCLUDED."rejected_invoice"
  ), reasons AS (
    INSERT INTO "sales_report_reasons" AS x ("kind", "level", "grain", "bucket", "campaign_id", "reason", "photo", "invoice")
    SELECT "kind", "level", "grain", "bucket", "campaign_id", "reason",
      sum(CASE WHEN "type" = 'photo' THEN "count" ELSE 0 END),
      sum(CASE WHEN "type" <> 'photo' THEN "count" ELSE 0 END)
    FROM cells
    WHERE "reason" IS NOT NULL AND "grain" <> 'd' AND ("kind" <> 2 OR "grain" IN ('y', 'a'))
    GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ("kind", "level", "grain", "bucket", "campaign_id", "reason") DO UPDATE SET
      "photo" = x."photo" + EXCLUDED."photo", "invoice" = x."invoice" + EXCLUDED."invoice"
  )
  -- Every insert above runs whether or not this reads it (PostgreSQL runs each data-modifying WITH once).
  SELECT count(*) INTO moved_rows FROM moved;
  WITH moved AS (
    DELETE FROM "sales_report_visit_delta" RETURNING "kind", "level", "campaign_id", "day", "visits", "firsts_any", "firsts_camp"
  ), totals AS (
    INSERT INTO "sales_report_totals" AS x ("kind", "level", "grain", "bucket", "campaign_id", "visits", "firsts_any", "firsts_camp")
    SELECT m."kind", m."level", c."grain", c."bucket", c."campaign_id", sum(m."visits"), sum(m."firsts_any"), sum(m."firsts_camp")
    FROM moved m CROSS JOIN LATERAL sales_report_cells(m."kind", m."day", m."campaign_id") AS c
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("kind", "level", "grain", "bucket", "campaign_id") DO UPDATE SET
      "visits" = x."visits" + EXCLUDED."visits", "firsts_any" = x."firsts_any" + EXCLUDED."firsts_any",
      "firsts_camp" = x."firsts_camp" + EXCLUDED."firsts_camp"
  )
  SELECT count(*) INTO moved_visits FROM moved;
  WITH moved AS (
    DELETE FROM "sales_report_link_delta" RETURNING "level", "campaign_id", "prev_month", "month", "n"
  ), links AS (
    INSERT INTO "sales_report_links" AS x ("level", "campaign_id", "prev_month", "month", "n")
    SELECT "level", "campaign_id", "prev_month", "month", sum("n") FROM moved
    GROUP BY 1, 2, 3, 4 ORDER BY 2, 3, 4, 1
    ON CONFLICT ("campaign_id", "prev_month", "month", "level") DO UPDATE SET "n" = x."n" + EXCLUDED."n"
  )
  SELECT count(*) INTO moved_links FROM moved;
  IF moved_rows + moved_visits + moved_links > 0 THEN
    UPDATE "sales_report_version" SET "v" = "v" + 1;
  END IF;
  RETURN moved_rows + moved_visits + moved_links;
END
$$;--> statement-breakpoint
-- The reports' tables from `sales`, for every level (segments null) or only these segments' rows
-- (a store moved to another segment). Folds what waits in the deltas first, holding them and the
-- purchases still, so no change is lost or counted twice.
CREATE FUNCTION "sales_report_rebuild_levels"(segments uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zero CONSTANT uuid := '00000000-0000-0000-0000-000000000000';
  every_level CONSTANT boolean := segments IS NULL;
BEGIN
  LOCK TABLE "sales_rollup_delta", "sales_report_visit_delta", "sales_report_link_delta" IN EXCLUSIVE MODE;
  LOCK TABLE "sales" IN SHARE MODE;
  PERFORM sales_rollup_fold();
  IF every_level THEN
    TRUNCATE "sales_report_totals", "sales_report_decisions", "sales_report_reasons", "sales_report_visits", "sales_report_links";
  ELSE
    DELETE FROM "sales_report_totals" WHERE "kind" = 1 AND "level" = ANY (segments);
    DELETE FROM "sales_report_decisions" WHERE "kind" = 1 AND "level" = ANY (segments);
    DELETE FROM "sales_report_reasons" WHERE "kind" = 1 AND "level" = ANY (segments);
    DELETE FROM "sales_report_visits" WHERE "level" = ANY (segments);
    DELETE FROM "sales_report_links" WHERE "level" = ANY (segments);
  END IF;
  -- Purchases per store, month and campaign (and per segment and day for the day rows), then every
  -- level's periods summed from those.
  INSERT INTO "sales_report_totals" ("kind", "level", "grain", "bucket", "campaign_id",
    "pending_photo", "approved_photo", "rejected_photo", "canceled_photo", "cents_photo", "points_photo",
    "pending_invoice", "approved_invoice", "rejected_invoice", "canceled_invoice", "cents_invoice", "points_invoice")
  WITH per_month AS MATERIALIZED (
    SELECT s."store_id", st."segment_id", date_trunc('month', s."sale_date")::date AS "month", s."campaign_id",
      count(*) FILTER (WHERE s."type" = 'photo' AND s."status" = 'pending') AS pp,
      count(*) FILTER (WHERE s."type" = 'photo' AND s."status" = 'approved') AS ap,
      count(*) FILTER (WHERE s."type" = 'photo' AND s."status" = 'rejected') AS rp,
      count(*) FILTER (WHERE s."type" = 'photo' AND s."status" = 'canceled') AS cp,
      coalesce(sum(s."net_cents") FILTER (WHERE s."type" = 'photo' AND s."status" = 'approved'), 0) AS vp,
      coalesce(sum(coalesce(s."points", 0)) FILTER (WHERE s."type" = 'photo' AND s."status" = 'approved'), 0) AS tp,
      count(*) FILTER (WHERE s."type" <> 'photo' AND s."status" = 'pending') AS pi,
      count(*) FILTER (WHERE s."type" <> 'photo' AND s."status" = 'approved') AS ai,
      count(*) FILTER (WHERE s."type" <> 'photo' AND s."status" = 'rejected') AS ri,
      count(*) FILTER (WHERE s."type" <> 'photo' AND s."status" = 'canceled') AS ci,
      coalesce(sum(s."net_cents") FILTER (WHERE s."type" <> 'photo' AND s."status" = 'approved'), 0) AS vi,
      coalesce(sum(coalesce(s."points", 0)) FILTER (WHERE s."type" <> 'photo' AND s."status" = 'approved'), 0) AS ti
    FROM "sales" s JOIN "stores" st ON st."id" = s."store_id"
    WHERE every_level OR st."segment_id" = ANY (segments)
    GROUP BY 1, 2, 3, 4
  ), per_day AS MATERIALIZED (
    SELECT st."segment_id", s."sale_date" AS "day", s."campaign_id",
      count(*) FILTER (WHERE s."type" = 'photo' AND s."status" = 'pending') AS pp,
      count(*) FILTER (WHERE s."type" = 'photo' AND s."status" = 'approved') AS ap,
      count(*) FILTER (WHERE s."type" = 'photo' AND s."status" = 'rejected') AS rp,
      count(*) FILTER (WHERE s."type" = 'photo' AND s."status" = 'canceled') AS cp,
      coalesce(sum(s."net_cents") FILTER (WHERE s."type" = 'photo' AND s."status" = 'approved'), 0) AS vp,
      coalesce(sum(coalesce(s."points", 0)) FILTER (WHERE s."type" = 'photo' AND s."status" = 'approved'), 0) AS tp,
      count(*) FILTER (WHERE s."type" <> 'photo' AND s."status" = 'pending') AS pi,
      count(*) FILTER (WHERE s."type" <> 'photo' AND s."status" = 'approved') AS ai,
      count(*) FILTER (WHERE s."type" <> 'photo' AND s."status" = 'rejected') AS ri,
      count(*) FILTER (WHERE s."type" <> 'photo' AND s."status" = 'canceled') AS ci,
      coalesce(sum(s."net_cents") FILTER (WHERE s."type" <> 'photo' AND s."status" = 'approved'), 0) AS vi,
      coalesce(sum(coalesce(s."points", 0)) FILTER (WHERE s."type" <> 'photo' AND s."status" = 'approved'), 0) AS ti
    FROM "sales" s JOIN "stores" st ON st."id" = s."store_id"
    WHERE every_level OR st."segment_id" = ANY (segments)
    GROUP BY 1, 2, 3
  ), cells AS (
    SELECT l."kind", l."level", c."grain", c."bucket", c."campaign_id", m.pp, m.ap, m.rp, m.cp, m.vp, m.tp, m.pi, m.ai, m.ri, m.ci, m.vi, m.ti
    FROM per_month m
    CROSS JOIN LATERAL (VALUES (0::smallint, zero), (1::smallint, m."segment_id"), (2::smallint, m."store_id")) AS l("kind", "level")
    CROSS JOIN LATERAL sales_report_cells(2::smallint, m."month", m."campaign_id") AS c
    WHERE l."level" IS NOT NULL AND (every_level OR l."kind" = 1)
    UNION ALL
    SELECT l."kind", l."level", 'd', d."day", d."campaign_id", d.pp, d.ap, d.rp, d.cp, d.vp, d.tp, d.pi, d.ai, d.ri, d.ci, d.vi, d.ti
    FROM per_day d
    CROSS JOIN LATERAL (VALUES (0::smallint, zero), (1::smallint, d."segment_id")) AS l("kind", "level")
    WHERE l."level" IS NOT NULL AND (every_level OR l."kind" = 1)
  )
  SELECT "kind", "level", "grain", "bucket", "campaign_id",
    sum(pp), sum(ap), sum(rp), sum(cp), sum(vp), sum(tp), sum(pi), sum(ai), sum(ri), sum(ci), sum(vi), sum(ti)
  FROM cells GROUP BY 1, 2, 3, 4, 5;
  -- Decided purchases per hours and rejected ones per reason: a store's years and all time, every
  -- other level's months and campaigns too.
  INSERT INTO "sales_report_decisions" ("kind", "level", "grain", "bucket", "campaign_id", "hours",
    "approved_photo", "approved_invoice", "rejected_photo", "rejected_invoice")
  WITH per_month AS MATERIALIZED (
    SELECT s."store_id", st."segment_id", date_trunc('month', s."sale_date")::date AS "month", s."campaign_id",
      sales_report_decision_hours(s."created_at", s."reviewed_at") AS "hours",
      count(*) FILTER (WHERE s."status" = 'approved' AND s."type" = 'photo') AS ap,
      count(*) FILTER (WHERE s."status" = 'approved' AND s."type" <> 'photo') AS ai,
      count(*) FILTER (WHERE s."status" = 'rejected' AND s."type" = 'photo') AS rp,
      count(*) FILTER (WHERE s."status" = 'rejected' AND s."type" <> 'photo') AS ri
    FROM "sales" s JOIN "stores" st ON st."id" = s."store_id"
    WHERE s."status" IN ('approved', 'rejected') AND s."reviewed_at" IS NOT NULL
      AND (every_level OR st."segment_id" = ANY (segments))
    GROUP BY 1, 2, 3, 4, 5
  ), cells AS (
    SELECT l."kind", l."level", c."grain", c."bucket", c."campaign_id", m."hours", m.ap, m.ai, m.rp, m.ri
    FROM per_month m
    CROSS JOIN LATERAL (VALUES (0::smallint, zero), (1::smallint, m."segment_id"), (2::smallint, m."store_id")) AS l("kind", "level")
    CROSS JOIN LATERAL sales_report_cells(2::smallint, m."month", m."campaign_id") AS c
    WHERE l."level" IS NOT NULL AND (every_level OR l."kind" = 1) AND (l."kind" <> 2 OR c."grain" IN ('y', 'a'))
  )
  SELECT "kind", "level", "grain", "bucket", "campaign_id", "hours", sum(ap), sum(ai), sum(rp), sum(ri)
  FROM cells GROUP BY 1, 2, 3, 4, 5, 6;
  INSERT INTO "sales_report_reasons" ("kind", "level", "grain", "bucket", "campaign_id", "reason", "photo", "invoice")
  WITH per_month AS MATERIALIZED (
    SELECT s."store_id", st."segment_id", date_trunc('month', s."sale_date")::date AS "month", s."campaign_id",
      coalesce(btrim(s."reason"), '') AS "reason",
      count(*) FILTER (WHERE s."type" = 'photo') AS p,
      count(*) FILTER (WHERE s."type" <> 'photo') AS i
    FROM "sales" s JOIN "stores" st ON st."id" = s."store_id"
    WHERE s."status" = 'rejected' AND (every_level OR st."segment_id" = ANY (segments))
    GROUP BY 1, 2, 3, 4, 5
  ), cells AS (
    SELECT l."kind", l."level", c."grain", c."bucket", c."campaign_id", m."reason", m.p, m.i
    FROM per_month m
    CROSS JOIN LATERAL (VALUES (0::smallint, zero), (1::smallint, m."segment_id"), (2::smallint, m."store_id")) AS l("kind", "level")
    CROSS JOIN LATERAL sales_report_cells(2::smallint, m."month", m."campaign_id") AS c
    WHERE l."level" IS NOT NULL AND (every_level OR l."kind" = 1) AND (l."kind" <> 2 OR c."grain" IN ('y', 'a'))
  )
  SELECT "kind", "level", "grain", "bucket", "campaign_id", "reason", sum(p), sum(i)
  FROM cells GROUP BY 1, 2, 3, 4, 5, 6;
  -- Each level's visits, linked to the customer's previous one there.
  INSERT INTO "sales_report_visits" ("level", "client_id", "day", "campaign_id", "n", "prev_any", "prev_camp")
  SELECT v."level", v."client_id", v."day", v."campaign_id", v."n",
    lag(v."day") OVER (PARTITION BY v."level", v."client_id" ORDER BY v."day", v."campaign_id"),
    lag(v."day") OVER (PARTITION BY v."level", v."client_id", v."campaign_id" ORDER BY v."day")
  FROM (
    SELECT l."level", s."client_id", s."sale_date" AS "day", s."campaign_id", count(*) AS "n"
    FROM "sales" s JOIN "stores" st ON st."id" = s."store_id"
    CROSS JOIN LATERAL (VALUES (0, zero), (1, st."segment_id"), (2, s."store_id")) AS l("kind", "level")
    WHERE s."status" = 'approved' AND l."level" IS NOT NULL
      AND (every_level OR (l."kind" = 1 AND st."segment_id" = ANY (segments)))
    GROUP BY 1, 2, 3, 4
  ) AS v;
  INSERT INTO "sales_report_totals" AS x ("kind", "level", "grain", "bucket", "campaign_id", "visits", "firsts_any", "firsts_camp")
  WITH per_day AS MATERIALIZED (
    SELECT CASE WHEN v."level" = zero THEN 0 WHEN st."id" IS NOT NULL THEN 2 ELSE 1 END::smallint AS "kind",
      v."level", v."day", v."campaign_id", count(*) AS "visits",
      count(*) FILTER (WHERE v."prev_any" IS NULL) AS "firsts_any",
      count(*) FILTER (WHERE v."prev_camp" IS NULL) AS "firsts_camp"
    FROM "sales_report_visits" v LEFT JOIN "stores" st ON st."id" = v."level"
    WHERE every_level OR v."level" = ANY (segments)
    GROUP BY 1, 2, 3, 4
  )
  SELECT d."kind", d."level", c."grain", c."bucket", c."campaign_id", sum(d."visits"), sum(d."firsts_any"), sum(d."firsts_camp")
  FROM per_day d CROSS JOIN LATERAL sales_report_cells(d."kind", d."day", d."campaign_id") AS c
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT ("kind", "level", "grain", "bucket", "campaign_id") DO UPDATE SET
    "visits" = EXCLUDED."visits", "firsts_any" = EXCLUDED."firsts_any", "firsts_camp" = EXCLUDED."firsts_camp";
  INSERT INTO "sales_report_links" ("level", "campaign_id", "prev_month", "month", "n")
  SELECT "level", "campaign_id", "prev_month", "month", sum("n") FROM (
    SELECT v."level", zero AS "campaign_id", date_trunc('month', v."prev_any")::date AS "prev_month",
      date_trunc('month', v."day")::date AS "month", count(*) AS "n"
    FROM "sales_report_visits" v
    WHERE v."prev_any" IS NOT NULL AND (every_level OR v."level" = ANY (segments))
    GROUP BY 1, 2, 3, 4
    UNION ALL
    SELECT v."level", v."campaign_id", date_trunc('month', v."prev_camp")::date, date_trunc('month', v."day")::date, count(*)
    FROM "sales_report_visits" v
    WHERE v."prev_camp" IS NOT NULL AND (every_level OR v."level" = ANY (segments))
    GROUP BY 1, 2, 3, 4
  ) AS l
  GROUP BY 1, 2, 3, 4;
  UPDATE "sales_report_version" SET "v" = "v" + 1;
END
$$;--> statement-breakpoint
CREATE FUNCTION "sales_report_rebuild"() RETURNS void LANGUAGE sql AS $$
  SELECT sales_report_rebuild_levels(NULL)
$$;--> statement-breakpoint
-- 0022's rebuild, then the reports' (the benchmark's bulk load calls it).
CREATE OR REPLACE FUNCTION "sales_rollup_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
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
  PERFORM sales_report_rebuild();
END
$$;--> statement-breakpoint
-- A store moved to another segment: both segments' rows from scratch (a rare change of the
-- catalogue; it holds new purchases back for as long as it takes).
CREATE FUNCTION "sales_report_store_segment_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_report_rebuild_levels(array_remove(ARRAY[OLD."segment_id", NEW."segment_id"], NULL));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sales_report_store_segment" AFTER UPDATE OF "segment_id" ON "stores"
  FOR EACH ROW WHEN (OLD."segment_id" IS DISTINCT FROM NEW."segment_id")
  EXECUTE FUNCTION "sales_report_store_segment_follow"();--> statement-breakpoint
SELECT sales_report_rebuild();
