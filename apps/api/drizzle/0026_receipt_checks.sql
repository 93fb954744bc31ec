ALTER TABLE "sales" ADD COLUMN "fiscal_key" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "checks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "contested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "contest_message" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_fiscal_key_unique" ON "sales" USING btree (upper("fiscal_key")) WHERE "sales"."fiscal_key" is not null;