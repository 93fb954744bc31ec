CREATE TABLE "extract_adjustment_sales" (
	"adjustment_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"invoice_number" text,
	"sale_date" date NOT NULL,
	"before_cents" bigint,
	"after_cents" bigint,
	CONSTRAINT "extract_adjustment_sales_adjustment_id_sale_id_pk" PRIMARY KEY("adjustment_id","sale_id")
);
--> statement-breakpoint
CREATE TABLE "extract_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"extract_id" uuid NOT NULL,
	"source_extract_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sales_delta_cents" bigint DEFAULT 0 NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extract_adjustments_kind_valid" CHECK ("extract_adjustments"."kind" in ('sales', 'balance')),
	CONSTRAINT "extract_adjustments_not_itself" CHECK ("extract_adjustments"."extract_id" <> "extract_adjustments"."source_extract_id")
);
--> statement-breakpoint
ALTER TABLE "extracts" ADD COLUMN "adjustments_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "extracts" ADD COLUMN "balance_carried_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "extract_adjustment_sales" ADD CONSTRAINT "extract_adjustment_sales_adjustment_id_extract_adjustments_id_fk" FOREIGN KEY ("adjustment_id") REFERENCES "public"."extract_adjustments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extract_adjustments" ADD CONSTRAINT "extract_adjustments_extract_id_extracts_id_fk" FOREIGN KEY ("extract_id") REFERENCES "public"."extracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extract_adjustments" ADD CONSTRAINT "extract_adjustments_source_extract_id_extracts_id_fk" FOREIGN KEY ("source_extract_id") REFERENCES "public"."extracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "extract_adjustments_line_unique" ON "extract_adjustments" USING btree ("extract_id","source_extract_id","kind");--> statement-breakpoint
CREATE INDEX "extract_adjustments_source_idx" ON "extract_adjustments" USING btree ("source_extract_id");--> statement-breakpoint
ALTER TABLE "extracts" ADD CONSTRAINT "extracts_balance_carried_non_positive" CHECK ("extracts"."balance_carried_cents" <= 0);