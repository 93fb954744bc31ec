import { type AnyColumn, and, count, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bills, campaigns, clients, extracts, rescues, sales, salesDaily, stores, users } from '../../db/schema';
import { rescueStatusWhere } from '../rescues/rescues.queries';

/** One purchase date's sums (`sales_daily`). */
export interface DayFigures {
  day: string;
  count: number;
  approvedCount: number;
  approvedCents: number;
  pending: number;
}

/** Per purchase date from `from` to `to` (inclusive), mall-wide or for one store; days without purchases are absent. */
export function purchasesByDay(db: DbOrTx, from: string, to: string, storeId?: string): Promise<DayFigures[]> {
  const approved = sql`${salesDaily.status} = 'approved'`;
  return db
    .select({
      day: salesDaily.day,
      count: sql<number>`coalesce(sum(${salesDaily.count}), 0)`.mapWith(Number),
      approvedCount: sql<number>`coalesce(sum(${salesDaily.count}) filter (where ${approved}), 0)`.mapWith(Number),
      approvedCents: sql<number>`coalesce(sum(${salesDaily.netCents}) filter (where ${approved}), 0)`.mapWith(Number),
      pending:
        sql<number>`coalesce(sum(${salesDaily.count}) filter (where ${salesDaily.status} = 'pending'), 0)`.mapWith(
          Number,
        ),
    })
    .from(salesDaily)
    .where(
      and(gte(salesDaily.day, from), lte(salesDaily.day, to), storeId ? eq(salesDaily.storeId, storeId) : undefined),
    )
    .groupBy(salesDaily.day)
    .orderBy(salesDaily.day);
}

/**
 * The purchases waiting for review, in one snapshot: how many, how many were registered since
 * `since`, and when the oldest was registered. The count comes from `sales_daily`, the rest from
 * the pending purchases' indexes, so none of it reads the reviewed ones.
 */
export async function pendingReview(db: DbOrTx, since: string, storeId?: string) {
  const store = (column: AnyColumn) => (storeId ? sql`and ${column} = ${storeId}` : sql``);
  type Row = { pending: string | number | null; recent: string | number; oldest: string | Date | null };
  const result = (await db.execute(sql`
    select
      (select sum(${salesDaily.count}) from ${salesDaily}
        where ${salesDaily.status} = 'pending' and ${salesDaily.count} <> 0 ${store(salesDaily.storeId)}) as pending,
      (select count(*) from ${sales}
        where ${sales.status} = 'pending' and ${sales.createdAt} >= ${since} ${store(sales.storeId)}) as recent,
      (select min(${sales.createdAt}) from ${sales}
        where ${sales.status} = 'pending' ${store(sales.storeId)}) as oldest
  `)) as unknown as { rows: Row[] };
  const row = result.rows[0];
  return {
    pending: Number(row?.pending ?? 0),
    recent: Number(row?.recent ?? 0),
    oldest: row?.oldest ? new Date(row.oldest).toISOString() : null,
  };
}

/** The SPEC's cards: users (every account, as the users screen lists them), stores, campaigns. */
export async function totals(db: DbOrTx) {
  type Row = { users: string | number; stores: string | number; campaigns: string | number };
  const result = (await db.execute(sql`
    select (select count(*) from ${users}) as users, (select count(*) from ${stores}) as stores,
      (select count(*) from ${campaigns}) as campaigns
  `)) as unknown as { rows: Row[] };
  const row = result.rows[0];
  return { users: Number(row?.users ?? 0), stores: Number(row?.stores ?? 0), campaigns: Number(row?.campaigns ?? 0) };
}

/** Vouchers issued and not handed over: SOLICITADO or APROVADO, not expired. */
export async function vouchersToHandOver(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(rescues).where(rescueStatusWhere('A_ENTREGAR', now));
  return row?.n ?? 0;
}

/** Customers who registered from `since` on. */
export async function clientsSince(db: DbOrTx, since: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(clients).where(gte(clients.createdAt, since));
  return row?.n ?? 0;
}

/** A store's name, latest monthly statement and latest bill (canceled ones aside). */
export async function storeSummary(db: DbOrTx, storeId: string) {
  const [store] = await db
    .select({ id: stores.id, tradeName: stores.tradeName })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) return undefined;
  const [statement] = await db
    .select({
      id: extracts.id,
      month: extracts.month,
      year: extracts.year,
      totalSalesCents: extracts.totalSalesCents,
      amountDueCents: extracts.amountDueCents,
      status: extracts.status,
    })
    .from(extracts)
    .where(eq(extracts.storeId, storeId))
    .orderBy(desc(extracts.year), desc(extracts.month))
    .limit(1);
  const [bill] = await db
    .select({
      id: bills.id,
      monthRef: bills.monthRef,
      amountDueCents: bills.amountDueCents,
      dueDate: bills.dueDate,
      status: bills.status,
    })
    .from(bills)
    .where(and(eq(bills.storeId, storeId), isNull(bills.canceledAt)))
    .orderBy(desc(bills.monthRef), desc(bills.createdAt))
    .limit(1);
  return { store, statement, bill };
}
