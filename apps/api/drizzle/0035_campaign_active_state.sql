-- A campaign's state gets a column of its own: until now "active" was read off `inactivated_at is
-- null` (and not finished), so a new campaign, which starts inactive, was stamped "inactivated" at
-- its creation and its page read "Inativada em" with its creation time. `inactivated_at` now says
-- only when staff inactivated it.
DROP INDEX "campaigns_one_active";--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "campaigns" SET "active" = true WHERE "inactivated_at" IS NULL AND "is_finished" = false;--> statement-breakpoint
-- The stamps that were no inactivation: the creation's, on a campaign never activated since (no
-- "activate" in its audit trail, and stamped within seconds of its creation), and the finish's, on a
-- campaign finished while running (stamped with its finish, no "inactivate" in its trail). Both
-- conditions must hold, so a real inactivation is never lost; any other row keeps its date.
UPDATE "campaigns" c SET "inactivated_at" = NULL
WHERE c."inactivated_at" IS NOT NULL
  AND (
    (
      abs(extract(epoch FROM c."inactivated_at" - c."created_at")) < 5
      AND NOT EXISTS (
        SELECT 1 FROM "logs" l
        WHERE l."module_name" = 'Campaign' AND l."entity_id" = c."id" AND l."method_name" = 'activate'
      )
    )
    OR (
      c."is_finished"
      AND c."finished_at" IS NOT NULL
      AND abs(extract(epoch FROM c."inactivated_at" - c."finished_at")) < 5
      AND NOT EXISTS (
        SELECT 1 FROM "logs" l
        WHERE l."module_name" = 'Campaign' AND l."entity_id" = c."id" AND l."method_name" = 'inactivate'
      )
    )
  );--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_one_active" ON "campaigns" USING btree ((true)) WHERE "campaigns"."active";--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_active_state" CHECK (not "campaigns"."active" or ("campaigns"."inactivated_at" is null and "campaigns"."is_finished" = false));
