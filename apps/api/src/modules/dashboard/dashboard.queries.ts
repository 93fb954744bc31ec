import { type AnyColumn, and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  bills,
  campaigns,
  clients,
  extracts,
  rescues,
  rowCounts,
  sales,
  salesDaily,
  salesPendingRegistered,
  salesPendingRegisteredStore,
  salesRollupDelta,
  salesStoreMonthly,
  stores,
} from '../../db/schema';
import { activeCampaign } from '../campaigns/campaigns.queries';
import { rescueStatusWhere } from '../rescues/rescues.queries';

/** One purchase date's sums. */
export interface DayFigures {
  day: string;
  count: number;
  approvedCount: number;
  approvedCents: number;
  pending: number;
}

type Num = string | number | null;

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The sums of status groups: how many, how many approved and their value, how many pending. */
const figures = sql`
  coalesce(sum(count), 0) as count,
  coalesce(sum(count) filter (where status = 'approved'), 0) as approved_count,
  coalesce(sum(net_cents) filter (where status = 'approved'), 0) as approved_cents,
  coalesce(sum(count) filter (where status = 'pending'), 0) as pending`;

type FigureRow = { count: Num; approved_count: Num; approved_cents: Num; pending: Num };
const toFigures = (r: FigureRow | undefined) => ({
  count: Number(r?.count ?? 0),
  approvedCount: Number(r?.approved_count ?? 0),
  approvedCents: Number(r?.approved_cents ?? 0),
  pending: Number(r?.pending ?? 0),
});

/**
 * The mall's purchases per purchase date from `from` to `to` (inclusive): the folded totals and the
 * deltas not folded yet. Days without purchases are absent.
 */
function daysQuery(from: string, to: string): SQL {
  return sql`
    select day::text as day, ${figures}
    from (
      select ${salesDaily.day} as day, ${salesDaily.status} as status, ${salesDaily.count} as count,
        ${salesDaily.netCents} as net_cents
      from ${salesDaily} where ${salesDaily.day} between ${from} and ${to}
      union all
      select ${salesRollupDelta.day}, ${salesRollupDelta.status}, ${salesRollupDelta.count}, ${salesRollupDelta.netCents}
      from ${salesRollupDelta} where ${salesRollupDelta.day} between ${from} and ${to}
    ) as groups
    group by day`;
}

/** One store's purchases dated from `monthStart` to `today`: its monthly totals and the deltas. */
export async function storeMonth(db: DbOrTx, storeId: string, monthStart: string, today: string) {
  const [month] = await rows<FigureRow>(
    db,
    sql`
    select ${figures}
    from (
      select ${salesStoreMonthly.status} as status, ${salesStoreMonthly.count} as count, ${salesStoreMonthly.netCents} as net_cents
      from ${salesStoreMonthly} where ${salesStoreMonthly.storeId} = ${storeId} and ${salesStoreMonthly.month} = ${monthStart}
      union all
      select ${salesRollupDelta.status}, ${salesRollupDelta.count}, ${salesRollupDelta.netCents}
      from ${salesRollupDelta}
      where ${salesRollupDelta.storeId} = ${storeId} and ${salesRollupDelta.day} between ${monthStart} and ${today}
    ) as groups`,
  );
  return toFigures(month);
}

/**
 * How many pending purchases were registered before `before`: the folded days before that UTC
 * day, the deltas of those days, and that day's own pending purchases counted from `sales` (a
 * day's registrations at most), so the cost does not grow with the backlog.
 */
function registeredBefore(before: string, storeId?: string): SQL {
  const day = before.slice(0, 10);
  const dayStart = `${day}T00:00:00.000Z`;
  const folded = storeId
    ? sql`(select coalesce(sum(${salesPendingRegisteredStore.count}), 0) from ${salesPendingRegisteredStore}
        where ${salesPendingRegisteredStore.storeId} = ${storeId} and ${salesPendingRegisteredStore.day} < ${day}
          and ${salesPendingRegisteredStore.count} <> 0)`
    : sql`(select coalesce(sum(${salesPendingRegistered.count}), 0) from ${salesPendingRegistered}
        where ${salesPendingRegistered.day} < ${day} and ${salesPendingRegistered.count} <> 0)`;
  const store = (column: AnyColumn) => (storeId ? sql`and ${column} = ${storeId}` : sql``);
  return sql`(${folded}
    + (select coalesce(sum(${salesRollupDelta.count}), 0) from ${salesRollupDelta}
        where ${salesRollupDelta.status} = 'pending' and ${salesRollupDelta.createdDay} < ${day} ${store(salesRollupDelta.storeId)})
    + (select count(*) from ${sales}
        where ${sales.status} = 'pending' and ${sales.createdAt} >= ${dayStart} and ${sales.createdAt} < ${before}
          ${store(sales.storeId)}))`;
}

/** The instants before which a pending purchase is late, by type (`lateCutoffs` of packages/shared). */
export interface LateCuts {
  invoice: string;
  photo: string;
}

/**
 * How many pending purchases are past their review deadline (DECISIONS, Receipts: 72 hours for an
 * invoice number, 3 business days for a photo, a contested one's time running from its contest),
 * as the review queue's `late=true` counts them, at a cost that does not grow with the backlog:
 * - every pending purchase registered before the earlier of the two cuts (`registeredBefore`);
 * - the pending, uncontested purchases of the type with the later cut registered between the two
 *   (a few days' registrations, off the pending purchases' index by type and time);
 * - the contested ones (few, their own index) by their contest instead of their registration.
 */
function lateCount(cuts: LateCuts, storeId?: string): SQL {
  const [early, late, laterType] =
    cuts.photo <= cuts.invoice ? [cuts.photo, cuts.invoice, 'invoice_number'] : [cuts.invoice, cuts.photo, 'photo'];
  const store = storeId ? sql`and ${sales.storeId} = ${storeId}` : sql``;
  const since = sql`coalesce(${sales.contestedAt}, ${sales.createdAt})`;
  const overdue = sql`(${sales.type} = 'invoice_number' and ${sales.contestedAt} < ${cuts.invoice})
    or (${sales.type} = 'photo' and ${sales.contestedAt} < ${cuts.photo})`;
  return sql`(${registeredBefore(early, storeId)}
    + (select count(*) from ${sales}
        where ${sales.status} = 'pending' and ${sales.type} = ${laterType} and ${since} >= ${early} and ${since} < ${late}
          and ${sales.contestedAt} is null ${store})
    + (select count(*) filter (where ${overdue}) - count(*) filter (where ${sales.createdAt} < ${early}) from ${sales}
        where ${sales.status} = 'pending' and ${sales.contestedAt} is not null ${store}))`;
}

/**
 * The purchases waiting for review, in one snapshot: how many (the totals and the deltas), how
 * many are late (`lateCount`), and when the oldest was registered (the pending purchases' indexes,
 * so none of it reads the reviewed ones).
 */
export async function pendingReview(db: DbOrTx, cuts: LateCuts, storeId?: string) {
  const store = (column: AnyColumn) => (storeId ? sql`and ${column} = ${storeId}` : sql``);
  const folded = storeId
    ? sql`select sum(${salesPendingRegisteredStore.count}) as n from ${salesPendingRegisteredStore}
        where ${salesPendingRegisteredStore.storeId} = ${storeId} and ${salesPendingRegisteredStore.count} <> 0`
    : sql`select sum(${salesPendingRegistered.count}) as n from ${salesPendingRegistered}
        where ${salesPendingRegistered.count} <> 0`;
  const [row] = await rows<{ folded: Num; unfolded: Num; overdue: Num; oldest: string | Date | null }>(
    db,
    sql`
    select
      (${folded}) as folded,
      (select sum(${salesRollupDelta.count}) from ${salesRollupDelta}
        where ${salesRollupDelta.status} = 'pending' ${store(salesRollupDelta.storeId)}) as unfolded,
      ${lateCount(cuts, storeId)} as overdue,
      (select min(${sales.createdAt}) from ${sales}
        where ${sales.status} = 'pending' ${store(sales.storeId)}) as oldest`,
  );
  return {
    pending: Number(row?.folded ?? 0) + Number(row?.unfolded ?? 0),
    overdue: Number(row?.overdue ?? 0),
    oldest: row?.oldest ? new Date(row.oldest).toISOString() : null,
  };
}

/**
 * The mall's figures in one statement (one round trip, one snapshot): the cards' counts, the
 * running campaign, the review queue (as `pendingReview`), the vouchers to hand over, the
 * customers registered from `monthStart` (an instant) on, and with `days` the purchases per day
 * (the folded days and the deltas, days without purchases absent).
 */
export async function mallSummary(
  db: DbOrTx,
  q: { cuts: LateCuts; monthStart: string; now: Date; days?: { from: string; to: string } },
) {
  const { cuts, monthStart, now, days } = q;
  const [row] = await rows<{
    users: Num;
    stores: Num;
    campaigns: Num;
    folded: Num;
    unfolded: Num;
    overdue: Num;
    oldest: string | Date | null;
    vouchers: Num;
    new_clients: Num;
    campaign: { id: string; name: string; endDate: string } | null;
    days: (FigureRow & { day: string })[] | null;
  }>(
    db,
    sql`
    select
      (select ${rowCounts.n} from ${rowCounts} where ${rowCounts.tableName} = 'users') as users,
      (select ${rowCounts.n} from ${rowCounts} where ${rowCounts.tableName} = 'stores') as stores,
      (select ${rowCounts.n} from ${rowCounts} where ${rowCounts.tableName} = 'campaigns') as campaigns,
      (select sum(${salesPendingRegistered.count}) from ${salesPendingRegistered}
        where ${salesPendingRegistered.count} <> 0) as folded,
      (select sum(${salesRollupDelta.count}) from ${salesRollupDelta} where ${salesRollupDelta.status} = 'pending') as unfolded,
      ${lateCount(cuts)} as overdue,
      (select min(${sales.createdAt}) from ${sales} where ${sales.status} = 'pending') as oldest,
      (select count(*) from ${rescues} where ${rescueStatusWhere('A_ENTREGAR', now)}) as vouchers,
      (select count(*) from ${clients} where ${clients.createdAt} >= ${monthStart}) as new_clients,
      (select json_build_object('id', ${campaigns.id}, 'name', ${campaigns.name}, 'endDate', ${campaigns.endDate})
        from ${campaigns} where ${activeCampaign} limit 1) as campaign,
      ${days ? sql`(select coalesce(json_agg(d order by d.day), '[]') from (${daysQuery(days.from, days.to)}) as d)` : sql`null`} as days`,
  );
  return {
    totals: {
      users: Number(row?.users ?? 0),
      stores: Number(row?.stores ?? 0),
      campaigns: Number(row?.campaigns ?? 0),
    },
    review: {
      pending: Number(row?.folded ?? 0) + Number(row?.unfolded ?? 0),
      overdue: Number(row?.overdue ?? 0),
      oldest: row?.oldest ? new Date(row.oldest).toISOString() : null,
    },
    vouchers: Number(row?.vouchers ?? 0),
    newClients: Number(row?.new_clients ?? 0),
    campaign: row?.campaign ?? null,
    days: row?.days ? row.days.map((r) => ({ day: r.day, ...toFigures(r) })) : undefined,
  };
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
