-- Reminders by e-mail: the customers' two opt-outs and their unsubscribe link's secret, and one row
-- per reminder sent, whose unique key makes each sent once ever (a job run again, or two hosts).
ALTER TABLE "clients" ADD COLUMN "remind_campaign_end" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "remind_voucher_expiry" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "unsubscribe_token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_unsubscribe_token_unique" ON "clients" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE TABLE "reminders_sent" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"recipient_id" uuid NOT NULL,
	"subject_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_sent_kind_valid" CHECK ("reminders_sent"."kind" in ('bill_due_soon', 'bill_overdue', 'campaign_end', 'voucher_expiry', 'review_digest'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_sent_once" ON "reminders_sent" USING btree ("kind","recipient_id","subject_key");
