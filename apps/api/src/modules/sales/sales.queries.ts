import {
  centsToReais,
  contestDeadline,
  DEFAULT_TIMEZONE,
  fiscalDocumentId,
  lateCutoffs,
  onlyDigits,
  parseFiscalKey,
  reviewDeadline,
  type SALE_SORT_COLUMNS,
  SALE_STATUSES,
  type Sale,
  type SaleStatus,
  type SortOrder,
} from '@mall/shared';
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { clients, saleAttempts, sales, stores } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { likePattern, offsetOf, type Paging, prefixPattern } from '../../lib/paging';
import { preparedQuery } from '../../lib/prepared';
import { iso } from '../../lib/serialize';
import { orderOf, type SortColumns } from '../../lib/sorting';
import { activeStandingColumns } from '../clients/clients.queries';

export const SALE_NOT_FOUND = 'Compra não encontrada';

const {
  clientNameLower: _name,
  clientCpf: _cpf,
  checksState: _state,
  fiscalDocument: _document,
  ...ownColumns
} = getTableColumns(sales);
/**
 * The sale's own columns: all but the search copies of its customer's name and CPF and what the
 * database derives (the checks' state, the fiscal document).
 */
export const saleColumns = ownColumns;

const selection = {
  sale: saleColumns,
  clientName: clients.name,
  clientCpf: clients.cpf,
  storeTradeName: stores.tradeName,
  storeCnpj: stores.cnpj,
};

export type SaleRow = Omit<
  typeof sales.$inferSelect,
  'clientNameLower' | 'clientCpf' | 'checksState' | 'fiscalDocument'
>;

type Joined = {
  sale: SaleRow;
  clientName: string;
  clientCpf: string;
  storeTradeName: string;
  storeCnpj: string;
};

/**
 * Until when a rejected sale may be contested: 30 days from the day of its rejection (its review,
 * or its last change for a row rejected before reviews were dated). The days are São Paulo's,
 * whatever the server's zone, as the customer's screen shows them.
 */
export const contestDeadlineOf = (s: Pick<SaleRow, 'reviewedAt' | 'updatedAt'>): Date =>
  contestDeadline(iso(s.reviewedAt ?? s.updatedAt), DEFAULT_TIMEZONE);

export function toSale(r: Joined): Sale {
  const s = r.sale;
  return {
    id: s.id,
    type: s.type,
    invoiceNumber: s.invoiceNumber,
    amount: centsToReais(s.netCents),
    grossValue: centsToReais(s.grossCents),
    discountValue: centsToReais(s.discountCents),
    netValue: centsToReais(s.netCents),
    saleDate: s.saleDate,
    createdAt: iso(s.createdAt),
    storeId: s.storeId,
    sellerId: s.sellerId,
    clientId: s.clientId,
    campaignId: s.campaignId,
    fileUrl: s.fileId ? `/api/shared/files/${s.fileId}` : null,
    points: s.points,
    status: s.status,
    reason: s.reason,
    rejectionReason: s.status === 'rejected' || s.status === 'canceled' ? s.reason : null,
    fiscalKey: s.fiscalKey,
    checks: s.checks,
    // The business days are São Paulo city's, whatever the server's zone.
    reviewDeadline:
      s.status === 'pending'
        ? reviewDeadline(s.type, iso(s.contestedAt ?? s.createdAt), DEFAULT_TIMEZONE).toISOString()
        : null,
    contestDeadline: s.status === 'rejected' && !s.contestedAt ? contestDeadlineOf(s).toISOString() : null,
    contestedAt: s.contestedAt ? iso(s.contestedAt) : null,
    contestMessage: s.contestMessage,
    client: { name: r.clientName, cpf: r.clientCpf },
    store: { tradeName: r.storeTradeName, cnpj: r.storeCnpj },
  };
}

function joined(db: DbOrTx) {
  return db
    .select(selection)
    .from(sales)
    .innerJoin(clients, eq(clients.id, sales.clientId))
    .innerJoin(stores, eq(stores.id, sales.storeId));
}

const newestFirst = [desc(sales.saleDate), desc(sales.createdAt), desc(sales.id)];
/** The review queue's order: the longest waiting first. */
const oldestFirst = [asc(sales.createdAt), asc(sales.id)];

/**
 * What each column of the statement sorts by, all read on `sales` (the customer's name from its
 * lower-cased copy, the store's from a subquery) so a page's ids are still read off `sales` alone.
 */
const sortColumns: SortColumns<(typeof SALE_SORT_COLUMNS)[number]> = {
  client: sales.clientNameLower,
  store: sql`(select lower(${stores.tradeName}) from ${stores} where ${stores.id} = ${sales.storeId})`,
  invoice: sales.invoiceNumber,
  value: sales.netCents,
  date: sales.saleDate,
  points: sales.points,
  status: sales.status,
};

/** The purchases' order for a list's sort: a column's, or the statement's or queue's own. */
export function salesOrder(f: Pick<SalesFilter, 'sort' | 'order'>): SQL[] {
  if (f.sort === 'oldest') return oldestFirst;
  if (f.sort === 'newest') return newestFirst;
  return orderOf(sortColumns, sales.id, f, newestFirst);
}

/**
 * One page of the sales matching `where` and the number of all matches, in one statement: the
 * page's ids are read off the sales alone (within a store, an index-only scan of
 * `sales_store_date_idx`), then only those rows are joined.
 *
 * How the matches are counted depends on how many of the scanned rows match. A search keeps few:
 * one pass counts them in a window as it pages (`count(*) over ()`). Without one, the page stops
 * after `limit` rows and a separate count is cheaper than a window holding every row.
 */
async function pageWithTotal(
  db: DbOrTx,
  where: SQL | undefined,
  paging: Paging,
  selective: boolean,
  order: SQL[] = newestFirst,
) {
  const total = selective
    ? sql<number>`count(*) over ()`
    : sql<number>`(${db.select({ n: count() }).from(sales).where(where)})`;
  const page = db.$with('page').as(
    db
      .select({ id: sales.id, total: total.as('total') })
      .from(sales)
      .where(where)
      .orderBy(...order)
      .limit(paging.limit)
      .offset(offsetOf(paging)),
  );
  return db
    .with(page)
    .select({ ...selection, total: sql<number>`${page.total}`.mapWith(Number) })
    .from(page)
    .innerJoin(sales, eq(sales.id, page.id))
    .innerJoin(clients, eq(clients.id, sales.clientId))
    .innerJoin(stores, eq(stores.id, sales.storeId))
    .orderBy(...order);
}

/** The customer's standing in the active campaign; conversionRate null: no campaign is active. */
export interface OwnStanding {
  conversionRate: number | null;
  approvedNetCents: number;
  redeemed: boolean;
}

/**
 * A customer's purchases, newest first, unfiltered (the page the customer opens most), with
 * their count and the standing behind the points shown beside them: one round trip.
 */
const ownSalesPage = preparedQuery((db: Db) => {
  const clientId = sql.placeholder('clientId');
  return db
    .select({
      ...selection,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      ...activeStandingColumns(clientId),
    })
    .from(sales)
    .innerJoin(clients, eq(clients.id, sales.clientId))
    .innerJoin(stores, eq(stores.id, sales.storeId))
    .where(eq(sales.clientId, clientId))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('own_sales_page');
});

/**
 * The customer's own purchases, searched by store name or invoice number. The standing comes
 * along when the unfiltered page has rows; otherwise the caller reads it on its own.
 */
export async function listOwnSales(
  db: Db,
  clientId: string,
  q: Paging & Pick<SalesFilter, 'search' | 'startDate' | 'endDate' | 'campaignId'>,
): Promise<{ data: Sale[]; total: number; standing?: OwnStanding }> {
  if (q.search || q.startDate || q.endDate || q.campaignId) return listSales(db, { ...q, clientId, searchBy: 'store' });
  const rows = await ownSalesPage(db).execute({ clientId, limit: q.limit, offset: offsetOf(q) });
  const first = rows[0];
  if (!first) return q.page > 1 ? listSales(db, { ...q, clientId }) : { data: [], total: 0 };
  return {
    data: rows.map(toSale),
    total: first.total,
    standing: {
      conversionRate: first.conversionRate === null ? null : Number(first.conversionRate),
      approvedNetCents: Number(first.approvedNet),
      redeemed: Boolean(first.redeemed),
    },
  };
}

/** One sale, confined to a store when the caller is store staff (404 outside it). */
export async function findSale(
  db: DbOrTx,
  id: string,
  scope: { storeId?: string; clientId?: string } = {},
): Promise<Sale> {
  const [row] = await joined(db).where(
    and(
      eq(sales.id, id),
      scope.storeId ? eq(sales.storeId, scope.storeId) : undefined,
      scope.clientId ? eq(sales.clientId, scope.clientId) : undefined,
    ),
  );
  if (!row) throw notFound(SALE_NOT_FOUND);
  return toSale(row);
}

/** First day of a month and of the next: a date range the (store_id, sale_date) index serves. */
function monthRange(year: number, month: number): [string, string] {
  const start = `${year}-${String(month).padStart(2, '0')}-01`;
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return [start, next];
}

/**
 * Sales whose invoice number starts with the search, ignoring case and surrounding spaces: the
 * expression of `sales_store_invoice_unique`, so within a store that index serves the prefix. The
 * pattern is lowered here, a constant the planner can turn into an index range.
 */
function invoicePrefix(search: string): SQL {
  return like(sql`lower(btrim(${sales.invoiceNumber}))`, prefixPattern(search.trim().toLowerCase()));
}

/**
 * Sales of customers matching a search, by CPF prefix (digits) or name substring (case
 * insensitive), or whose invoice number starts with it (case insensitive). Within one store each sale's own copies of its
 * customer's lower(name) and CPF are tested on the store's index entries, and so within one month or day
 * (both indexes include them); otherwise the clients indexes (CPF prefix, name trigrams) find the
 * customers first, then their sales.
 */
function clientSearch(db: DbOrTx, search: string, bounded: boolean): SQL {
  const digits = onlyDigits(search);
  const isCpf = digits.length >= 3 && digits.length === search.replace(/[.\-\s]/g, '').length;
  const invoice = invoicePrefix(search);
  if (bounded) {
    // lower(x) LIKE lower(p) is what x ILIKE p means in PostgreSQL, so both ways agree. The
    // subquery lowers the pattern once per query; a prepared statement's plan would lower it again
    // for every index entry.
    const customer = isCpf
      ? like(sales.clientCpf, `${digits}%`)
      : like(sales.clientNameLower, sql`(select lower(${likePattern(search)}))`);
    return or(customer, invoice)!;
  }
  const customers = db
    .select({ id: clients.id })
    .from(clients)
    .where(isCpf ? like(clients.cpf, `${digits}%`) : ilike(clients.name, likePattern(search)));
  return or(inArray(sales.clientId, customers), invoice)!;
}

/** A customer's own sales by store name or invoice number prefix. */
function storeSearch(db: DbOrTx, search: string): SQL {
  const matching = db
    .select({ id: stores.id })
    .from(stores)
    .where(ilike(stores.tradeName, likePattern(search)));
  return or(inArray(sales.storeId, matching), invoicePrefix(search))!;
}

export interface SalesFilter extends Paging {
  search?: string;
  /** Staff search customers (name, CPF); a customer searches their own sales by store. */
  searchBy?: 'client' | 'store';
  status?: SaleStatus | 'all';
  storeId?: string;
  month?: number;
  year?: number;
  /** One purchase date. */
  day?: string;
  clientId?: string;
  campaignId?: string;
  startDate?: string;
  endDate?: string;
  /** Only these purchases (bulk approval reads its selection). */
  ids?: readonly string[];
  /** The review queue's filters (`checks`: all passed, or some failed or unverified). */
  checks?: 'passed' | 'attention';
  contested?: boolean;
  late?: boolean;
  /** Reviewers only: whether other customers' accounts tried the purchase's key, photo or invoice. */
  signals?: boolean;
  /** A column of the statement's table, or the statement's (`newest`) or the queue's (`oldest`) order. */
  sort?: (typeof SALE_SORT_COLUMNS)[number] | 'newest' | 'oldest';
  order?: SortOrder;
  /** The instant `late` is judged at (now). */
  now?: Date;
}

/**
 * The purchases whose value another customer's account tried: read off `sale_attempts` (a few rows
 * per refused purchase), each holder then found by its primary key, so the filter costs the same
 * however many purchases there are.
 */
const reusedSales = sql`(select a.sale_id from ${saleAttempts} a join ${sales} h on h.id = a.sale_id where a.client_id <> h.client_id)`;
/** None tried it: one probe of the attempts' index per purchase the page reads. */
const notReused = sql`not exists (select 1 from ${saleAttempts} a where a.sale_id = ${sales.id} and a.client_id <> ${sales.clientId})`;

/**
 * A pending purchase past its review deadline at `now` (`lateCutoffs`: 72 hours for an invoice
 * number, 3 business days for a photo); a contested purchase's time runs from its contest.
 */
export function lateReview(now: Date, timeZone: string = DEFAULT_TIMEZONE): SQL {
  const cut = lateCutoffs(now, timeZone);
  const since = sql`coalesce(${sales.contestedAt}, ${sales.createdAt})`;
  return sql`${sales.status} = 'pending' and ((${sales.type} = 'invoice_number' and ${since} < ${cut.invoice.toISOString()})
      or (${sales.type} = 'photo' and ${since} < ${cut.photo.toISOString()}))`;
}

/** The review queue's filters on `sales` alone. */
function queueWhere(f: SalesFilter): SQL | undefined {
  let late: SQL | undefined;
  if (f.late !== undefined) {
    const overdue = lateReview(f.now ?? new Date());
    late = f.late ? overdue : sql`not (${overdue})`;
  }
  return and(
    f.signals === true ? inArray(sales.id, reusedSales) : undefined,
    f.signals === false ? notReused : undefined,
    f.checks ? eq(sales.checksState, f.checks) : undefined,
    f.contested === true ? isNotNull(sales.contestedAt) : f.contested === false ? isNull(sales.contestedAt) : undefined,
    late,
  );
}

export async function listSales(db: DbOrTx, f: SalesFilter): Promise<{ data: Sale[]; total: number }> {
  let range: [string, string] | undefined;
  if (f.year) range = f.month ? monthRange(f.year, f.month) : [`${f.year}-01-01`, `${f.year + 1}-01-01`];
  const where = and(
    f.storeId ? eq(sales.storeId, f.storeId) : undefined,
    f.clientId ? eq(sales.clientId, f.clientId) : undefined,
    f.campaignId ? eq(sales.campaignId, f.campaignId) : undefined,
    f.status && f.status !== 'all' ? eq(sales.status, f.status) : undefined,
    range ? and(gte(sales.saleDate, range[0]), lt(sales.saleDate, range[1])) : undefined,
    f.day ? eq(sales.saleDate, f.day) : undefined,
    f.startDate ? gte(sales.saleDate, f.startDate) : undefined,
    f.endDate ? sql`${sales.saleDate} <= ${f.endDate}` : undefined,
    f.ids ? inArray(sales.id, [...f.ids]) : undefined,
    queueWhere(f),
    f.search
      ? f.searchBy === 'store'
        ? storeSearch(db, f.search)
        : clientSearch(db, f.search, Boolean(f.storeId || f.day || (f.year && f.month)))
      : undefined,
  );
  const order = salesOrder(f);
  // One customer's purchases, or one store's (its index carries every filter of the statement),
  // are read once: the page carries their count, so the answer takes one round trip, not two.
  if (f.clientId || f.storeId) {
    const rows = await pageWithTotal(db, where, f, Boolean(f.search), order);
    if (rows.length > 0 || f.page === 1) return { data: rows.map(toSale), total: rows[0]?.total ?? 0 };
  }
  const [rows, [totals]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(...order)
      .limit(f.limit)
      .offset(offsetOf(f)),
    // Every filter is on sales (customer search is a subquery), so the count needs no join.
    db.select({ n: count() }).from(sales).where(where),
  ]);
  return { data: rows.map(toSale), total: totals?.n ?? 0 };
}

// ---------------------------------------------------------------- fraud signals (issue 17)

/** What a refused purchase carried: each of its values another purchase holds is recorded. */
export interface SaleAttempt {
  fiscalKey: string | null;
  receiptSha256: string | null;
  /** The store of an invoice number (null when none was given: a receipt photo refused at upload). */
  storeId: string | null;
  invoiceNumber: string | null;
  clientId: string;
  userId: string;
}

/**
 * Records a purchase refused because another holds its fiscal document, photo or store + invoice
 * number: one row per value held, naming its holder, found through the same unique indexes that
 * refused it (for a document, the value is the document: `fiscalDocumentId`).
 */
export async function recordSaleAttempts(db: DbOrTx, a: SaleAttempt): Promise<void> {
  const who = sql`${a.clientId}::uuid, ${a.userId}::uuid`;
  const parsed = a.fiscalKey ? parseFiscalKey(a.fiscalKey) : null;
  const document = parsed?.ok ? fiscalDocumentId(parsed.key) : null;
  await db.execute(sql`
    insert into ${saleAttempts} (kind, value, sale_id, client_id, user_id)
    select 'fiscal_key', s.fiscal_document, s.id, ${who} from ${sales} s
      where s.fiscal_document = ${document}::text and s.status <> 'rejected'
    union all
    select 'image', s.receipt_sha256, s.id, ${who} from ${sales} s
      where s.receipt_sha256 = ${a.receiptSha256}::text and s.receipt_sha256 is not null
    union all
    select 'invoice', s.store_id::text || ':' || lower(btrim(s.invoice_number)), s.id, ${who} from ${sales} s
      where s.store_id = ${a.storeId}::uuid and lower(btrim(s.invoice_number)) = lower(btrim(${a.invoiceNumber}::text))
        and s.invoice_number is not null`);
}

/** The rejected purchases of these fiscal documents, with their customer's name, oldest first. */
export async function rejectedClaimsOf(db: DbOrTx, documents: string[]) {
  if (documents.length === 0) return [];
  const rows = await db
    .select({
      document: sales.fiscalDocument,
      saleId: sales.id,
      clientName: clients.name,
      reviewedAt: sales.reviewedAt,
      reason: sales.reason,
    })
    .from(sales)
    .innerJoin(clients, eq(clients.id, sales.clientId))
    .where(and(inArray(sales.fiscalDocument, documents), eq(sales.status, 'rejected')))
    .orderBy(asc(sales.createdAt));
  return rows.map((r) => ({ ...r, document: r.document! }));
}

/** Per purchase and kind, how many other customers' accounts tried the value it holds. */
export function attemptsOn(db: DbOrTx, saleIds: string[]) {
  return db
    .select({ saleId: saleAttempts.saleId, kind: saleAttempts.kind, accounts: countDistinct(saleAttempts.clientId) })
    .from(saleAttempts)
    .innerJoin(sales, eq(sales.id, saleAttempts.saleId))
    .where(and(inArray(saleAttempts.saleId, saleIds), ne(saleAttempts.clientId, sales.clientId)))
    .groupBy(saleAttempts.saleId, saleAttempts.kind);
}

/** `$1::uuid, $2::uuid, …`: a list of ids inside `in (…)`. */
const uuids = (list: string[]) =>
  sql.join(
    list.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A registration day: its bounds, and the stores whose purchases of that day are counted. */
export interface RegistrationDay {
  from: string;
  to: string;
  storeIds: string[];
}

/**
 * The purchases registered on each day (`day`: its index in `days`), per store and customer. Each
 * day is its own branch with its bounds as values, so the planner reads one day of the mall's
 * registrations off `sales_status_created_idx` (every status named: its leading column) rather
 * than a whole store's history off the store's index.
 */
export async function registrationsOn(db: DbOrTx, days: RegistrationDay[]) {
  if (days.length === 0) return [];
  const statuses = sql.join(
    SALE_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const branches = days.map(
    (d, i) => sql`select ${i}::int as day, store_id, client_id, count(*)::int as n from ${sales}
      where status in (${statuses}) and created_at >= ${d.from}::timestamptz and created_at < ${d.to}::timestamptz
        and store_id in (${uuids(d.storeIds)})
      group by store_id, client_id`,
  );
  return rows<{ day: number; store_id: string; client_id: string; n: number }>(
    db,
    sql.join(branches, sql` union all `),
  );
}

/**
 * Each store's purchases dated from `from` to `to` (any status) and its top customers: the first
 * `top` customers by purchases (ties broken by id), and the customers in `clientIds`, each with
 * its purchases, rank, and the store's total and number of customers. Read off an index alone
 * (both date indexes include the store and the customer): a month of those stores' purchases.
 */
export async function storeCustomers(
  db: DbOrTx,
  q: { storeIds: string[]; clientIds: string[]; from: string; to: string; top: number },
) {
  return rows<{ store_id: string; client_id: string; n: number; rank: number; total: number; customers: number }>(
    db,
    sql`
    select store_id, client_id, n, rank, total, customers from (
      select store_id, client_id, n,
        row_number() over (partition by store_id order by n desc, client_id)::int as rank,
        sum(n) over (partition by store_id)::int as total,
        count(*) over (partition by store_id)::int as customers
      from (
        select store_id, client_id, count(*)::int as n from ${sales}
        where store_id in (${uuids(q.storeIds)}) and sale_date >= ${q.from}::date and sale_date <= ${q.to}::date
        group by store_id, client_id
      ) as per_customer
    ) as ranked
    where rank <= ${q.top} or client_id in (${uuids(q.clientIds)})`,
  );
}
