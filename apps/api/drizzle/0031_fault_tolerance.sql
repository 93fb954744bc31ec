CREATE TABLE "user_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "job_runs_one_manual_waiting";--> statement-breakpoint
DROP INDEX "outbox_pending_idx";--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "issue_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
UPDATE "outbox" SET "status" = 'sent' WHERE "sent_at" IS NOT NULL;--> statement-breakpoint
UPDATE "outbox" SET "status" = 'failed', "last_attempt_at" = "created_at" WHERE "sent_at" IS NULL AND "attempts" >= 5;--> statement-breakpoint
UPDATE "bills" SET "issued_at" = "created_at";--> statement-breakpoint
DELETE FROM "job_runs" q WHERE q."scheduled_for" IS NULL AND q."status" = 'queued' AND EXISTS (SELECT 1 FROM "job_runs" r WHERE r."name" = q."name" AND r."scheduled_for" IS NULL AND r."status" = 'running');--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_sessions_user_open_idx" ON "user_sessions" USING btree ("user_id") WHERE "user_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "user_sessions_expires_idx" ON "user_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "bills_issue_pending_idx" ON "bills" USING btree ("created_at") WHERE "bills"."issued_at" is null and "bills"."canceled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_one_manual_active" ON "job_runs" USING btree ("name") WHERE "job_runs"."scheduled_for" is null and "job_runs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_failed_idx" ON "outbox" USING btree ("last_attempt_at") WHERE "outbox"."status" = 'failed';--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_valid" CHECK ("outbox"."status" in ('pending','sent','failed'));