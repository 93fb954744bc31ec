CREATE TABLE "extract_sales" (
	"extract_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"net_cents" bigint NOT NULL,
	"sale_date" date NOT NULL,
	"invoice_number" text,
	CONSTRAINT "extract_sales_extract_id_sale_id_pk" PRIMARY KEY("extract_id","sale_id"),
	CONSTRAINT "extract_sales_net_non_negative" CHECK ("extract_sales"."net_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "logs" DROP CONSTRAINT "logs_module_valid";--> statement-breakpoint
ALTER TABLE "bills" ALTER COLUMN "paid_at" SET DATA TYPE date;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "provider" text DEFAULT 'pix-pdf' NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "pix_payload" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "created_by_id" uuid;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "extracts" ADD COLUMN "sales_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "extracts" ADD COLUMN "processed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "extracts" ADD COLUMN "processed_by_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "extract_sales" ADD CONSTRAINT "extract_sales_extract_id_extracts_id_fk" FOREIGN KEY ("extract_id") REFERENCES "public"."extracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extract_sales_sale_idx" ON "extract_sales" USING btree ("sale_id");--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extracts" ADD CONSTRAINT "extracts_processed_by_id_users_id_fk" FOREIGN KEY ("processed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bills_extract_active_unique" ON "bills" USING btree ("extract_id") WHERE "bills"."canceled_at" is null;--> statement-breakpoint
CREATE INDEX "bills_open_due_idx" ON "bills" USING btree ("due_date") WHERE "bills"."status" = 'ABERTO' and "bills"."canceled_at" is null;--> statement-breakpoint
CREATE INDEX "extracts_period_idx" ON "extracts" USING btree ("year","month","store_id");--> statement-breakpoint
ALTER TABLE "extracts" ADD CONSTRAINT "extracts_sales_count_non_negative" CHECK ("extracts"."sales_count" >= 0);--> statement-breakpoint
ALTER TABLE "logs" ADD CONSTRAINT "logs_module_valid" CHECK ("logs"."module_name" in ('Sale','Rescue','Campaign','Prize','Store','Seller','Shopkeeper','Extract','Bill','User','Client'));