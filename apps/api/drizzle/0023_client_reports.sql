-- The customer reports (issue 16). Clientes counts the customers registered in a period by gender,
-- age band, CEP region and consent, and how many of them bought in a campaign; read from `clients`,
-- `consents` and `sales`, that is 100,000 customers and 1,000,000 purchases per request. These
-- tables keep the answers small, each kept by triggers in the transaction of the change:
--   client_report_facts     one narrow row per customer: what the figures group by (region and
--                           consents already worked out, the campaigns it bought in) and the name
--                           folded for the search, so a search's figures read only its matches;
--   client_report_rollup    how many customers per registration day and month by dimension
--                           (total, anonymised, gender, region, consent, birth year);
--   client_report_births    the same per birth month (an age band's edge falls inside one);
--   client_campaign_sales   each customer's purchases (any status) and approved value per campaign;
--   client_campaign_active  per campaign, how many customers registered on each day have bought in it;
--   client_report_campaign_slots  a small number per campaign, for the facts' list of campaigns.
-- Registration days are dates in client_report_time_zone() (the mall's); the API reads the rollups
-- only when its APP_TIMEZONE is that one, and counts the facts otherwise.
-- After a bulk load made with the triggers off, `SELECT client_reports_rebuild()` rebuilds them all.

-- The zone of the registration days kept below (the API's DEFAULT_TIMEZONE; CLIENT_REPORT_TIME_ZONE there).
CREATE FUNCTION "client_report_time_zone"() RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 'America/Sao_Paulo'::text
$$;--> statement-breakpoint
-- Lower case without the accents of Portuguese (and a few more): "João" and "JOAO" read "joao". The
-- search folds the typed text with the same function, so both sides always agree.
CREATE FUNCTION "client_report_fold"(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(lower($1),
    'áàâãäåéèêëíìîïóòôõöúùûüýÿçñÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÝŸÇÑ',
    'aaaaaaeeeeiiiiooooouuuuyycnaaaaaaeeeeiiiiooooouuuuyycn')
$$;--> statement-breakpoint
-- The CEP region: packages/shared/src/report-regions.ts (`cepRegion`) states the same ranges and
-- the API's tests check both at every edge.
CREATE FUNCTION "client_report_region"(zip text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN zip !~ '^[0-9]{8}$' THEN 'Outros estados'
    WHEN left(zip, 5)::int BETWEEN 1000 AND 1999 THEN 'Centro'
    WHEN left(zip, 5)::int BETWEEN 2000 AND 2999 THEN 'Zona Norte'
    WHEN left(zip, 5)::int BETWEEN 3000 AND 3999 OR left(zip, 5)::int BETWEEN 8000 AND 8499 THEN 'Zona Leste'
    WHEN left(zip, 5)::int BETWEEN 4000 AND 4999 THEN 'Zona Sul'
    WHEN left(zip, 5)::int BETWEEN 5000 AND 5999 THEN 'Zona Oeste'
    WHEN left(zip, 5)::int BETWEEN 6000 AND 9999 THEN 'Grande São Paulo'
    WHEN left(zip, 5)::int BETWEEN 10000 AND 19999 THEN 'Interior e litoral de SP'
    ELSE 'Outros estados'
  END
$$;--> statement-breakpoint
-- Campaigns by a small number: a customer's campaigns take 2 bytes each in its facts (a uuid 16),
-- so its row, and a search's pages, stay small.
CREATE SEQUENCE "client_report_campaign_slot_seq" AS smallint;--> statement-breakpoint
CREATE TABLE "client_report_campaign_slots" (
	"campaign_id" uuid PRIMARY KEY NOT NULL,
	"slot" smallint DEFAULT nextval('client_report_campaign_slot_seq') NOT NULL,
	CONSTRAINT "client_report_campaign_slots_slot_unique" UNIQUE ("slot")
);--> statement-breakpoint
-- The slot of a campaign, given it on first use (a purchase's campaign: one more row per campaign).
CREATE FUNCTION "client_report_campaign_slot"(campaign uuid) RETURNS smallint LANGUAGE plpgsql AS $$
DECLARE
  given smallint;
BEGIN
  SELECT s."slot" INTO given FROM "client_report_campaign_slots" s WHERE s."campaign_id" = campaign;
  IF given IS NULL THEN
    INSERT INTO "client_report_campaign_slots" ("campaign_id") VALUES (campaign) ON CONFLICT ("campaign_id") DO NOTHING;
    SELECT s."slot" INTO given FROM "client_report_campaign_slots" s WHERE s."campaign_id" = campaign;
  END IF;
  RETURN given;
END
$$;--> statement-breakpoint
CREATE TABLE "client_report_facts" (
	"client_id" uuid PRIMARY KEY NOT NULL REFERENCES "clients"("id") ON DELETE CASCADE,
	"name_key" text NOT NULL,
	"cpf" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"registered_on" date NOT NULL,
	"gender" text,
	"birthdate" date NOT NULL,
	"region" text NOT NULL,
	"terms" boolean NOT NULL,
	"privacy" boolean NOT NULL,
	"sms" boolean NOT NULL,
	"anonymized" boolean NOT NULL,
	-- The slots of the campaigns it has a purchase in (any status), kept by client_campaign_sales_move().
	"campaigns" smallint[] DEFAULT '{}' NOT NULL
) WITH (fillfactor = 90, parallel_workers = 0);--> statement-breakpoint
-- The free tenth of each page lets a customer's next campaign be written in place: the rebuild
-- writes the rows in name order, and a search's matches stay on the pages it wrote them to. A
-- search reads a few hundred pages: starting parallel workers would cost more than the scan.
CREATE INDEX "client_report_facts_name_trgm_idx" ON "client_report_facts" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_report_facts_cpf_idx" ON "client_report_facts" USING btree ("cpf" text_pattern_ops);--> statement-breakpoint
-- A search's page: newest first, the searched columns on the index (a common name fills the page
-- from the first entries; a rare one goes through the trigram or CPF index).
CREATE INDEX "client_report_facts_created_idx" ON "client_report_facts" USING btree ("created_at" DESC, "client_id" DESC) INCLUDE ("name_key", "cpf");--> statement-breakpoint
-- The customers born in the month of an age band's edge, by birth date (index-only).
CREATE INDEX "client_report_facts_birthdate_idx" ON "client_report_facts" USING btree ("birthdate", "registered_on");--> statement-breakpoint
CREATE TABLE "client_report_rollup" (
	"grain" text NOT NULL CHECK ("grain" IN ('day', 'month')),
	"period" date NOT NULL,
	"dim" text NOT NULL,
	"value" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "client_report_rollup_pk" PRIMARY KEY ("grain", "period", "dim", "value")
);--> statement-breakpoint
CREATE TABLE "client_report_births" (
	"grain" text NOT NULL CHECK ("grain" IN ('day', 'month')),
	"birth_month" date NOT NULL,
	"period" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "client_report_births_pk" PRIMARY KEY ("grain", "birth_month", "period")
);--> statement-breakpoint
CREATE TABLE "client_campaign_sales" (
	"client_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"purchases" integer NOT NULL,
	"approved_cents" bigint NOT NULL,
	CONSTRAINT "client_campaign_sales_pk" PRIMARY KEY ("client_id", "campaign_id")
);--> statement-breakpoint
CREATE TABLE "client_campaign_active" (
	"campaign_id" uuid NOT NULL,
	"registered_on" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "client_campaign_active_pk" PRIMARY KEY ("campaign_id", "registered_on")
);--> statement-breakpoint
-- A customer's redemptions, newest first (the history's timeline and campaigns).
CREATE INDEX "rescues_client_created_idx" ON "rescues" USING btree ("client_id", "created_at");--> statement-breakpoint
-- A customer's facts as the tables say now: the one definition the triggers and the rebuild share.
CREATE VIEW "client_report_facts_source" AS
  SELECT c."id" AS "client_id",
    client_report_fold(c."name") AS "name_key",
    c."cpf",
    c."created_at",
    (c."created_at" AT TIME ZONE client_report_time_zone())::date AS "registered_on",
    c."gender",
    c."birthdate",
    client_report_region(c."zip_code") AS "region",
    EXISTS (SELECT 1 FROM "consents" k WHERE k."client_id" = c."id" AND k."kind" = 'terms' AND k."withdrawn_at" IS NULL) AS "terms",
    EXISTS (SELECT 1 FROM "consents" k WHERE k."client_id" = c."id" AND k."kind" = 'privacy' AND k."withdrawn_at" IS NULL) AS "privacy",
    EXISTS (SELECT 1 FROM "consents" k WHERE k."client_id" = c."id" AND k."kind" = 'sms' AND k."withdrawn_at" IS NULL) AS "sms",
    c."anonymized_at" IS NOT NULL AS "anonymized",
    coalesce((SELECT array_agg(k."slot" ORDER BY k."slot") FROM "client_campaign_sales" s
      JOIN "client_report_campaign_slots" k ON k."campaign_id" = s."campaign_id"
      WHERE s."client_id" = c."id" AND s."purchases" > 0), '{}') AS "campaigns"
  FROM "clients" c;--> statement-breakpoint
-- The rollups' cells one customer counts in: per registration day and month, the total, gender
-- ('' when not informed), region, birth year, each consent held and whether it is anonymised.
CREATE FUNCTION "client_report_cells"(registered_on date, gender text, region text, birthdate date,
    terms boolean, privacy boolean, sms boolean, anonymized boolean)
  RETURNS TABLE ("grain" text, "period" date, "dim" text, "value" text)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT g.grain, CASE g.grain WHEN 'day' THEN registered_on ELSE date_trunc('month', registered_on)::date END, d.dim, d.value
  FROM (VALUES ('day'), ('month')) AS g(grain)
  CROSS JOIN (VALUES
    ('total', ''),
    ('gender', coalesce(gender, '')),
    ('region', region),
    ('birth_year', to_char(birthdate, 'YYYY')),
    ('consent', CASE WHEN terms THEN 'terms' END),
    ('consent', CASE WHEN privacy THEN 'privacy' END),
    ('consent', CASE WHEN sms THEN 'sms' END),
    ('anonymized', CASE WHEN anonymized THEN '' END)
  ) AS d(dim, value)
  WHERE registered_on IS NOT NULL AND d.value IS NOT NULL
$$;--> statement-breakpoint
-- Moves the rollups by the difference between a customer's old and new facts, in key order (two
-- changes on one day wait for each other, never in a cycle).
CREATE FUNCTION "client_report_facts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row "client_report_facts";
  new_row "client_report_facts";
BEGIN
  IF current_setting('client_reports.rebuilding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN old_row := OLD; END IF;
  IF TG_OP <> 'DELETE' THEN new_row := NEW; END IF;
  INSERT INTO "client_report_rollup" AS r ("grain", "period", "dim", "value", "n")
  SELECT c."grain", c."period", c."dim", c."value", sum(c.k)
  FROM (
    SELECT x.*, -1 AS k FROM client_report_cells(old_row."registered_on", old_row."gender", old_row."region", old_row."birthdate", old_row."terms",
      old_row."privacy", old_row."sms", old_row."anonymized") x
    UNION ALL
    SELECT x.*, 1 FROM client_report_cells(new_row."registered_on", new_row."gender", new_row."region", new_row."birthdate", new_row."terms",
      new_row."privacy", new_row."sms", new_row."anonymized") x
  ) AS c
  GROUP BY 1, 2, 3, 4 HAVING sum(c.k) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("grain", "period", "dim", "value") DO UPDATE SET "n" = r."n" + EXCLUDED."n";
  INSERT INTO "client_report_births" AS r ("grain", "birth_month", "period", "n")
  SELECT c."grain", c."birth_month", c."period", sum(c.k)
  FROM (
    SELECT g.grain, date_trunc('month', x."birthdate")::date AS "birth_month",
      CASE g.grain WHEN 'day' THEN x."registered_on" ELSE date_trunc('month', x."registered_on")::date END AS "period", x.k
    FROM (VALUES (old_row."birthdate", old_row."registered_on", -1), (new_row."birthdate", new_row."registered_on", 1)) AS x("birthdate", "registered_on", k)
    CROSS JOIN (VALUES ('day'), ('month')) AS g(grain)
    WHERE x."registered_on" IS NOT NULL
  ) AS c
  GROUP BY 1, 2, 3 HAVING sum(c.k) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT ("grain", "birth_month", "period") DO UPDATE SET "n" = r."n" + EXCLUDED."n";
  -- A registration moved to another day (never by the app) takes its campaigns' counts along.
  IF TG_OP = 'UPDATE' AND old_row."registered_on" <> new_row."registered_on" THEN
    INSERT INTO "client_campaign_active" AS a ("campaign_id", "registered_on", "n")
    SELECT s."campaign_id", new_row."registered_on", 1 FROM "client_campaign_sales" s
    WHERE s."client_id" = new_row."client_id" AND s."purchases" > 0
    ON CONFLICT ("campaign_id", "registered_on") DO UPDATE SET "n" = a."n" + 1;
    UPDATE "client_campaign_active" a SET "n" = a."n" - 1 FROM "client_campaign_sales" s
    WHERE s."client_id" = old_row."client_id" AND s."purchases" > 0 AND a."campaign_id" = s."campaign_id"
      AND a."registered_on" = old_row."registered_on";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "client_report_facts_insert_delete" AFTER INSERT OR DELETE ON "client_report_facts"
  FOR EACH ROW EXECUTE FUNCTION "client_report_facts_follow"();--> statement-breakpoint
-- Not for a new campaign in the list (a purchase's): the rollups do not count those.
CREATE TRIGGER "client_report_facts_update" AFTER UPDATE ON "client_report_facts"
  FOR EACH ROW WHEN (
    (OLD."registered_on", OLD."gender", OLD."region", OLD."birthdate", OLD."terms", OLD."privacy", OLD."sms", OLD."anonymized")
    IS DISTINCT FROM
    (NEW."registered_on", NEW."gender", NEW."region", NEW."birthdate", NEW."terms", NEW."privacy", NEW."sms", NEW."anonymized")
  ) EXECUTE FUNCTION "client_report_facts_follow"();--> statement-breakpoint
-- Writes the facts of these customers as `client_report_facts_source` reads them now (a customer
-- deleted meanwhile loses its row through the foreign key). The campaigns are written only with a
-- new row: client_campaign_sales_move() keeps them after, under the purchase's own locks.
CREATE FUNCTION "client_report_refresh"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "client_report_facts" AS f
  SELECT s.* FROM "client_report_facts_source" s WHERE s."client_id" = ANY (ids)
  ORDER BY s."client_id"
  ON CONFLICT ("client_id") DO UPDATE SET
    "name_key" = EXCLUDED."name_key", "cpf" = EXCLUDED."cpf", "created_at" = EXCLUDED."created_at",
    "registered_on" = EXCLUDED."registered_on", "gender" = EXCLUDED."gender", "birthdate" = EXCLUDED."birthdate",
    "region" = EXCLUDED."region", "terms" = EXCLUDED."terms", "privacy" = EXCLUDED."privacy", "sms" = EXCLUDED."sms",
    "anonymized" = EXCLUDED."anonymized"
  WHERE (f."name_key", f."cpf", f."created_at", f."gender", f."birthdate", f."region", f."terms", f."privacy", f."sms", f."anonymized")
    IS DISTINCT FROM (EXCLUDED."name_key", EXCLUDED."cpf", EXCLUDED."created_at", EXCLUDED."gender", EXCLUDED."birthdate",
      EXCLUDED."region", EXCLUDED."terms", EXCLUDED."privacy", EXCLUDED."sms", EXCLUDED."anonymized")
$$;--> statement-breakpoint
CREATE FUNCTION "client_report_clients_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM client_report_refresh(ARRAY[NEW."id"]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "client_report_clients_insert" AFTER INSERT ON "clients"
  FOR EACH ROW EXECUTE FUNCTION "client_report_clients_follow"();--> statement-breakpoint
-- Only a change of what the facts hold (a profile edit, an anonymisation), not every touch of updated_at.
CREATE TRIGGER "client_report_clients_update" AFTER UPDATE ON "clients"
  FOR EACH ROW WHEN (
    (OLD."name", OLD."cpf", OLD."created_at", OLD."gender", OLD."birthdate", OLD."zip_code", OLD."anonymized_at")
    IS DISTINCT FROM
    (NEW."name", NEW."cpf", NEW."created_at", NEW."gender", NEW."birthdate", NEW."zip_code", NEW."anonymized_at")
  ) EXECUTE FUNCTION "client_report_clients_follow"();--> statement-breakpoint
-- A statement on consents (the sign-up's two or three rows, a withdrawal) refreshes the flags of
-- the customers it touched, once each.
CREATE FUNCTION "client_report_consents_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM client_report_refresh(ARRAY(SELECT DISTINCT "client_id" FROM inserted));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM client_report_refresh(ARRAY(SELECT DISTINCT "client_id" FROM deleted));
  ELSE
    PERFORM client_report_refresh(ARRAY(SELECT "client_id" FROM inserted UNION SELECT "client_id" FROM deleted));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "client_report_consents_insert" AFTER INSERT ON "consents" REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION "client_report_consents_follow"();--> statement-breakpoint
CREATE TRIGGER "client_report_consents_update" AFTER UPDATE ON "consents" REFERENCING OLD TABLE AS deleted NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION "client_report_consents_follow"();--> statement-breakpoint
CREATE TRIGGER "client_report_consents_delete" AFTER DELETE ON "consents" REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION "client_report_consents_follow"();--> statement-breakpoint
-- One customer's count in one campaign moves by `delta` purchases and `cents` approved; when the
-- customer's first purchase there comes or its last one goes, its facts' campaigns and the day's
-- active count follow.
CREATE FUNCTION "client_campaign_sales_move"(client uuid, campaign uuid, delta integer, cents bigint) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  after_n integer;
  day date;
  campaign_slot smallint;
BEGIN
  INSERT INTO "client_campaign_sales" AS s ("client_id", "campaign_id", "purchases", "approved_cents")
  VALUES (client, campaign, delta, cents)
  ON CONFLICT ("client_id", "campaign_id") DO UPDATE
    SET "purchases" = s."purchases" + EXCLUDED."purchases", "approved_cents" = s."approved_cents" + EXCLUDED."approved_cents"
  RETURNING s."purchases" INTO after_n;
  IF after_n <= 0 THEN
    DELETE FROM "client_campaign_sales" s WHERE s."client_id" = client AND s."campaign_id" = campaign;
  END IF;
  IF delta = 0 OR (after_n - delta > 0) = (after_n > 0) THEN
    RETURN;
  END IF;
  campaign_slot := client_report_campaign_slot(campaign);
  UPDATE "client_report_facts" f
  SET "campaigns" = CASE WHEN after_n > 0 THEN array_append(array_remove(f."campaigns", campaign_slot), campaign_slot)
    ELSE array_remove(f."campaigns", campaign_slot) END
  WHERE f."client_id" = client
  RETURNING f."registered_on" INTO day;
  IF day IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO "client_campaign_active" AS a ("campaign_id", "registered_on", "n")
  VALUES (campaign, day, CASE WHEN after_n > 0 THEN 1 ELSE -1 END)
  ON CONFLICT ("campaign_id", "registered_on") DO UPDATE SET "n" = a."n" + EXCLUDED."n";
END
$$;--> statement-breakpoint
CREATE FUNCTION "client_campaign_sales_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_cents bigint := 0;
  new_cents bigint := 0;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."status" = 'approved' THEN old_cents := OLD."net_cents"; END IF;
  IF TG_OP <> 'DELETE' AND NEW."status" = 'approved' THEN new_cents := NEW."net_cents"; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM client_campaign_sales_move(NEW."client_id", NEW."campaign_id", 1, new_cents);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM client_campaign_sales_move(OLD."client_id", OLD."campaign_id", -1, -old_cents);
  ELSIF OLD."client_id" = NEW."client_id" AND OLD."campaign_id" = NEW."campaign_id" THEN
    IF old_cents <> new_cents THEN
      PERFORM client_campaign_sales_move(NEW."client_id", NEW."campaign_id", 0, new_cents - old_cents);
    END IF;
  -- A purchase moved to another campaign (or customer): both rows, in key order.
  ELSIF (OLD."client_id", OLD."campaign_id") < (NEW."client_id", NEW."campaign_id") THEN
    PERFORM client_campaign_sales_move(OLD."client_id", OLD."campaign_id", -1, -old_cents);
    PERFORM client_campaign_sales_move(NEW."client_id", NEW."campaign_id", 1, new_cents);
  ELSE
    PERFORM client_campaign_sales_move(NEW."client_id", NEW."campaign_id", 1, new_cents);
    PERFORM client_campaign_sales_move(OLD."client_id", OLD."campaign_id", -1, -old_cents);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "client_campaign_sales_insert_delete" AFTER INSERT OR DELETE ON "sales"
  FOR EACH ROW EXECUTE FUNCTION "client_campaign_sales_follow"();--> statement-breakpoint
-- Only a change of what the counts hold: a review, a value, a move to another campaign.
CREATE TRIGGER "client_campaign_sales_update" AFTER UPDATE ON "sales"
  FOR EACH ROW WHEN (
    (OLD."client_id", OLD."campaign_id", OLD."status", OLD."net_cents")
    IS DISTINCT FROM (NEW."client_id", NEW."campaign_id", NEW."status", NEW."net_cents")
  ) EXECUTE FUNCTION "client_campaign_sales_follow"();--> statement-breakpoint
-- Everything above from scratch: for the customers already there, and after a bulk load made with
-- the triggers off (the benchmark's data set). The facts are written in name order, so the
-- customers a name search finds sit on few pages.
CREATE FUNCTION "client_reports_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "client_report_facts", "client_report_rollup", "client_report_births", "client_campaign_sales",
    "client_campaign_active" IN EXCLUSIVE MODE;
  LOCK TABLE "clients", "consents", "sales" IN SHARE MODE;
  PERFORM set_config('client_reports.rebuilding', 'on', true);
  TRUNCATE "client_report_facts", "client_report_rollup", "client_report_births", "client_campaign_sales",
    "client_campaign_active";
  INSERT INTO "client_campaign_sales" ("client_id", "campaign_id", "purchases", "approved_cents")
  SELECT "client_id", "campaign_id", count(*), coalesce(sum("net_cents") FILTER (WHERE "status" = 'approved'), 0)
  FROM "sales" GROUP BY 1, 2;
  INSERT INTO "client_report_campaign_slots" ("campaign_id")
  SELECT DISTINCT "campaign_id" FROM "client_campaign_sales" ORDER BY 1 ON CONFLICT ("campaign_id") DO NOTHING;
  INSERT INTO "client_report_facts" SELECT * FROM "client_report_facts_source" ORDER BY "name_key", "client_id";
  INSERT INTO "client_report_rollup" ("grain", "period", "dim", "value", "n")
  SELECT c."grain", c."period", c."dim", c."value", count(*)
  FROM "client_report_facts" f
  CROSS JOIN LATERAL client_report_cells(f."registered_on", f."gender", f."region", f."birthdate", f."terms", f."privacy",
    f."sms", f."anonymized") c
  GROUP BY 1, 2, 3, 4;
  INSERT INTO "client_report_births" ("grain", "birth_month", "period", "n")
  SELECT g.grain, date_trunc('month', f."birthdate")::date,
    CASE g.grain WHEN 'day' THEN f."registered_on" ELSE date_trunc('month', f."registered_on")::date END, count(*)
  FROM "client_report_facts" f CROSS JOIN (VALUES ('day'), ('month')) AS g(grain)
  GROUP BY 1, 2, 3;
  INSERT INTO "client_campaign_active" ("campaign_id", "registered_on", "n")
  SELECT s."campaign_id", f."registered_on", count(*)
  FROM "client_campaign_sales" s JOIN "client_report_facts" f ON f."client_id" = s."client_id"
  GROUP BY 1, 2;
  PERFORM set_config('client_reports.rebuilding', 'off', true);
END
$$;--> statement-breakpoint
SELECT "client_reports_rebuild"();
