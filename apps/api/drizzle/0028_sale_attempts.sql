-- Fraud signals (issue 17): a purchase refused (409) because another purchase holds its fiscal key,
-- receipt photo or store + invoice number leaves one row per value held, naming the holder and the
-- customer it was tried for. The holder's `reused` signal counts the other customers' accounts, read
-- by the holder's id (a page of purchases at a time); `GET /sales?signals=true` starts from here.
CREATE TABLE "sale_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"sale_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_attempts_kind_valid" CHECK ("sale_attempts"."kind" in ('fiscal_key','image','invoice'))
);
--> statement-breakpoint
ALTER TABLE "sale_attempts" ADD CONSTRAINT "sale_attempts_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_attempts" ADD CONSTRAINT "sale_attempts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_attempts" ADD CONSTRAINT "sale_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_attempts_sale_idx" ON "sale_attempts" USING btree ("sale_id","client_id");