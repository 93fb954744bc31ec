CREATE TABLE "job_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"scheduled_for" timestamp with time zone,
	"run_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"error" text,
	"result" jsonb,
	"requested_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_runs_status_valid" CHECK ("job_runs"."status" in ('queued','running','succeeded','failed')),
	CONSTRAINT "job_runs_attempts_valid" CHECK ("job_runs"."attempts" >= 0 and "job_runs"."max_attempts" >= 1)
);
--> statement-breakpoint
ALTER TABLE "logs" DROP CONSTRAINT "logs_module_valid";--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_slot_unique" ON "job_runs" USING btree ("name","scheduled_for");--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_one_manual_waiting" ON "job_runs" USING btree ("name") WHERE "job_runs"."scheduled_for" is null and "job_runs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "job_runs_due_idx" ON "job_runs" USING btree ("run_at") WHERE "job_runs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "job_runs_name_started_idx" ON "job_runs" USING btree ("name","started_at");--> statement-breakpoint
CREATE INDEX "job_runs_failed_idx" ON "job_runs" USING btree ("name","finished_at") WHERE "job_runs"."status" = 'failed';--> statement-breakpoint
ALTER TABLE "logs" ADD CONSTRAINT "logs_module_valid" CHECK ("logs"."module_name" in ('Sale','Rescue','Campaign','Prize','Store','Seller','Shopkeeper','Extract','Bill','User','Client','Job'));