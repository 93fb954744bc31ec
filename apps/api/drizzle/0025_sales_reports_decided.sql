-- The Compras table filtered by a decided status (approved, rejected, canceled), newest first:
-- `sales_date_idx` would read a busy day's pending purchases first (thousands of them, all newer
-- than the day's decided ones); this index leaves them out. Registering a (pending) purchase does
-- not touch it; a review adds the purchase.
CREATE INDEX "sales_decided_date_idx" ON "sales" USING btree ("sale_date","created_at","id")
  INCLUDE ("store_id","campaign_id","client_id","type","status","invoice_number","net_cents","points","reviewed_at","reason")
  WHERE "status" <> 'pending';--> statement-breakpoint
-- 0024's periods of a purchase date, truncated as a timestamp without time zone (a date truncated
-- as timestamptz depends on the session's zone, which an IMMUTABLE function must not).
CREATE OR REPLACE FUNCTION "sales_report_cells"(kind smallint, day date, campaign uuid)
  RETURNS TABLE ("grain" text, "bucket" date, "campaign_id" uuid)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT g.grain, g.bucket, g.campaign
  FROM (VALUES
    ('d', day, campaign),
    ('m', date_trunc('month', day::timestamp)::date, campaign),
    ('y', date_trunc('year', day::timestamp)::date, '00000000-0000-0000-0000-000000000000'::uuid),
    ('c', '0001-01-01'::date, campaign),
    ('a', '0001-01-01'::date, '00000000-0000-0000-0000-000000000000'::uuid)
  ) AS g(grain, bucket, campaign)
  WHERE g.grain <> 'd' OR kind <> 2
$$;
--> statement-breakpoint
-- 0024's rebuild, faster at a million purchases (1 minute to about half): the decided purchases of
-- the mall and the segments summed from per-segment rows rather than from every store's, and the
-- visits loaded before their indexes are built.
-- The reports' tables from `sales`, for every level (segments null) or only these segments' rows
-- (a store moved to another segment). Folds what waits in the deltas first, holding them and the
-- purchases still, so no change is lost or counted twice.
CREATE OR REPLACE FUNCTION "sales_report_rebuild_levels"(segments uuid[]) RETURNS void LANGUAGE plpgsql AS $$
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
  -- other level's months and campaigns too (the mall's and the segments' from per-segment sums).
  INSERT INTO "sales_report_decisions" ("kind", "level", "grain", "bucket", "campaign_id", "hours",
    "approved_photo", "approved_invoice", "rejected_photo", "rejected_invoice")
  WITH per_store AS MATERIALIZED (
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
  ), per_segment AS MATERIALIZED (
    SELECT "segment_id", "month", "campaign_id", "hours", sum(ap) AS ap, sum(ai) AS ai, sum(rp) AS rp, sum(ri) AS ri
    FROM per_store GROUP BY 1, 2, 3, 4
  ), cells AS (
    SELECT 2::smallint AS "kind", m."store_id" AS "level", c."grain", c."bucket", c."campaign_id", m."hours", m.ap, m.ai, m.rp, m.ri
    FROM per_store m CROSS JOIN LATERAL sales_report_cells(2::smallint, m."month", m."campaign_id") AS c
    WHERE every_level AND c."grain" IN ('y', 'a')
    UNION ALL
    SELECT l."kind", l."level", c."grain", c."bucket", c."campaign_id", m."hours", m.ap, m.ai, m.rp, m.ri
    FROM per_segment m
    CROSS JOIN LATERAL (VALUES (0::smallint, zero), (1::smallint, m."segment_id")) AS l("kind", "level")
    CROSS JOIN LATERAL sales_report_cells(2::smallint, m."month", m."campaign_id") AS c
    WHERE l."level" IS NOT NULL AND (every_level OR l."kind" = 1)
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
  -- Each level's visits, linked to the customer's previous one there. Rebuilding them all, the
  -- indexes go and come back once the rows are in (0024 defines them): twice as fast as kept.
  IF every_level THEN
    ALTER TABLE "sales_report_visits" DROP CONSTRAINT "sales_report_visits_pk";
    DROP INDEX "sales_report_visits_day_idx", "sales_report_visits_prev_any_idx", "sales_report_visits_prev_camp_idx";
  END IF;
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
  IF every_level THEN
    ALTER TABLE "sales_report_visits" ADD CONSTRAINT "sales_report_visits_pk" PRIMARY KEY ("level", "client_id", "day", "campaign_id");
    CREATE INDEX "sales_report_visits_day_idx" ON "sales_report_visits" USING btree ("day")
      INCLUDE ("level", "campaign_id", "prev_any", "prev_camp");
    CREATE INDEX "sales_report_visits_prev_any_idx" ON "sales_report_visits" USING btree ("prev_any")
      INCLUDE ("level", "day") WHERE "prev_any" IS NOT NULL;
    CREATE INDEX "sales_report_visits_prev_camp_idx" ON "sales_report_visits" USING btree ("prev_camp")
      INCLUDE ("level", "day", "campaign_id") WHERE "prev_camp" IS NOT NULL;
  END IF;
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
$$;
