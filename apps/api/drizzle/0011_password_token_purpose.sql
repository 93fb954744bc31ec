ALTER TABLE "password_tokens" ADD COLUMN "purpose" text DEFAULT 'set' NOT NULL;--> statement-breakpoint
CREATE INDEX "password_tokens_user_idx" ON "password_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_purpose_valid" CHECK ("password_tokens"."purpose" in ('set','reset'));