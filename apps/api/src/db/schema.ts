import {
  AUDIT_MODULES,
  type AuditModule,
  BILL_STATUSES,
  type BillStatus,
  CONSENT_KINDS,
  type ConsentKind,
  EXTRACT_STATUSES,
  type ExtractStatus,
  FILE_PURPOSES,
  type FilePurpose,
  GENDERS,
  type Gender,
  JOB_RUN_STATUSES,
  type JobRunStatus,
  MAIL_STATUSES,
  type MailStatus,
  PASSWORD_TOKEN_PURPOSES,
  type PasswordTokenPurpose,
  PRIZE_TYPES,
  type PrizeType,
  REMINDER_KINDS,
  RESCUE_STATUSES,
  type ReceiptReading,
  type ReminderKind,
  type RescueStatus,
  ROLES,
  type Role,
  SALE_ATTEMPT_KINDS,
  SALE_STATUSES,
  SALE_TYPES,
  type SaleAttemptKind,
  type SaleCheck,
  type SaleStatus,
  type SaleType,
  STORE_SCOPED_ROLES,
  UFS,
} from '@mall/shared';
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The whole data model (SPEC §3). Money is integer cents, business dates are `date`, instants
 * are `timestamptz`. Invariants that matter live here as constraints, so that several API
 * processes on one database stay correct.
 */

/**
 * `('a','b')`: the values of a shared enum written into a check constraint (which takes no
 * parameters), so the database checks exactly the set the API and the web app use.
 */
const valuesList = (values: readonly string[]): SQL =>
  sql.raw(`(${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')})`);

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const cents = (name: string) => bigint(name, { mode: 'number' });

export const segments = pgTable('segments', { id: id(), name: text('name').notNull(), createdAt: createdAt() }, (t) => [
  uniqueIndex('segments_name_unique').on(sql`lower(${t.name})`),
  check('segments_name_blank', sql`btrim(${t.name}) <> ''`),
]);

export const stores = pgTable(
  'stores',
  {
    id: id(),
    tradeName: text('trade_name').notNull(),
    companyName: text('company_name').notNull(),
    email: text('email').notNull(),
    cnpj: text('cnpj').notNull(),
    phone: text('phone'),
    responsible: text('responsible'),
    responsiblePhone: text('responsible_phone'),
    segmentId: uuid('segment_id').references(() => segments.id, { onDelete: 'restrict' }),
    website: text('website'),
    photoUrl: text('photo_url'),
    invoiceEmails: text('invoice_emails').array().notNull().default(sql`'{}'::text[]`),
    zipCode: text('zip_code'),
    address: text('address'),
    number: text('number'),
    neighborhood: text('neighborhood'),
    complement: text('complement'),
    city: text('city'),
    state: text('state'),
    /** Administrative fee in basis points of a percent: 2,5% is 250. */
    feeBps: integer('fee_bps').notNull().default(0),
    areaLimit: integer('area_limit'),
    dayLimit: integer('day_limit'),
    inactivatedAt: instant('inactivated_at'),
    blocked: boolean('blocked').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stores_cnpj_unique').on(t.cnpj),
    index('stores_segment_idx').on(t.segmentId),
    check('stores_cnpj_format', sql`${t.cnpj} ~ '^[0-9A-Z]{12}[0-9]{2}$'`),
    check('stores_invoice_emails_max', sql`coalesce(array_length(${t.invoiceEmails}, 1), 0) <= 3`),
    check('stores_fee_range', sql`${t.feeBps} between 0 and 10000`),
    check('stores_limits_non_negative', sql`coalesce(${t.areaLimit}, 0) >= 0 and coalesce(${t.dayLimit}, 0) >= 0`),
    check('stores_state_uf', sql`${t.state} is null or ${t.state} in ${valuesList(UFS)}`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** A seller may log in with this instead of the e-mail. */
    login: text('login'),
    passwordHash: text('password_hash'),
    /** When the password last changed (whole seconds): tokens issued before it are refused. */
    passwordChangedAt: instant('password_changed_at'),
    role: text('role').$type<Role>().notNull(),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'restrict' }),
    inactivatedAt: instant('inactivated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_login_unique').on(sql`lower(${t.login})`),
    index('users_role_idx').on(t.role),
    // Newest first; the searched and filtered columns ride along so a search's page filters on the
    // index alone (index-only) and reads only its own rows (bench/FINDINGS.md, "People searches").
    index('users_created_idx').on(t.createdAt.desc().nullsFirst(), t.id, t.name, t.email, t.role, t.inactivatedAt),
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_name_order_idx').on(t.name, t.id),
    check('users_role_valid', sql`${t.role} in ${valuesList(ROLES)}`),
    check('users_store_scope', sql`${t.role} not in ${valuesList(STORE_SCOPED_ROLES)} or ${t.storeId} is not null`),
  ],
);

export const clients = pgTable(
  'clients',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    cpf: text('cpf').notNull(),
    address: text('address').notNull(),
    zipCode: text('zip_code').notNull(),
    phone: text('phone').notNull(),
    gender: text('gender').$type<Gender>(),
    birthdate: date('birthdate', { mode: 'string' }).notNull(),
    acceptsSms: boolean('accepts_sms').notNull().default(false),
    /** The reminder that a campaign ends in 7 days with the points still to use (opt-out, migration 0037). */
    remindCampaignEnd: boolean('remind_campaign_end').notNull().default(true),
    /** The reminder that a voucher expires in 3 days (opt-out, migration 0037). */
    remindVoucherExpiry: boolean('remind_voucher_expiry').notNull().default(true),
    /**
     * The secret of the reminders' one-click unsubscribe link (no login): a random value, not
     * derived from anything about the customer.
     */
    unsubscribeToken: uuid('unsubscribe_token').notNull().defaultRandom(),
    /**
     * When the customer deleted its account: its personal data was replaced by a pseudonym, its
     * purchases and redemptions kept (the rules' 5-year retention). Null for a live account.
     */
    anonymizedAt: instant('anonymized_at'),
    /**
     * Name and e-mail in lower case, kept by PostgreSQL: the staff's customer search matches a
     * lower-cased LIKE on this one column, about half the work of two ILIKEs per row it passes
     * (bench/FINDINGS.md, "People searches"). chr(1) keeps a typed text from matching across the two.
     */
    searchText: text('search_text').notNull().generatedAlwaysAs(sql`lower(name) || chr(1) || lower(email)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('clients_cpf_unique').on(t.cpf),
    uniqueIndex('clients_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('clients_user_unique').on(t.userId),
    uniqueIndex('clients_unsubscribe_token_unique').on(t.unsubscribeToken),
    index('clients_name_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    // Newest first, with the searched columns: a search's page filters on the index alone.
    index('clients_created_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.name,
      t.searchText,
      t.cpf,
      t.anonymizedAt,
    ),
    // Substring search on names (staff pickers, statements) and on name or e-mail (the customer
    // list): trigram indexes.
    index('clients_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('clients_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('clients_cpf_prefix_idx').on(sql`${t.cpf} text_pattern_ops`),
    check('clients_cpf_digits', sql`${t.cpf} ~ '^[0-9]{11}$'`),
    check('clients_zip_digits', sql`${t.zipCode} ~ '^[0-9]{8}$'`),
    check('clients_gender_valid', sql`${t.gender} is null or ${t.gender} in ${valuesList(GENDERS)}`),
  ],
);

/** LGPD consent: what the client accepted, which version of the text, and when. */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ConsentKind>().notNull(),
    version: text('version').notNull(),
    acceptedAt: instant('accepted_at').notNull().defaultNow(),
    /** When the customer withdrew it (only the optional SMS consent can be withdrawn); null while it stands. */
    withdrawnAt: instant('withdrawn_at'),
    ip: text('ip'),
  },
  (t) => [
    index('consents_client_idx').on(t.clientId),
    check('consents_kind_valid', sql`${t.kind} in ${valuesList(CONSENT_KINDS)}`),
  ],
);

export const sellers = pgTable(
  'sellers',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    login: text('login').notNull(),
    inactivatedAt: instant('inactivated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sellers_user_unique').on(t.userId),
    index('sellers_store_idx').on(t.storeId),
    // The list's order: its first page joins only its own rows' stores and users.
    index('sellers_name_idx').on(t.name, t.id),
  ],
);

export const shopkeepers = pgTable(
  'shopkeepers',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    cpf: text('cpf').notNull(),
    phone: text('phone').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shopkeepers_user_unique').on(t.userId),
    index('shopkeepers_store_idx').on(t.storeId),
    check('shopkeepers_cpf_digits', sql`${t.cpf} ~ '^[0-9]{11}$'`),
  ],
);

/**
 * Single-use links that set a password: `set` for a new shop owner (48 hours), `reset` for a
 * forgotten password (one hour). Only the token's SHA-256 is kept.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<PasswordTokenPurpose>().notNull().default('set'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_tokens_hash_unique').on(t.tokenHash),
    index('password_tokens_user_idx').on(t.userId, t.purpose),
    check('password_tokens_purpose_valid', sql`${t.purpose} in ${valuesList(PASSWORD_TOKEN_PURPOSES)}`),
  ],
);

/**
 * A login: its token carries the session's id (`sid`), and every request reads the session with
 * the user, so a logout (`POST /auth/logout`) or a deactivation ends it for good, before its
 * token expires. Rows past their expiry are dropped by the daily job.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    endedAt: instant('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_sessions_user_open_idx').on(t.userId).where(sql`${t.endedAt} is null`),
    index('user_sessions_expires_idx').on(t.expiresAt),
  ],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Percentage of the standard rule: 100 is "Padrão (1/1000)". */
    conversionRate: smallint('conversion_rate').notNull().default(100),
    /** Running: at most one at a time. A new campaign starts inactive; a finished one never runs. */
    active: boolean('active').notNull().default(false),
    /**
     * When staff inactivated it, while it stays inactive: null for a campaign never inactivated (a
     * new one, before its first activation) and for one active again (migration 0035).
     */
    inactivatedAt: instant('inactivated_at'),
    isFinished: boolean('is_finished').notNull().default(false),
    finishedAt: instant('finished_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // At most one active campaign at a time, whatever the number of API processes.
    uniqueIndex('campaigns_one_active').on(sql`(true)`).where(sql`${t.active}`),
    check('campaigns_active_state', sql`not ${t.active} or (${t.inactivatedAt} is null and ${t.isFinished} = false)`),
    check('campaigns_period', sql`${t.endDate} >= ${t.startDate}`),
    check('campaigns_rate_range', sql`${t.conversionRate} between 0 and 100`),
  ],
);

export const prizes = pgTable(
  'prizes',
  {
    id: id(),
    name: text('name').notNull(),
    points: integer('points').notNull(),
    type: text('type').$type<PrizeType>().notNull().default('produto'),
    description: text('description'),
    imageUrl: text('image_url'),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'restrict' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    featured: boolean('featured').notNull().default(false),
    /** Units left; null means unlimited. */
    stock: integer('stock'),
    inactivatedAt: instant('inactivated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('prizes_campaign_idx').on(t.campaignId),
    check('prizes_points_non_negative', sql`${t.points} >= 0`),
    check('prizes_stock_non_negative', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('prizes_type_valid', sql`${t.type} in ${valuesList(PRIZE_TYPES)}`),
  ],
);

/** Uploaded files: receipts are private to their sender and the store's staff. */
export const files = pgTable(
  'files',
  {
    id: id(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose').$type<FilePurpose>().notNull(),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** What the server read off a receipt photo (issue 17); null until it is read. */
    receiptReading: jsonb('receipt_reading').$type<ReceiptReading>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('files_storage_key_unique').on(t.storageKey),
    index('files_sha256_idx').on(t.sha256),
    check('files_purpose_valid', sql`${t.purpose} in ${valuesList(FILE_PURPOSES)}`),
    check('files_size_limit', sql`${t.sizeBytes} between 1 and 5242880`),
  ],
);

export const sales = pgTable(
  'sales',
  {
    id: id(),
    type: text('type').$type<SaleType>().notNull(),
    invoiceNumber: text('invoice_number'),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'restrict' }),
    sellerId: uuid('seller_id').references(() => sellers.id, { onDelete: 'restrict' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    grossCents: cents('gross_cents').notNull(),
    discountCents: cents('discount_cents').notNull().default(0),
    netCents: cents('net_cents').notNull(),
    /** Points of this sale once approved; null reads "Não pontuado". */
    points: integer('points'),
    status: text('status').$type<SaleStatus>().notNull().default('pending'),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'restrict' }),
    /** Content hash of the receipt: the same file cannot back two sales. */
    receiptSha256: text('receipt_sha256'),
    /**
     * The receipt's fiscal access key (44 characters, upper case, no separators), when the
     * customer or staff gave it.
     */
    fiscalKey: text('fiscal_key'),
    /**
     * The fiscal document the key names, kept by the database from the key: `model:CNPJ:series:number`
     * for an NF-e or NFC-e (`55:…`, `65:…`), `59:SAT serial:CF-e number` for a CF-e SAT. The key's
     * state, emission type, random code and check digit do not make another document
     * (`fiscalDocumentId` in @mall/shared reads the same). It backs one standing purchase
     * (`sales_fiscal_document_unique`): a rejected claim releases it.
     */
    fiscalDocument: text('fiscal_document').generatedAlwaysAs(
      sql`case when fiscal_key is null then null when substr(upper(fiscal_key), 21, 2) = '59' then '59:' || substr(upper(fiscal_key), 23, 9) || ':' || substr(upper(fiscal_key), 32, 6) else substr(upper(fiscal_key), 21, 2) || ':' || substr(upper(fiscal_key), 7, 14) || ':' || substr(upper(fiscal_key), 23, 3) || ':' || substr(upper(fiscal_key), 26, 9) end`,
    ),
    /** The automatic checks made when the sale was registered (`saleChecks`), for staff to judge. */
    checks: jsonb('checks').$type<SaleCheck[]>().notNull().default([]),
    /**
     * The checks in a word, kept by the database: `passed` (every one), `attention` (one failed or
     * left unverified), `none` (a sale from before the checks). The review queue's filter reads it
     * off `sales_pending_queue_idx` instead of opening every pending sale's checks.
     */
    checksState: text('checks_state')
      .$type<'passed' | 'attention' | 'none'>()
      .generatedAlwaysAs(
        sql`case when jsonb_array_length(checks) = 0 then 'none' when jsonb_path_exists(checks, '$[*] ? (@.status != "passed")') then 'attention' else 'passed' end`,
      ),
    reason: text('reason'),
    /** When the customer contested its rejection (once), and what they wrote. */
    contestedAt: instant('contested_at'),
    contestMessage: text('contest_message'),
    /**
     * Copies of the customer's `lower(name)` and CPF, so the statement searches a store's month
     * from `sales_store_date_idx` alone. The database keeps them in step (migration 0004: a
     * trigger fills them on insert and another follows a change of the customer's name); the
     * empty default only stands until the insert trigger runs. Never shown: lists join `clients`.
     */
    clientNameLower: text('client_name_lower').notNull().default(''),
    clientCpf: text('client_cpf').notNull().default(''),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedByUserId: uuid('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: instant('reviewed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One note per store, whatever its case or surrounding spaces ("NF-1", "nf-1" and " NF-1 ");
    // text_pattern_ops lets the same index serve the statement's invoice prefix search in a store.
    // Migration 0006 builds it only where no such duplicates exist (it records them otherwise).
    uniqueIndex('sales_store_invoice_unique')
      .on(t.storeId, sql`lower(btrim(${t.invoiceNumber})) text_pattern_ops`)
      .where(sql`${t.invoiceNumber} is not null`),
    uniqueIndex('sales_receipt_unique').on(t.receiptSha256).where(sql`${t.receiptSha256} is not null`),
    // Stored upper case already; the index compares upper case too, so no client can slip a
    // lower-case copy of an alphanumeric key past it.
    // The review queue: the pending sales by their checks, the longest waiting first; and by the
    // time their review runs from (a contest restarts it), for the late ones.
    index('sales_pending_queue_idx').on(t.checksState, t.createdAt, t.id).where(sql`${t.status} = 'pending'`),
    index('sales_pending_since_idx')
      .on(t.type, sql`coalesce(${t.contestedAt}, ${t.createdAt})`)
      .where(sql`${t.status} = 'pending'`),
    // The contested purchases waiting for their second decision (few): the dashboard's late count
    // reads them apart, their time running from the contest.
    index('sales_pending_contested_idx')
      .on(t.contestedAt)
      .where(sql`${t.status} = 'pending' and ${t.contestedAt} is not null`),
    // One standing purchase per fiscal document: pending, approved, or canceled after approval; a
    // rejected one releases it. Migration 0032 builds it only where no standing duplicates exist
    // (it records them in `sales_document_duplicates` otherwise, and keeps the older whole-key index).
    uniqueIndex('sales_fiscal_document_unique')
      .on(t.fiscalDocument)
      .where(sql`${t.fiscalDocument} is not null and ${t.status} <> 'rejected'`),
    // The rejected claims of a document, for the reviewer of a later one.
    index('sales_fiscal_document_rejected_idx')
      .on(t.fiscalDocument)
      .where(sql`${t.fiscalDocument} is not null and ${t.status} = 'rejected'`),
    // Statements filter by store and month and list the newest purchases first: these indexes end
    // with the sort keys, so a page is read straight off the index whatever the table's size.
    // Migrations 0004 and 0005 add INCLUDE (client_id, invoice_number, status,
    // client_name_lower, client_cpf) to the first two: the statement's filters and searches
    // within a store or a month are answered from the index alone.
    index('sales_store_date_idx').on(t.storeId, t.saleDate, t.createdAt, t.id),
    index('sales_date_idx').on(t.saleDate, t.createdAt, t.id),
    index('sales_client_date_idx').on(t.clientId, t.saleDate, t.createdAt, t.id),
    index('sales_client_campaign_idx').on(t.clientId, t.campaignId, t.status),
    index('sales_status_created_idx').on(t.status, t.createdAt),
    // A store's purchases by value (the statement sorted by its Valor column, either way): the
    // page is read off the index, however many purchases the store has (migration 0036).
    index('sales_store_net_idx').on(t.storeId, t.netCents, t.id),
    // A store's purchases waiting for review, oldest first (the dashboard's queue of a store owner).
    index('sales_pending_store_idx').on(t.storeId, t.createdAt).where(sql`${t.status} = 'pending'`),
    check('sales_type_valid', sql`${t.type} in ${valuesList(SALE_TYPES)}`),
    check('sales_status_valid', sql`${t.status} in ${valuesList(SALE_STATUSES)}`),
    check('sales_amounts_non_negative', sql`${t.grossCents} >= 0 and ${t.discountCents} >= 0 and ${t.netCents} >= 0`),
    check('sales_net_matches', sql`${t.netCents} = ${t.grossCents} - ${t.discountCents}`),
    check('sales_points_non_negative', sql`${t.points} is null or ${t.points} >= 0`),
    check('sales_approved_has_invoice', sql`${t.status} <> 'approved' or ${t.invoiceNumber} is not null`),
  ],
);

/**
 * A purchase refused (409) because another purchase holds its fiscal key, receipt photo (content
 * hash) or store + invoice number: one row per value held, naming the purchase that holds it, who
 * tried and for which customer. The holder's `reused` fraud signal counts the other customers'
 * accounts that tried. Written after the refused insert, on its own (that insert wrote nothing).
 */
export const saleAttempts = pgTable(
  'sale_attempts',
  {
    id: id(),
    kind: text('kind').$type<SaleAttemptKind>().notNull(),
    /**
     * What collided: the fiscal document (`fiscal_document`; before migration 0032, the key in upper
     * case), the photo's sha256, or `storeId:lower(btrim(invoice))`.
     */
    value: text('value').notNull(),
    /** The purchase that holds the value. */
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    /** The customer the refused purchase was for. */
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** Who sent it: the customer (a photo) or store or mall staff (an invoice number). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // A page of purchases reads the attempts on its holders; the customers come from the index too.
    index('sale_attempts_sale_idx').on(t.saleId, t.clientId),
    check('sale_attempts_kind_valid', sql`${t.kind} in ${valuesList(SALE_ATTEMPT_KINDS)}`),
  ],
);

/** What each of the purchases' totals keeps per group: how many, their net value and points. */
const purchaseFigures = () => ({
  status: text('status').$type<SaleStatus>().notNull(),
  type: text('type').$type<SaleType>().notNull(),
  count: integer('count').notNull(),
  netCents: cents('net_cents').notNull(),
  points: bigint('points', { mode: 'number' }).notNull(),
});

/**
 * The purchases' sums (issue 16), so the dashboard and the reports read a period from a few rows
 * whatever the number of sales. Each change of a sale appends its difference here (migration
 * 0022: triggers on `sales`, in the sale's own transaction): an insert that never waits for
 * another sale's, as an update of a shared total would. The job `sales.rollup` folds these rows
 * every 10 seconds into `sales_daily` and `sales_store_monthly`; a read sums both, so it is exact
 * before the fold too.
 */
export const salesRollupDelta = pgTable('sales_rollup_delta', {
  // No key and no index: each sale's change is one cheap insert, and the fold (every 10 seconds)
  // keeps the table to a few seconds of changes, which a read scans whole.
  day: date('day', { mode: 'string' }).notNull(),
  /** The UTC date the sale was registered (`created_at`): the late purchases are counted by it. */
  createdDay: date('created_day', { mode: 'string' }).notNull(),
  storeId: uuid('store_id').notNull(),
  campaignId: uuid('campaign_id').notNull(),
  ...purchaseFigures(),
});

/**
 * The purchases waiting for review per UTC registration date, for the mall and per store (folded
 * from the deltas): how many of the queue are late is a sum over the days before the limit's,
 * plus that one day's pending purchases counted from `sales` (`pendingReview`), whatever the size
 * of the backlog.
 */
export const salesPendingRegistered = pgTable(
  'sales_pending_registered',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    count: integer('count').notNull(),
  },
  // The days that still have some: a day's row stays at zero once its purchases are reviewed.
  (t) => [index('sales_pending_registered_open_idx').on(t.day).where(sql`${t.count} <> 0`)],
);

export const salesPendingRegisteredStore = pgTable(
  'sales_pending_registered_store',
  {
    storeId: uuid('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.day] }),
    index('sales_pending_registered_store_open_idx').on(t.storeId, t.day).where(sql`${t.count} <> 0`),
  ],
);

/**
 * Exact row counts of the tables the dashboard's cards count (users, stores, campaigns), kept by
 * statement triggers (migration 0022): a count of a hundred thousand accounts is one row here.
 */
export const rowCounts = pgTable('row_counts', {
  tableName: text('table_name').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/**
 * The mall's purchases per purchase date, campaign, status and type (folded from the deltas).
 * Migration 0022 adds `sales_daily_day_covering_idx` (day) INCLUDE (status, count, net_cents): the
 * dashboard's 30 days from the index alone.
 */
export const salesDaily = pgTable(
  'sales_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    campaignId: uuid('campaign_id').notNull(),
    ...purchaseFigures(),
  },
  (t) => [primaryKey({ columns: [t.day, t.campaignId, t.status, t.type] })],
);

/** Each store's purchases per month (its first day), campaign, status and type (folded from the deltas). */
export const salesStoreMonthly = pgTable(
  'sales_store_monthly',
  {
    month: date('month', { mode: 'string' }).notNull(),
    storeId: uuid('store_id').notNull(),
    campaignId: uuid('campaign_id').notNull(),
    ...purchaseFigures(),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.storeId, t.campaignId, t.status, t.type] }),
    index('sales_store_monthly_store_idx').on(t.storeId, t.month),
  ],
);

/**
 * Invoice numbers found repeated in a store (ignoring case and surrounding spaces) when migration
 * 0006 made them unique that way: while any remain, the older, exact-match index stays in place.
 */
export const salesInvoiceDuplicates = pgTable('sales_invoice_duplicates', {
  storeId: uuid('store_id').notNull(),
  invoiceKey: text('invoice_key').notNull(),
  saleIds: uuid('sale_ids').array().notNull(),
  foundAt: instant('found_at').notNull().defaultNow(),
});

/**
 * Standing purchases found naming the same fiscal document when migration 0032 ran (before one
 * document backed one purchase): each group, oldest first, for staff to settle. While any group is
 * here the migration kept the whole-key index instead of the document's (docs/operations.md, "Upgrading").
 */
export const salesDocumentDuplicates = pgTable('sales_document_duplicates', {
  fiscalDocument: text('fiscal_document').primaryKey(),
  saleIds: uuid('sale_ids').array().notNull(),
  createdAt: createdAt(),
});

export const rescues = pgTable(
  'rescues',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    prizeId: uuid('prize_id')
      .notNull()
      .references(() => prizes.id, { onDelete: 'restrict' }),
    points: integer('points').notNull(),
    voucher: text('voucher').notNull(),
    voucherExpiresAt: instant('voucher_expires_at').notNull(),
    status: text('status').$type<RescueStatus>().notNull().default('SOLICITADO'),
    canceledAt: instant('canceled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('rescues_voucher_unique').on(t.voucher),
    // One benefit per CPF per campaign; a canceled redemption frees the slot.
    uniqueIndex('rescues_one_per_campaign').on(t.clientId, t.campaignId).where(sql`${t.status} <> 'CANCELADO'`),
    index('rescues_campaign_created_idx').on(t.campaignId, t.createdAt),
    index('rescues_prize_idx').on(t.prizeId),
    // The vouchers still to hand over (the dashboard): the open ones, by expiry.
    index('rescues_open_expiry_idx').on(t.voucherExpiresAt).where(sql`${t.status} in ('SOLICITADO', 'APROVADO')`),
    check('rescues_points_non_negative', sql`${t.points} >= 0`),
    check('rescues_status_valid', sql`${t.status} in ${valuesList(RESCUE_STATUSES)}`),
  ],
);

/**
 * Monthly financial statement per store (DECISIONS.md, "Statements and bills"): frozen at
 * processing with its sales (`extract_sales`), the fee then and who processed it. Its history is
 * the audit log (modules Extract and Bill, `logs_module_entity_idx`).
 */
export const extracts = pgTable(
  'extracts',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'restrict' }),
    month: smallint('month').notNull(),
    year: smallint('year').notNull(),
    salesCount: integer('sales_count').notNull().default(0),
    totalSalesCents: cents('total_sales_cents').notNull(),
    feeBps: integer('fee_bps').notNull(),
    /**
     * What the statement bills: its fee amount (total sales x fee, rounded once) plus its
     * adjustments, never below zero (the rest is `balanceCarriedCents`).
     */
    amountDueCents: cents('amount_due_cents').notNull(),
    /**
     * The sum of its adjustment lines (`extract_adjustments`, signed): differences of earlier
     * billed months and a negative balance carried from an earlier statement.
     */
    adjustmentsCents: cents('adjustments_cents').notNull().default(0),
    /**
     * A negative balance (fee amount + adjustments below zero) carried to the store's next
     * statement, as a negative number; zero otherwise.
     */
    balanceCarriedCents: cents('balance_carried_cents').notNull().default(0),
    status: text('status').$type<ExtractStatus>().notNull().default('pending'),
    processedAt: instant('processed_at').notNull().defaultNow(),
    processedById: uuid('processed_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('extracts_store_period_unique').on(t.storeId, t.year, t.month),
    // The list: newest month first, then store; and a month across stores. The id, status and
    // amount due let the list cut its page and sum its matches from the index alone.
    index('extracts_period_idx').on(t.year, t.month, t.storeId, t.id, t.status, t.amountDueCents),
    check('extracts_month_range', sql`${t.month} between 1 and 12`),
    check('extracts_amounts_non_negative', sql`${t.totalSalesCents} >= 0 and ${t.amountDueCents} >= 0`),
    check('extracts_sales_count_non_negative', sql`${t.salesCount} >= 0`),
    check('extracts_balance_carried_non_positive', sql`${t.balanceCarriedCents} <= 0`),
    check('extracts_status_valid', sql`${t.status} in ${valuesList(EXTRACT_STATUSES)}`),
  ],
);

/**
 * The sales behind a statement, with the values used at processing. No foreign key to `sales`:
 * the frozen copy stays what it was whatever happens to the sale; `extract_sales_sale_idx` finds
 * the statements a changed sale belongs to.
 */
export const extractSales = pgTable(
  'extract_sales',
  {
    extractId: uuid('extract_id')
      .notNull()
      .references(() => extracts.id, { onDelete: 'cascade' }),
    saleId: uuid('sale_id').notNull(),
    netCents: cents('net_cents').notNull(),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    invoiceNumber: text('invoice_number'),
  },
  (t) => [
    primaryKey({ columns: [t.extractId, t.saleId] }),
    index('extract_sales_sale_idx').on(t.saleId),
    check('extract_sales_net_non_negative', sql`${t.netCents} >= 0`),
  ],
);

/**
 * An adjustment line of a statement (DECISIONS.md, "Adjustments after a bill"): a difference of
 * an earlier statement of the same store that can no longer be reprocessed (billed, or already
 * carried onto another statement), taken when this statement is processed and dropped when it is
 * reprocessed or deleted. `sales`: the sales of that month changed after its bill (a late
 * approval, an edit, a cancel), the amount being the change of its fee amount; `balance`: its
 * negative balance carried on. Signed cents. The source cannot be deleted while a line names it.
 */
export const extractAdjustments = pgTable(
  'extract_adjustments',
  {
    id: id(),
    extractId: uuid('extract_id')
      .notNull()
      .references(() => extracts.id, { onDelete: 'cascade' }),
    sourceExtractId: uuid('source_extract_id')
      .notNull()
      .references(() => extracts.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<'sales' | 'balance'>().notNull(),
    /** The change of the source month's total sales this line takes (0 for a balance). */
    salesDeltaCents: cents('sales_delta_cents').notNull().default(0),
    amountCents: cents('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('extract_adjustments_line_unique').on(t.extractId, t.sourceExtractId, t.kind),
    index('extract_adjustments_source_idx').on(t.sourceExtractId),
    check('extract_adjustments_kind_valid', sql`${t.kind} in ('sales', 'balance')`),
    check('extract_adjustments_not_itself', sql`${t.extractId} <> ${t.sourceExtractId}`),
  ],
);

/**
 * The sales behind a `sales` adjustment line: each sale whose value counted for its month changed,
 * with what was counted before (null: not counted) and what counts now (null: no longer counted).
 * What a month counts = its frozen sales plus the deltas of every line on it.
 */
export const extractAdjustmentSales = pgTable(
  'extract_adjustment_sales',
  {
    adjustmentId: uuid('adjustment_id')
      .notNull()
      .references(() => extractAdjustments.id, { onDelete: 'cascade' }),
    saleId: uuid('sale_id').notNull(),
    invoiceNumber: text('invoice_number'),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    beforeCents: cents('before_cents'),
    afterCents: cents('after_cents'),
  },
  (t) => [primaryKey({ columns: [t.adjustmentId, t.saleId] })],
);

/**
 * A statement's bill, issued by a provider (the built-in one: PDF with a PIX BR Code). At most one
 * bill per statement is not canceled; a canceled bill stays for the history.
 */
export const bills = pgTable(
  'bills',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'restrict' }),
    extractId: uuid('extract_id').references(() => extracts.id, { onDelete: 'set null' }),
    /** First day of the reference month. */
    monthRef: date('month_ref', { mode: 'string' }).notNull(),
    amountDueCents: cents('amount_due_cents').notNull(),
    adminFeeBps: integer('admin_fee_bps').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    /** Payment date, as staff recorded it. */
    paidAt: date('paid_at', { mode: 'string' }),
    errorMessage: text('error_message'),
    status: text('status').$type<BillStatus>().notNull().default('NÃO GERADO'),
    /** Which provider issued it (`pix-pdf` is built in); a bank's id for the bill when it has one. */
    provider: text('provider').notNull().default('pix-pdf'),
    providerRef: text('provider_ref'),
    /** The PIX BR Code (EMV "copia e cola") printed on the PDF; null when the mall has no key. */
    pixPayload: text('pix_payload'),
    sentAt: instant('sent_at'),
    /**
     * When the provider confirmed the bill; null while its issue is pending: the bill is recorded
     * (AGUARDANDO) and committed first, then the provider is called outside the transaction with
     * the bill's id as its idempotency key (`bills.issue`), so a rollback never leaves a bill at a
     * bank that the database does not know.
     */
    issuedAt: instant('issued_at'),
    issueAttempts: integer('issue_attempts').notNull().default(0),
    canceledAt: instant('canceled_at'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bills_store_month_idx').on(t.storeId, t.monthRef),
    uniqueIndex('bills_extract_active_unique').on(t.extractId).where(sql`${t.canceledAt} is null`),
    // A bill-status filter of the bills' list: the active bills of one status, newest month
    // first (`billPage`), and their count without the table (index-only).
    index('bills_active_status_month_idx').on(t.status, t.monthRef, t.extractId).where(sql`${t.canceledAt} is null`),
    index('bills_open_due_idx').on(t.dueDate).where(sql`${t.status} = 'ABERTO' and ${t.canceledAt} is null`),
    index('bills_issue_pending_idx').on(t.createdAt).where(sql`${t.issuedAt} is null and ${t.canceledAt} is null`),
    check('bills_amount_non_negative', sql`${t.amountDueCents} >= 0`),
    check('bills_status_valid', sql`${t.status} in ${valuesList(BILL_STATUSES)}`),
  ],
);

export const faqs = pgTable(
  'faqs',
  {
    id: id(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    order: integer('order').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('faqs_order_idx').on(t.order)],
);

/**
 * Audit log. A sale's history (`GET /logs/Sale/{id}`) is this table filtered by module and
 * entity: one record of each change, written in the change's own transaction.
 */
export const logs = pgTable(
  'logs',
  {
    id: id(),
    moduleName: text('module_name').$type<AuditModule>().notNull(),
    methodName: text('method_name').notNull(),
    entityId: uuid('entity_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    previousState: jsonb('previous_state'),
    result: jsonb('result'),
    createdAt: createdAt(),
  },
  (t) => [
    // Keyset paging, newest first (`GET /logs/module`): each filter reads its index in order from
    // the cursor, so a page costs the same whatever the table's size.
    index('logs_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('logs_module_created_id_idx').on(t.moduleName, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('logs_user_created_id_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('logs_module_entity_idx').on(t.moduleName, t.entityId, t.createdAt),
    check('logs_module_valid', sql`${t.moduleName} in ${valuesList(AUDIT_MODULES)}`),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  cellphone: text('cellphone'),
  phone: text('phone'),
  city: text('city'),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** Every e-mail the product sends; delivered through SMTP when configured. */
/**
 * The e-mail outbox (`plugins/mailer.ts`): a message is queued with the change it announces and
 * sent later, outside any transaction. `pending` waits for `next_attempt_at`; a process claims it by
 * setting `locked_until` (so two processes never send it at once, and one that died releases it);
 * a failed attempt moves `next_attempt_at` back by a growing delay until the retries span a day,
 * then the message is `failed` and shown on the jobs screen with "Reenviar".
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    sentAt: instant('sent_at'),
    /** The last attempt's error. */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lockedUntil: instant('locked_until'),
    lastAttemptAt: instant('last_attempt_at'),
    /** Files sent with the message: [{ filename, contentType, contentBase64 }]. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    /** Reply-To: where the reader's answer goes (the contact form's message: the visitor). */
    replyTo: text('reply_to'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('outbox_failed_idx').on(t.lastAttemptAt).where(sql`${t.status} = 'failed'`),
    check('outbox_status_valid', sql`${t.status} in ${valuesList(MAIL_STATUSES)}`),
  ],
);

/**
 * The reminders sent, one row each (bills to a store before and after their due date, a
 * campaign's end and a voucher's expiry to a customer, the review queue's digest to a reviewer):
 * the unique (kind, recipient, subject) key makes each sent once ever, whoever runs the job and
 * however often. The row is written in the transaction that queues its e-mails and its audit row.
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    id: id(),
    kind: text('kind').$type<ReminderKind>().notNull(),
    /** The store (bills), the customer (campaign, voucher) or the reviewer's user (digest). */
    recipientId: uuid('recipient_id').notNull(),
    /** The bill, the campaign, the redemption, or the digest's day (YYYY-MM-DD in APP_TIMEZONE). */
    subjectKey: text('subject_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reminders_sent_once').on(t.kind, t.recipientId, t.subjectKey),
    check('reminders_sent_kind_valid', sql`${t.kind} in ${valuesList(REMINDER_KINDS)}`),
  ],
);

/**
 * Answers of creates sent with an `Idempotency-Key` header, per caller (user id, or "anonymous"
 * for registration): a retry with the same key and body gets the stored answer instead of a
 * second write. A row without a status is a request still in progress. Rows expire after 24 h.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the route and the validated body. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded files and generated pictures when the API runs on PostgreSQL, so every host serves
 * every file: a storage key names a content, stored once per SHA-256 in chunks.
 */
export const storedObjects = pgTable('stored_objects', {
  key: text('key').primaryKey(),
  sha256: text('sha256').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  chunks: integer('chunks').notNull(),
  createdAt: createdAt(),
});

export const storedChunks = pgTable(
  'stored_chunks',
  {
    sha256: text('sha256').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sha256, t.seq] })],
);

/**
 * The scheduled jobs' queue (`src/modules/jobs`): one row per run of a job, claimed with
 * SKIP LOCKED by any API process. A scheduled run names its slot (`scheduled_for`, unique per
 * job, so a slot is queued once whoever schedules it); a run by hand has none. A failed attempt
 * goes back to `queued` with a later `run_at` until its attempts are spent; `locked_until` lets
 * another process take over the run of a process that died.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: id(),
    name: text('name').notNull(),
    scheduledFor: instant('scheduled_for'),
    runAt: instant('run_at').notNull(),
    status: text('status').$type<JobRunStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
    lockedUntil: instant('locked_until'),
    error: text('error'),
    result: jsonb('result'),
    requestedById: uuid('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('job_runs_slot_unique').on(t.name, t.scheduledFor),
    // One run by hand waiting or running per job, however many administrators press "Executar
    // agora" at once: a press while one is under way is answered with that one.
    uniqueIndex('job_runs_one_manual_active')
      .on(t.name)
      .where(sql`${t.scheduledFor} is null and ${t.status} in ('queued', 'running')`),
    index('job_runs_due_idx').on(t.runAt).where(sql`${t.status} in ('queued', 'running')`),
    // Each job's last run and its recent failures (GET /jobs), whatever the number of runs kept.
    index('job_runs_name_started_idx').on(t.name, t.startedAt),
    index('job_runs_failed_idx').on(t.name, t.finishedAt).where(sql`${t.status} = 'failed'`),
    check('job_runs_status_valid', sql`${t.status} in ${valuesList(JOB_RUN_STATUSES)}`),
    check('job_runs_attempts_valid', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);
