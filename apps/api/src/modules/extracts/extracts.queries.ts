import type { EXTRACT_SORT_COLUMNS, ExtractStatus, ListSort } from '@mall/shared';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  isNull,
  lt,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { bills, clients, extractSales, extracts, logs, sales, stores, users } from '../../db/schema';
import { likePattern, offsetOf, type Paging } from '../../lib/paging';
import { orderOf, type SortColumns } from '../../lib/sorting';

/**
 * The statements' SQL (DECISIONS.md, "Statements and bills"). Processing is set-based: one
 * statement per store-month upserted in one insert, its sales copied by one insert...select and
 * its figures summed by one update, whatever the number of stores or sales.
 */

/**
 * `column = any(ids)` with the ids as one text parameter, so the statement's text (and its
 * prepared plan) is the same for 1 id or 1,000.
 */
export function anyOf(column: AnyColumn, ids: readonly string[] | Placeholder): SQL {
  const list = Array.isArray(ids) ? ids.join(',') : ids;
  return sql`${column} = any(string_to_array(${list}, ',')::uuid[])`;
}

/** First day of a month and of the next (YYYY-MM-DD): the range the (store_id, sale_date) index serves. */
export function monthRange(year: number, month: number): { start: string; next: string } {
  const start = `${year}-${String(month).padStart(2, '0')}-01`;
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { start, next };
}

/** The approved sales a store's month counts: approved, dated inside the month. */
function approvedInMonth(year: number, month: number): SQL {
  const { start, next } = monthRange(year, month);
  return and(eq(sales.status, 'approved'), gte(sales.saleDate, start), lt(sales.saleDate, next))!;
}

// ---------------------------------------------------------------------------------------------
// Processing

export async function storesByIds(tx: DbOrTx, ids: readonly string[]) {
  return tx
    .select({ id: stores.id, tradeName: stores.tradeName, feeBps: stores.feeBps })
    .from(stores)
    .where(anyOf(stores.id, ids));
}

/** Active stores with at least one approved sale in the month (the scheduled job's choice). */
export async function activeStoresThatSold(tx: DbOrTx, year: number, month: number) {
  const { start, next } = monthRange(year, month);
  // Correlated subqueries name their tables (the builder leaves a single table's columns bare).
  const sold = sql`exists (select 1 from sales s where s.store_id = stores.id and s.status = 'approved'
    and s.sale_date >= ${start} and s.sale_date < ${next})`;
  return tx
    .select({ id: stores.id, tradeName: stores.tradeName, feeBps: stores.feeBps })
    .from(stores)
    .where(and(isNull(stores.inactivatedAt), sold))
    .orderBy(asc(stores.tradeName));
}

/**
 * The stores whose statements are processed, locked (FOR NO KEY UPDATE: sales may still be
 * recorded for them) in one order until the transaction ends, so two processings of a store (two
 * months, or staff and the monthly job) queue: the second sees the first's adjustment lines.
 */
export async function lockStores(tx: Tx, ids: readonly string[]) {
  await tx
    .select({ id: stores.id })
    .from(stores)
    .where(anyOf(stores.id, ids))
    .orderBy(asc(stores.id))
    .for('no key update');
}

/** Whether the outer `extracts` row is closed: an active bill, or a line of another statement names it. */
export const CLOSED_SQL = `(exists (select 1 from bills b where b.extract_id = extracts.id and b.canceled_at is null)
  or exists (select 1 from extract_adjustments ca where ca.source_extract_id = extracts.id))`;

/** The first statement carrying something of the outer `extracts` row, as year * 100 + month (null if none). */
export const CARRIED_IN_SQL = `(select min(c.year * 100 + c.month) from extract_adjustments ca
  join extracts c on c.id = ca.extract_id where ca.source_extract_id = extracts.id)`;

/** Whether the outer `extracts` row has an active (not canceled) bill. */
const BILLED = sql
  .raw('exists (select 1 from bills b where b.extract_id = extracts.id and b.canceled_at is null)')
  .mapWith(Boolean);

/** The first statement carrying a line of the outer `extracts` row (year * 100 + month), or null. */
const CARRIED_IN = sql.raw(CARRIED_IN_SQL).mapWith((v) => (v === null ? null : Number(v)));

/**
 * The stores' statements of the month that already exist, locked until the transaction ends (a
 * bill generated meanwhile waits for the reprocessing, or the reprocessing for it), with whether
 * each has an active (not canceled) bill.
 */
export async function lockStatements(tx: Tx, storeIds: readonly string[], year: number, month: number) {
  return tx
    .select({
      id: extracts.id,
      storeId: extracts.storeId,
      salesCount: extracts.salesCount,
      totalSalesCents: extracts.totalSalesCents,
      feeBps: extracts.feeBps,
      amountDueCents: extracts.amountDueCents,
      status: extracts.status,
      adjustmentsCents: extracts.adjustmentsCents,
      billed: BILLED,
      carriedIn: CARRIED_IN,
    })
    .from(extracts)
    .where(and(anyOf(extracts.storeId, storeIds), eq(extracts.year, year), eq(extracts.month, month)))
    .orderBy(asc(extracts.storeId))
    .for('update');
}

/**
 * One statement per store and month, created or replaced in place (same id, so its history goes
 * on), empty for now: the store's fee at this moment, who processed it and when.
 */
export async function upsertStatements(
  tx: Tx,
  list: readonly { storeId: string; feeBps: number }[],
  year: number,
  month: number,
  userId: string | null,
) {
  const now = new Date().toISOString();
  return tx
    .insert(extracts)
    .values(
      list.map((s) => ({
        storeId: s.storeId,
        year,
        month,
        salesCount: 0,
        totalSalesCents: 0,
        feeBps: s.feeBps,
        amountDueCents: 0,
        status: 'pending' as ExtractStatus,
        processedAt: now,
        processedById: userId,
      })),
    )
    .onConflictDoUpdate({
      target: [extracts.storeId, extracts.year, extracts.month],
      set: {
        salesCount: 0,
        totalSalesCents: 0,
        amountDueCents: 0,
        feeBps: sql`excluded.fee_bps`,
        status: 'pending',
        processedAt: now,
        processedById: userId,
        updatedAt: now,
      },
    })
    .returning({ id: extracts.id, storeId: extracts.storeId });
}

/** Which of these statements have an active bill (read again once they are locked by the upsert). */
export async function billedAmong(tx: Tx, extractIds: readonly string[]) {
  return tx
    .select({ extractId: bills.extractId })
    .from(bills)
    .where(and(anyOf(bills.extractId, extractIds), isNull(bills.canceledAt)));
}

/**
 * Freezes the statements' sales: drops what a replaced statement held, then copies every
 * approved sale of each store's month with its net value, date and invoice number (one
 * insert...select), and sums the copies into each statement (one update). The amount due is the
 * fee rule of packages/shared/src/money.ts written in SQL (half up, once on the total); the
 * service checks each statement against the shared function before it commits.
 */
export async function freezeSales(tx: Tx, extractIds: readonly string[], year: number, month: number) {
  await tx.delete(extractSales).where(anyOf(extractSales.extractId, extractIds));
  await tx.insert(extractSales).select(
    tx
      .select({
        extractId: extracts.id,
        saleId: sales.id,
        netCents: sales.netCents,
        saleDate: sales.saleDate,
        invoiceNumber: sales.invoiceNumber,
      })
      .from(extracts)
      .innerJoin(sales, eq(sales.storeId, extracts.storeId))
      .where(and(anyOf(extracts.id, extractIds), approvedInMonth(year, month))),
  );
  const totals = tx
    .select({
      extractId: extractSales.extractId,
      n: sql<number>`count(*)::int`.as('n'),
      total: sql<number>`sum(${extractSales.netCents})::bigint`.as('total'),
    })
    .from(extractSales)
    .where(anyOf(extractSales.extractId, extractIds))
    .groupBy(extractSales.extractId)
    .as('totals');
  await tx
    .update(extracts)
    .set({
      salesCount: sql`${totals.n}`,
      totalSalesCents: sql`${totals.total}`,
      amountDueCents: sql`(${totals.total} * ${extracts.feeBps} + 5000) / 10000`,
    })
    .from(totals)
    .where(eq(extracts.id, totals.extractId));
}

// ---------------------------------------------------------------------------------------------
// Reading

/** A statement row with its store, who processed it and its active bill. */
const rowSelection = {
  extract: extracts,
  tradeName: stores.tradeName,
  storeFeeBps: stores.feeBps,
  processedByName: users.name,
  billId: bills.id,
  billStatus: bills.status,
  billDueDate: bills.dueDate,
};

function statementRows(db: DbOrTx) {
  return db
    .select(rowSelection)
    .from(extracts)
    .innerJoin(stores, eq(stores.id, extracts.storeId))
    .leftJoin(users, eq(users.id, extracts.processedById))
    .leftJoin(bills, and(eq(bills.extractId, extracts.id), isNull(bills.canceledAt)));
}

export type StatementRow = Awaited<ReturnType<typeof statementsByIds>>[number];

/** Statements by id (within a store for its owner), by store name. */
export async function statementsByIds(db: DbOrTx, ids: readonly string[], scopeStoreId?: string) {
  return statementRows(db)
    .where(and(anyOf(extracts.id, ids), scopeStoreId ? eq(extracts.storeId, scopeStoreId) : undefined))
    .orderBy(asc(stores.tradeName), asc(extracts.id));
}

/** One statement with what its sales are now (404 is the caller's). */
export async function statementWithFigures(db: DbOrTx, id: string, scopeStoreId?: string) {
  const [row] = await db
    .select({ ...rowSelection, figures: figureColumns })
    .from(extracts)
    .innerJoin(stores, eq(stores.id, extracts.storeId))
    .leftJoin(users, eq(users.id, extracts.processedById))
    .leftJoin(bills, and(eq(bills.extractId, extracts.id), isNull(bills.canceledAt)))
    .where(and(eq(extracts.id, id), scopeStoreId ? eq(extracts.storeId, scopeStoreId) : undefined));
  return row;
}

export interface StatementFilter extends Paging, ListSort<ExtractSortColumn> {
  search?: string;
  status?: ExtractStatus;
  storeId?: string;
  month?: number;
  year?: number;
  /** The zero statements too (left out by default). */
  includeZero?: boolean;
  /** LOJISTA: its own store, whatever it asks. */
  scopeStoreId?: string;
}

/** Which filters a list asks for: one prepared statement per shape (`statementPage`). */
const FILTER_KEYS = ['scopeStoreId', 'storeId', 'status', 'year', 'month', 'search', 'hideZero'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
type FilterShape = Partial<Record<FilterKey, true>>;

function shapeOf(f: StatementFilter): FilterShape {
  const given = { ...f, hideZero: f.includeZero ? undefined : true };
  return Object.fromEntries(FILTER_KEYS.filter((k) => given[k] !== undefined && given[k] !== '').map((k) => [k, true]));
}

/** The filter's values, named as the placeholders of its shape. */
function valuesOf(f: StatementFilter): Record<string, unknown> {
  return {
    scopeStoreId: f.scopeStoreId,
    storeId: f.storeId,
    status: f.status,
    year: f.year,
    month: f.month,
    search: f.search ? likePattern(f.search) : undefined,
  };
}

/** The conditions of a filter shape, its values left as placeholders. */
function filterOf(shape: FilterShape): SQL | undefined {
  const p = sql.placeholder;
  return and(
    shape.scopeStoreId ? eq(extracts.storeId, p('scopeStoreId')) : undefined,
    shape.storeId ? eq(extracts.storeId, p('storeId')) : undefined,
    shape.status ? eq(extracts.status, p('status')) : undefined,
    shape.year ? eq(extracts.year, p('year')) : undefined,
    shape.month ? eq(extracts.month, p('month')) : undefined,
    shape.search ? ilike(stores.tradeName, p('search')) : undefined,
    shape.hideZero ? NOT_ZERO : undefined,
  );
}

/**
 * The outer `extracts` row is not a zero statement: it has an approved sale, something due or an
 * adjustment, or a sale of its store-month was approved since (a divergence staff must see). The
 * statements and bills lists leave zero statements out unless asked (DECISIONS.md).
 */
export const NOT_ZERO = sql.raw(`not (extracts.sales_count = 0 and extracts.amount_due_cents = 0
  and extracts.adjustments_cents = 0 and not exists (select 1 from sales cur where cur.store_id = extracts.store_id
    and cur.status = 'approved' and cur.sale_date >= make_date(extracts.year, extracts.month, 1)
    and cur.sale_date < (make_date(extracts.year, extracts.month, 1) + interval '1 month')::date))`);

const newestFirst = [desc(extracts.year), desc(extracts.month), asc(stores.tradeName), asc(extracts.id)];

type ExtractSortColumn = (typeof EXTRACT_SORT_COLUMNS)[number];

/** What each column of the statements' table sorts by. */
const sortColumns: SortColumns<ExtractSortColumn> = {
  store: sql`lower(${stores.tradeName})`,
  month: sql`(${extracts.year} * 12 + ${extracts.month})`,
  total: extracts.totalSalesCents,
  due: extracts.amountDueCents,
  status: extracts.status,
};

/**
 * The count and amount due of every statement a filter matches, as a subquery of one row: it
 * joins the store only for a search, so the whole list sums `extracts` alone, one row per store
 * and month (two years of 200 stores: a scan of about 200 pages, under a millisecond; a covering
 * index saved under 10%, bench/FINDINGS.md, "Monthly statements and bills").
 */
function matchTotals(db: Db, shape: FilterShape) {
  const base = db
    .select({
      n: sql<number>`count(*)`.mapWith(Number).as('n'),
      cents: sql<number>`coalesce(sum(${extracts.amountDueCents}), 0)`.mapWith(Number).as('cents'),
    })
    .from(extracts)
    .$dynamic();
  if (shape.search) base.innerJoin(stores, eq(stores.id, extracts.storeId));
  return base.where(filterOf(shape));
}

/**
 * One page's ids, newest month first then store name, with the count and amount due of every
 * match. The ids walk `extracts_period_idx` backwards from the index alone and sort each month's
 * few rows by store name (incremental sort), so the walk stops after the page whatever the
 * history's length. The totals are one uncorrelated subquery, evaluated once, as the bills'
 * `billPage` counts. PostgreSQL plans this one per request (a plan made without knowing the
 * limit sorts every statement), which is cheap because it holds no correlated subquery.
 */
function buildPageIds(db: Db, shape: FilterShape, sort: ListSort<ExtractSortColumn>, name: string) {
  const page = db.$with('page').as(
    db
      .select({ id: extracts.id })
      .from(extracts)
      .innerJoin(stores, eq(stores.id, extracts.storeId))
      .where(filterOf(shape))
      .orderBy(...orderOf(sortColumns, extracts.id, sort, newestFirst))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  const totals = matchTotals(db, shape).as('totals');
  return db
    .with(page)
    .select({ id: page.id, n: totals.n, cents: totals.cents })
    .from(page)
    .crossJoin(totals)
    .prepare(name);
}

/**
 * The page's rows with what their sales are now. Its plan does not depend on the ids, so
 * PostgreSQL keeps one generic plan per connection after a few runs: the correlated figures,
 * which cost about as much to plan as to run (bench/FINDINGS.md, "Monthly statements and bills"), are planned once.
 */
function buildRowsByIds(db: Db) {
  return db
    .select({ ...rowSelection, figures: figureColumns })
    .from(extracts)
    .innerJoin(stores, eq(stores.id, extracts.storeId))
    .leftJoin(users, eq(users.id, extracts.processedById))
    .leftJoin(bills, and(eq(bills.extractId, extracts.id), isNull(bills.canceledAt)))
    .where(anyOf(extracts.id, sql.placeholder('ids')))
    .orderBy(...newestFirst)
    .prepare('extract_rows_by_ids');
}

type PageIdsPrepared = ReturnType<typeof buildPageIds>;
const prepared = new WeakMap<Db, { pages: Map<string, PageIdsPrepared>; rows: ReturnType<typeof buildRowsByIds> }>();

/** The list's statements for a filter shape, prepared once per database. */
function pageQueries(db: Db, shape: FilterShape, sort: ListSort<ExtractSortColumn>) {
  let forDb = prepared.get(db);
  if (!forDb) {
    forDb = { pages: new Map(), rows: buildRowsByIds(db) };
    prepared.set(db, forDb);
  }
  const filters = FILTER_KEYS.filter((k) => shape[k]).join('_') || 'all';
  const key = sort.sort ? `${filters}_by_${sort.sort}_${sort.order ?? 'asc'}` : filters;
  let ids = forDb.pages.get(key);
  if (!ids) {
    ids = buildPageIds(db, shape, sort, `extract_page_${key}`);
    forDb.pages.set(key, ids);
  }
  return { ids, rows: forDb.rows };
}

export async function statementPage(db: Db, f: StatementFilter) {
  const shape = shapeOf(f);
  const values = valuesOf(f);
  const queries = pageQueries(db, shape, { sort: f.sort, order: f.order });
  const page = await queries.ids.execute({ ...values, limit: f.limit, offset: offsetOf(f) });
  const first = page[0];
  if (!first) {
    if (offsetOf(f) === 0) return { rows: [], total: 0, totalValueCents: 0 };
    // A page past the end has no row to carry the totals.
    const [past] = await matchTotals(db, shape).execute(values);
    return { rows: [], total: past?.n ?? 0, totalValueCents: past?.cents ?? 0 };
  }
  const read = await queries.rows.execute({ ids: page.map((r) => r.id).join(',') });
  // The rows come in the list's own order: a column's sort puts them back in the page's.
  const byId = new Map(read.map((r) => [r.extract.id, r]));
  const rows = f.sort ? page.flatMap((p) => byId.get(p.id) ?? []) : read;
  return { rows, total: first.n, totalValueCents: first.cents };
}

/**
 * Correlated subqueries on the outer `extracts` row, written out with their own aliases (the
 * builder leaves single-table columns unqualified, which a correlated subquery cannot afford).
 * `cur` are the approved sales of the row's store-month, read from `sales_store_date_idx`.
 */
const MONTH_START = 'make_date(extracts.year, extracts.month, 1)';
const MONTH_NEXT = `(${MONTH_START} + interval '1 month')::date`;
const CURRENT = `cur.store_id = extracts.store_id and cur.status = 'approved'
  and cur.sale_date >= ${MONTH_START} and cur.sale_date < ${MONTH_NEXT}`;
// Frozen sales no longer approved as they were (anti-join on the sales' primary key, row by row:
// an outer join with these conditions would make PostgreSQL hash the whole sales table).
const CHANGED_FROZEN = `(select count(*) from extract_sales es where es.extract_id = extracts.id
  and not exists (select 1 from sales s where s.id = es.sale_id and s.status = 'approved'
    and s.net_cents = es.net_cents and s.store_id = extracts.store_id
    and s.sale_date >= ${MONTH_START} and s.sale_date < ${MONTH_NEXT}))`;
const MISSING = `(select count(*) from sales cur where ${CURRENT}
  and not exists (select 1 from extract_sales es where es.extract_id = extracts.id and es.sale_id = cur.id))`;

const CARRIED_LINES = `(select json_agg(json_build_object('extractId', c.id, 'month', c.month, 'year', c.year,
    'kind', ca.kind, 'salesDeltaCents', ca.sales_delta_cents, 'amountCents', ca.amount_cents) order by c.year, c.month, ca.kind)
  from extract_adjustments ca join extracts c on c.id = ca.extract_id where ca.source_extract_id = extracts.id)`;
// What the month counts (frozen sales plus the deltas of the lines naming it) against its sales
// now, sale by sale; only for a statement some `sales` line names (null otherwise).
const PENDING_CHANGED = `(case when exists (select 1 from extract_adjustments pa where pa.source_extract_id = extracts.id
    and pa.kind = 'sales') then (select count(*) from (select u.sale_id from (
      select es.sale_id, es.net_cents as cv, 1 as cp, 0::bigint as nv, 0 as np from extract_sales es
       where es.extract_id = extracts.id
      union all
      select x.sale_id, coalesce(x.after_cents, 0) - coalesce(x.before_cents, 0),
             (x.after_cents is not null)::int - (x.before_cents is not null)::int, 0, 0
        from extract_adjustment_sales x join extract_adjustments xa on xa.id = x.adjustment_id
       where xa.source_extract_id = extracts.id and xa.kind = 'sales'
      union all
      select cur.id, 0, 0, cur.net_cents, 1 from sales cur where ${CURRENT}
    ) u group by u.sale_id having sum(u.cv) <> sum(u.nv) or sum(u.cp) <> sum(u.np)) d) end)`;

/**
 * What a statement's sales are now, as columns of a select on `extracts` (so only the rows it
 * returns pay for them): the approved sales of its store-month (count and sum), its frozen sales
 * that changed (edited, canceled, moved out of the month, gone), and approved sales of the month
 * it does not hold.
 */
const figureColumns = {
  currentCount: sql.raw(`(select count(*) from sales cur where ${CURRENT})`).mapWith(Number),
  currentTotal: sql.raw(`(select coalesce(sum(cur.net_cents), 0) from sales cur where ${CURRENT})`).mapWith(Number),
  changedFrozen: sql.raw(CHANGED_FROZEN).mapWith(Number),
  missing: sql.raw(MISSING).mapWith(Number),
  carriedIn: sql.raw(CARRIED_LINES).mapWith((v) => (typeof v === 'string' ? JSON.parse(v) : v) as CarriedLine[] | null),
  pendingChanged: sql.raw(PENDING_CHANGED).mapWith((v) => (v === null ? null : Number(v))),
};

/** A line of another statement that names this one: where its difference or balance went. */
export interface CarriedLine {
  extractId: string;
  month: number;
  year: number;
  kind: 'sales' | 'balance';
  salesDeltaCents: number;
  amountCents: number;
}

export interface CurrentFigures {
  currentCount: number;
  currentTotal: number;
  changedFrozen: number;
  missing: number;
  /** The lines of other statements naming this one, oldest month first; null when none. */
  carriedIn: CarriedLine[] | null;
  /** With `sales` lines naming it: its sales whose value now differs from what it counts (frozen + lines). */
  pendingChanged: number | null;
}

/** The statement's frozen sales with what each is now (null when the sale no longer exists). */
export async function frozenSales(db: DbOrTx, extractId: string) {
  return db
    .select({
      saleId: extractSales.saleId,
      invoiceNumber: extractSales.invoiceNumber,
      saleDate: extractSales.saleDate,
      netCents: extractSales.netCents,
      clientName: clients.name,
      currentId: sales.id,
      currentNetCents: sales.netCents,
      currentStatus: sales.status,
      currentSaleDate: sales.saleDate,
      currentStoreId: sales.storeId,
    })
    .from(extractSales)
    .leftJoin(sales, eq(sales.id, extractSales.saleId))
    .leftJoin(clients, eq(clients.id, sales.clientId))
    .where(eq(extractSales.extractId, extractId))
    .orderBy(asc(extractSales.saleDate), asc(extractSales.invoiceNumber), asc(extractSales.saleId));
}

/** Approved sales of the statement's store-month that it does not hold (late approvals, moved dates). */
export async function missingSales(db: DbOrTx, extract: { id: string; storeId: string; year: number; month: number }) {
  const held = sql`exists (select 1 from extract_sales es where es.extract_id = ${extract.id} and es.sale_id = sales.id)`;
  return db
    .select({
      saleId: sales.id,
      invoiceNumber: sales.invoiceNumber,
      saleDate: sales.saleDate,
      netCents: sales.netCents,
      status: sales.status,
      clientName: clients.name,
    })
    .from(sales)
    .innerJoin(clients, eq(clients.id, sales.clientId))
    .where(and(eq(sales.storeId, extract.storeId), approvedInMonth(extract.year, extract.month), sql`not ${held}`))
    .orderBy(asc(sales.saleDate), asc(sales.invoiceNumber), asc(sales.id));
}

/** The audit rows of a statement and of its bills, oldest first, with who acted. */
export async function statementLog(db: DbOrTx, extractId: string) {
  const itsBills = db.select({ id: bills.id }).from(bills).where(eq(bills.extractId, extractId));
  return db
    .select({
      id: logs.id,
      at: logs.createdAt,
      moduleName: logs.moduleName,
      methodName: logs.methodName,
      previousState: logs.previousState,
      result: logs.result,
      userId: logs.userId,
      userName: users.name,
    })
    .from(logs)
    .leftJoin(users, eq(users.id, logs.userId))
    .where(
      or(
        and(eq(logs.moduleName, 'Extract'), eq(logs.entityId, extractId)),
        and(eq(logs.moduleName, 'Bill'), sql`${logs.entityId} in (${itsBills})`),
      ),
    )
    .orderBy(asc(logs.createdAt), asc(logs.id));
}

// ---------------------------------------------------------------------------------------------
// Deleting

/** The statements to delete, locked, with their store, whether each has an active bill and where it was carried. */
export async function lockStatementsById(tx: Tx, ids: readonly string[]) {
  return tx
    .select({
      extract: extracts,
      tradeName: stores.tradeName,
      billed: BILLED,
      carriedIn: CARRIED_IN,
    })
    .from(extracts)
    .innerJoin(stores, eq(stores.id, extracts.storeId))
    .where(anyOf(extracts.id, ids))
    .orderBy(asc(extracts.id))
    .for('update', { of: extracts });
}

export async function deleteStatements(tx: Tx, ids: readonly string[]) {
  await tx.delete(extracts).where(anyOf(extracts.id, ids));
}
