CREATE TABLE "bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"extract_id" uuid,
	"month_ref" date NOT NULL,
	"amount_due_cents" bigint NOT NULL,
	"admin_fee_bps" integer NOT NULL,
	"due_date" date,
	"paid_at" timestamp with time zone,
	"error_message" text,
	"status" text DEFAULT 'NÃO GERADO' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_amount_non_negative" CHECK ("bills"."amount_due_cents" >= 0),
	CONSTRAINT "bills_status_valid" CHECK ("bills"."status" in ('QUITADO','NÃO GERADO','ABERTO','AGUARDANDO'))
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"conversion_rate" smallint DEFAULT 100 NOT NULL,
	"inactivated_at" timestamp with time zone,
	"is_finished" boolean DEFAULT false NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_period" CHECK ("campaigns"."end_date" >= "campaigns"."start_date"),
	CONSTRAINT "campaigns_rate_range" CHECK ("campaigns"."conversion_rate" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"cpf" text NOT NULL,
	"address" text NOT NULL,
	"zip_code" text NOT NULL,
	"phone" text NOT NULL,
	"gender" text,
	"birthdate" date NOT NULL,
	"accepts_sms" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_cpf_digits" CHECK ("clients"."cpf" ~ '^[0-9]{11}$'),
	CONSTRAINT "clients_zip_digits" CHECK ("clients"."zip_code" ~ '^[0-9]{8}$'),
	CONSTRAINT "clients_gender_valid" CHECK ("clients"."gender" is null or "clients"."gender" in ('FEMININO','MASCULINO','OUTROS'))
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	CONSTRAINT "consents_kind_valid" CHECK ("consents"."kind" in ('terms','privacy','sms'))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"cellphone" text,
	"phone" text,
	"city" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"month" smallint NOT NULL,
	"year" smallint NOT NULL,
	"total_sales_cents" bigint NOT NULL,
	"fee_bps" integer NOT NULL,
	"amount_due_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extracts_month_range" CHECK ("extracts"."month" between 1 and 12),
	CONSTRAINT "extracts_amounts_non_negative" CHECK ("extracts"."total_sales_cents" >= 0 and "extracts"."amount_due_cents" >= 0),
	CONSTRAINT "extracts_status_valid" CHECK ("extracts"."status" in ('pending','paid','waiting_registration','due','overdue'))
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid,
	"purpose" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_purpose_valid" CHECK ("files"."purpose" in ('receipt','image')),
	CONSTRAINT "files_size_limit" CHECK ("files"."size_bytes" between 1 and 5242880)
);
--> statement-breakpoint
CREATE TABLE "logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"module_name" text NOT NULL,
	"method_name" text NOT NULL,
	"entity_id" uuid,
	"user_id" uuid,
	"previous_state" jsonb,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logs_module_valid" CHECK ("logs"."module_name" in ('Sale','Rescue','Campaign','Prize','Store','Seller','Shopkeeper','User'))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"sent_at" timestamp with time zone,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prizes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"points" integer NOT NULL,
	"type" text DEFAULT 'produto' NOT NULL,
	"description" text,
	"image_url" text,
	"store_id" uuid,
	"campaign_id" uuid NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"stock" integer,
	"inactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prizes_points_non_negative" CHECK ("prizes"."points" >= 0),
	CONSTRAINT "prizes_stock_non_negative" CHECK ("prizes"."stock" is null or "prizes"."stock" >= 0),
	CONSTRAINT "prizes_type_valid" CHECK ("prizes"."type" in ('produto','servico','outro'))
);
--> statement-breakpoint
CREATE TABLE "rescues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"prize_id" uuid NOT NULL,
	"points" integer NOT NULL,
	"voucher" text NOT NULL,
	"voucher_expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'SOLICITADO' NOT NULL,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rescues_points_non_negative" CHECK ("rescues"."points" >= 0),
	CONSTRAINT "rescues_status_valid" CHECK ("rescues"."status" in ('SOLICITADO','APROVADO','ENTREGUE','EXPIRADO','CANCELADO'))
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"invoice_number" text,
	"sale_date" date NOT NULL,
	"store_id" uuid NOT NULL,
	"seller_id" uuid,
	"client_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"gross_cents" bigint NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"net_cents" bigint NOT NULL,
	"points" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"file_id" uuid,
	"receipt_sha256" text,
	"reason" text,
	"created_by_user_id" uuid,
	"reviewed_by_user_id" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_type_valid" CHECK ("sales"."type" in ('photo','invoice_number')),
	CONSTRAINT "sales_status_valid" CHECK ("sales"."status" in ('pending','approved','rejected','canceled')),
	CONSTRAINT "sales_amounts_non_negative" CHECK ("sales"."gross_cents" >= 0 and "sales"."discount_cents" >= 0 and "sales"."net_cents" >= 0),
	CONSTRAINT "sales_net_matches" CHECK ("sales"."net_cents" = "sales"."gross_cents" - "sales"."discount_cents"),
	CONSTRAINT "sales_points_non_negative" CHECK ("sales"."points" is null or "sales"."points" >= 0),
	CONSTRAINT "sales_approved_has_invoice" CHECK ("sales"."status" <> 'approved' or "sales"."invoice_number" is not null)
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "segments_name_blank" CHECK (btrim("segments"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"login" text NOT NULL,
	"inactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopkeepers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"cpf" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopkeepers_cpf_digits" CHECK ("shopkeepers"."cpf" ~ '^[0-9]{11}$')
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trade_name" text NOT NULL,
	"company_name" text NOT NULL,
	"email" text NOT NULL,
	"cnpj" text NOT NULL,
	"phone" text,
	"responsible" text,
	"responsible_phone" text,
	"segment_id" uuid,
	"website" text,
	"photo_url" text,
	"invoice_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"zip_code" text,
	"address" text,
	"number" text,
	"neighborhood" text,
	"complement" text,
	"city" text,
	"state" text,
	"fee_bps" integer DEFAULT 0 NOT NULL,
	"area_limit" integer,
	"day_limit" integer,
	"inactivated_at" timestamp with time zone,
	"blocked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_cnpj_format" CHECK ("stores"."cnpj" ~ '^[0-9A-Z]{12}[0-9]{2}$'),
	CONSTRAINT "stores_invoice_emails_max" CHECK (coalesce(array_length("stores"."invoice_emails", 1), 0) <= 3),
	CONSTRAINT "stores_fee_range" CHECK ("stores"."fee_bps" between 0 and 10000),
	CONSTRAINT "stores_limits_non_negative" CHECK (coalesce("stores"."area_limit", 0) >= 0 and coalesce("stores"."day_limit", 0) >= 0),
	CONSTRAINT "stores_state_uf" CHECK ("stores"."state" is null or "stores"."state" in ('AC','AL','AM','AP','BA','CE','DF','ES','GO','MA','MG','MS','MT','PA','PB','PE','PI','PR','RJ','RN','RO','RR','RS','SC','SE','SP','TO'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"login" text,
	"password_hash" text,
	"role" text NOT NULL,
	"store_id" uuid,
	"inactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_valid" CHECK ("users"."role" in ('DEDPREMIUM','SMART','LOJISTA','VENDEDOR','CONCIERGE','CLIENTE')),
	CONSTRAINT "users_store_scope" CHECK ("users"."role" not in ('LOJISTA','VENDEDOR') or "users"."store_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_extract_id_extracts_id_fk" FOREIGN KEY ("extract_id") REFERENCES "public"."extracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extracts" ADD CONSTRAINT "extracts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logs" ADD CONSTRAINT "logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rescues" ADD CONSTRAINT "rescues_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rescues" ADD CONSTRAINT "rescues_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rescues" ADD CONSTRAINT "rescues_prize_id_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."prizes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopkeepers" ADD CONSTRAINT "shopkeepers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopkeepers" ADD CONSTRAINT "shopkeepers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bills_store_month_idx" ON "bills" USING btree ("store_id","month_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_one_active" ON "campaigns" USING btree ((true)) WHERE "campaigns"."inactivated_at" is null and "campaigns"."is_finished" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_cpf_unique" ON "clients" USING btree ("cpf");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_email_unique" ON "clients" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "clients_user_unique" ON "clients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "clients_name_idx" ON "clients" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "consents_client_idx" ON "consents" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "extracts_store_period_unique" ON "extracts" USING btree ("store_id","year","month");--> statement-breakpoint
CREATE INDEX "faqs_order_idx" ON "faqs" USING btree ("order");--> statement-breakpoint
CREATE UNIQUE INDEX "files_storage_key_unique" ON "files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "files_sha256_idx" ON "files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "logs_module_created_idx" ON "logs" USING btree ("module_name","created_at");--> statement-breakpoint
CREATE INDEX "logs_module_entity_idx" ON "logs" USING btree ("module_name","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("created_at") WHERE "outbox"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "password_tokens_hash_unique" ON "password_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "prizes_campaign_idx" ON "prizes" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rescues_voucher_unique" ON "rescues" USING btree ("voucher");--> statement-breakpoint
CREATE UNIQUE INDEX "rescues_one_per_campaign" ON "rescues" USING btree ("client_id","campaign_id") WHERE "rescues"."status" <> 'CANCELADO';--> statement-breakpoint
CREATE INDEX "rescues_campaign_created_idx" ON "rescues" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "rescues_prize_idx" ON "rescues" USING btree ("prize_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_store_invoice_unique" ON "sales" USING btree ("store_id","invoice_number") WHERE "sales"."invoice_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_receipt_unique" ON "sales" USING btree ("receipt_sha256") WHERE "sales"."receipt_sha256" is not null;--> statement-breakpoint
CREATE INDEX "sales_store_date_idx" ON "sales" USING btree ("store_id","sale_date");--> statement-breakpoint
CREATE INDEX "sales_date_idx" ON "sales" USING btree ("sale_date");--> statement-breakpoint
CREATE INDEX "sales_client_created_idx" ON "sales" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_client_campaign_idx" ON "sales" USING btree ("client_id","campaign_id","status");--> statement-breakpoint
CREATE INDEX "sales_status_created_idx" ON "sales" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "segments_name_unique" ON "segments" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_user_unique" ON "sellers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sellers_store_idx" ON "sellers" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shopkeepers_user_unique" ON "shopkeepers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shopkeepers_store_idx" ON "shopkeepers" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_cnpj_unique" ON "stores" USING btree ("cnpj");--> statement-breakpoint
CREATE INDEX "stores_segment_idx" ON "stores" USING btree ("segment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_unique" ON "users" USING btree (lower("login"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");