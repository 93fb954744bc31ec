import type { BILL_SORT_COLUMNS, BillStatus, ExtractStatus, ListSort } from '@mall/shared';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { bills, extracts, stores } from '../../db/schema';
import { likePattern, offsetOf, type Paging } from '../../lib/paging';
import { orderOf, type SortColumns } from '../../lib/sorting';
import { anyOf, NOT_ZERO } from '../extracts/extracts.queries';

/**
 * The bills' SQL (DECISIONS.md, "Statements and bills"). The bills screen lists one row per
 * processed statement with its active (not canceled) bill, if any: statements are few (stores x
 * months), so the list reads `extracts` in its period order and joins at most one bill per row
 * through `bills_extract_active_unique`.
 */

/** The active bill of the outer `extracts` row. */
const activeBill = and(eq(bills.extractId, extracts.id), isNull(bills.canceledAt));

/** A row of the bills screen: the statement, its store and its active bill (columns null without one). */
const rowSelection = {
  extractId: extracts.id,
  storeId: extracts.storeId,
  month: extracts.month,
  year: extracts.year,
  salesCount: extracts.salesCount,
  totalSalesCents: extracts.totalSalesCents,
  extractAmountDueCents: extracts.amountDueCents,
  extractFeeBps: extracts.feeBps,
  tradeName: stores.tradeName,
  cnpj: stores.cnpj,
  invoiceEmails: stores.invoiceEmails,
  billId: bills.id,
  billStatus: bills.status,
  billAmountDueCents: bills.amountDueCents,
  billFeeBps: bills.adminFeeBps,
  dueDate: bills.dueDate,
  paidAt: bills.paidAt,
  errorMessage: bills.errorMessage,
  sentAt: bills.sentAt,
  pixPayload: bills.pixPayload,
  provider: bills.provider,
  billCreatedAt: bills.createdAt,
};

export interface BillFilter extends Paging, ListSort<(typeof BILL_SORT_COLUMNS)[number]> {
  search?: string;
  status?: BillStatus;
  storeId?: string;
  month?: number;
  year?: number;
  /** The rows of zero statements too (left out by default). */
  includeZero?: boolean;
  /** LOJISTA: its own store, whatever it asks. */
  scopeStoreId?: string;
}

/** A search matches the store's trade name, or its CNPJ when it has three characters of one. */
function searchOf(search: string): SQL | undefined {
  const cnpjPart = search.replace(/[^0-9a-zA-Z]/g, '').toUpperCase();
  return or(
    ilike(stores.tradeName, likePattern(search)),
    cnpjPart.length >= 3 && /\d/.test(cnpjPart) ? ilike(stores.cnpj, likePattern(cnpjPart)) : undefined,
  );
}

/**
 * The row's status as a condition on the outer `extracts` row (written out: the builder leaves a
 * single table's columns bare, which a correlated subquery cannot afford). An anti-join for NÃO
 * GERADO, so the planner counts and pages it without a nested loop over every statement.
 */
function statusOf(status: BillStatus): SQL {
  const active = sql`select 1 from bills b where b.extract_id = extracts.id and b.canceled_at is null`;
  return status === 'NÃO GERADO' ? sql`not exists (${active})` : sql`exists (${active} and b.status = ${status})`;
}

function filterOf(f: BillFilter): SQL | undefined {
  return and(
    f.scopeStoreId ? eq(extracts.storeId, f.scopeStoreId) : undefined,
    f.storeId ? eq(extracts.storeId, f.storeId) : undefined,
    f.year ? eq(extracts.year, f.year) : undefined,
    f.month ? eq(extracts.month, f.month) : undefined,
    f.status ? statusOf(f.status) : undefined,
    f.search ? searchOf(f.search) : undefined,
    f.includeZero ? undefined : NOT_ZERO,
  );
}

const newestFirst = [desc(extracts.year), desc(extracts.month), asc(stores.tradeName), asc(extracts.id)];

/** What each column of the bills' table sorts by (a statement without a bill sorts as having no date). */
const sortColumns: SortColumns<(typeof BILL_SORT_COLUMNS)[number]> = {
  store: sql`lower(${stores.tradeName})`,
  month: sql`(${extracts.year} * 12 + ${extracts.month})`,
  amount: sql`coalesce(${bills.amountDueCents}, ${extracts.amountDueCents})`,
  due: bills.dueDate,
  paid: bills.paidAt,
  status: sql`coalesce(${bills.status}, 'NÃO GERADO')`,
};

/**
 * The number of statements a filter matches, as a subquery: it joins the store only for a search,
 * so the whole list counts on `extracts` alone.
 */
function matchCount(db: DbOrTx, f: BillFilter) {
  const base = db.select({ n: count() }).from(extracts).$dynamic();
  if (f.search) base.innerJoin(stores, eq(stores.id, extracts.storeId));
  return base.where(filterOf(f));
}

/**
 * One page of the bills screen, newest month first then store name, and the count of every match,
 * in one statement. The page walks `extracts_period_idx` backwards and sorts each month's few
 * rows by store name (incremental sort), so it stops after the page whatever the history's
 * length; the count is an uncorrelated subquery, evaluated once.
 *
 * A status filter reads another way (bench/FINDINGS.md, "Monthly statements and bills"): its matches may all sit in one
 * month, and the walk cannot stop before it has probed `bills` for every older statement to know
 * that month is complete. A bill's status is read from `bills` (`billedPage`), NÃO GERADO from an
 * anti-join computed once (`unbilledPage`).
 */
export async function billPage(db: DbOrTx, f: BillFilter) {
  // A column's sort reads every match through the general statement below (the status a filter).
  if (f.status === 'NÃO GERADO' && !f.sort) return unbilledPage(db, f);
  if (f.status && !f.sort) return billedPage(db, f, f.status);
  const rows = await db
    .select({ ...rowSelection, n: sql<number>`(${matchCount(db, f)})`.mapWith(Number) })
    .from(extracts)
    .innerJoin(stores, eq(stores.id, extracts.storeId))
    .leftJoin(bills, activeBill)
    .where(filterOf(f))
    .orderBy(...orderOf(sortColumns, extracts.id, f, newestFirst))
    .limit(f.limit)
    .offset(offsetOf(f));
  return withTotal(db, f, rows);
}

/** The count rides on the page's rows; a page past the end has no row to carry it. */
async function withTotal<R extends { n: number }>(db: DbOrTx, f: BillFilter, rows: R[]) {
  const first = rows[0];
  if (first || offsetOf(f) === 0) return { rows, total: first?.n ?? 0 };
  const [totals] = await matchCount(db, f);
  return { rows, total: totals?.n ?? 0 };
}

/** The filters on the statement and its store, without the status (a billed statement is never a zero one). */
function statementFilterOf(f: BillFilter): SQL | undefined {
  return filterOf({ ...f, status: undefined, includeZero: true });
}

/**
 * ABERTO, QUITADO, AGUARDANDO: the active bills of the status, walked newest month first on
 * `bills_active_status_month_idx`, each joined to its statement and store; a bill's `month_ref`
 * is its statement's month (`monthRefOf` at generation), so the order is the list's. The count
 * reads the index alone unless a filter is on the statement (a store, a month, a search).
 */
async function billedPage(db: DbOrTx, f: BillFilter, status: BillStatus) {
  const ofStatus = and(isNull(bills.canceledAt), eq(bills.status, status));
  const counted = db.select({ n: count() }).from(bills).$dynamic();
  const onStatement = statementFilterOf(f);
  if (onStatement) {
    counted.innerJoin(extracts, eq(extracts.id, bills.extractId));
    if (f.search) counted.innerJoin(stores, eq(stores.id, extracts.storeId));
  }
  counted.where(and(ofStatus, isNotNull(bills.extractId), onStatement));
  const rows = await db
    .select({ ...rowSelection, n: sql<number>`(${counted})`.mapWith(Number) })
    .from(bills)
    .innerJoin(extracts, eq(extracts.id, bills.extractId))
    .innerJoin(stores, eq(stores.id, extracts.storeId))
    .where(and(ofStatus, onStatement))
    .orderBy(desc(bills.monthRef), ...newestFirst)
    .limit(f.limit)
    .offset(offsetOf(f));
  return withTotal(db, f, rows);
}

/**
 * NÃO GERADO: the statements without an active bill, found once by an anti-join against
 * `bills_extract_active_unique` (a CTE read twice, so PostgreSQL computes it once), then counted,
 * and their page sorted and cut before the rows are read: usually a month or two of statements,
 * which the walk of the period index would only know are all after probing every older statement.
 */
async function unbilledPage(db: DbOrTx, f: BillFilter) {
  const matchRows = db
    .select({ id: extracts.id, year: extracts.year, month: extracts.month, storeId: extracts.storeId })
    .from(extracts)
    .$dynamic();
  if (f.search) matchRows.innerJoin(stores, eq(stores.id, extracts.storeId));
  const matches = db.$with('matches').as(matchRows.where(filterOf(f)));
  const page = db
    .$with('page')
    .as(
      db
        .select({ id: matches.id })
        .from(matches)
        .innerJoin(stores, eq(stores.id, matches.storeId))
        .orderBy(desc(matches.year), desc(matches.month), asc(stores.tradeName), asc(matches.id))
        .limit(f.limit)
        .offset(offsetOf(f)),
    );
  const rows = await db
    .with(matches, page)
    .select({ ...rowSelection, n: sql<number>`(select count(*) from ${matches})`.mapWith(Number) })
    .from(page)
    .innerJoin(extracts, eq(extracts.id, page.id))
    .innerJoin(stores, eq(stores.id, extracts.storeId))
    .leftJoin(bills, activeBill)
    .orderBy(...newestFirst);
  return withTotal(db, f, rows);
}

export type BillRow = Awaited<ReturnType<typeof billRowsById>>[number];

/** A bill that is not canceled (`auditedChange`'s condition: a canceled bill reads as not found). */
export const IS_ACTIVE_BILL = isNull(bills.canceledAt);

/**
 * Bills by id with their statement and store (a store owner's own only); canceled ones only when
 * asked (the audit row of a cancellation reads the bill after it).
 */
export async function billRowsById(
  db: DbOrTx,
  ids: readonly string[],
  opts: { scopeStoreId?: string; withCanceled?: boolean } = {},
) {
  return db
    .select(rowSelection)
    .from(bills)
    .innerJoin(extracts, eq(extracts.id, bills.extractId))
    .innerJoin(stores, eq(stores.id, extracts.storeId))
    .where(
      and(
        anyOf(bills.id, ids),
        opts.withCanceled ? undefined : IS_ACTIVE_BILL,
        opts.scopeStoreId ? eq(extracts.storeId, opts.scopeStoreId) : undefined,
      ),
    )
    .orderBy(asc(stores.tradeName), asc(extracts.id));
}

/** A statement's row of the bills screen (with its active bill, if any). */
export async function billRowOfStatement(db: DbOrTx, extractId: string) {
  const [row] = await db
    .select(rowSelection)
    .from(extracts)
    .innerJoin(stores, eq(stores.id, extracts.storeId))
    .leftJoin(bills, activeBill)
    .where(eq(extracts.id, extractId));
  return row;
}

// ---------------------------------------------------------------------------------------------
// Generating

/**
 * The statements to bill with their store, locked until the transaction ends in one order (id),
 * so a reprocessing or another generation of the same statement waits. Whether each has a bill is
 * read after the lock, by `billedAmong` in a statement of its own: one waiting here on PostgreSQL
 * would otherwise judge with the snapshot it started with, blind to the bill that made it wait.
 */
export async function lockStatementsToBill(tx: Tx, ids: readonly string[]) {
  return tx
    .select({
      id: extracts.id,
      storeId: extracts.storeId,
      month: extracts.month,
      year: extracts.year,
      salesCount: extracts.salesCount,
      totalSalesCents: extracts.totalSalesCents,
      feeBps: extracts.feeBps,
      amountDueCents: extracts.amountDueCents,
      tradeName: stores.tradeName,
      cnpj: stores.cnpj,
    })
    .from(extracts)
    .innerJoin(stores, eq(stores.id, extracts.storeId))
    .where(anyOf(extracts.id, ids))
    .orderBy(asc(extracts.id))
    .for('update', { of: extracts });
}

export type NewBill = typeof bills.$inferInsert;

export async function insertBills(tx: Tx, rows: readonly NewBill[]) {
  if (rows.length > 0) await tx.insert(bills).values([...rows]);
}

/** The statements' status follows their bills'. */
export async function setStatementStatus(tx: Tx, extractIds: readonly string[], status: ExtractStatus) {
  if (extractIds.length === 0) return;
  await tx.update(extracts).set({ status, updatedAt: new Date().toISOString() }).where(anyOf(extracts.id, extractIds));
}

// ---------------------------------------------------------------------------------------------
// Changing one bill

export async function updateBill(tx: Tx, id: string, set: Partial<NewBill>) {
  await tx
    .update(bills)
    .set({ ...set, updatedAt: new Date().toISOString() })
    .where(eq(bills.id, id));
}
