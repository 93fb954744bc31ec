import type { SaleStatus, SaleType } from '@mall/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { DayRange } from './purchases-report.periods';
import { campaignWhere, type Level, list, opaque, rows, storeWhere } from './purchases-rollup.queries';

/**
 * The Compras table: the purchases of the filters, newest first by (purchase date, registration,
 * id), read straight off `sales_date_idx`, `sales_store_date_idx` or, for a decided status,
 * `sales_decided_date_idx` (migration 0025; each holds every filtered and shown column of `sales`).
 */

export interface TableFilters {
  level: Level;
  campaignId: string | null;
  status: SaleStatus | null;
  type: SaleType | null;
}

/** A purchase of the table; its store's, segment's and campaign's names are looked up by id. */
export interface TableRow {
  id: string;
  sale_date: string;
  /** `created_at` as PostgreSQL writes it (microseconds): the keyset's exact value. */
  created_key: string;
  /** Instants as milliseconds since the epoch (the API writes them as ISO, cheaper than `to_char`). */
  created_ms: string;
  reviewed_ms: string | null;
  store_id: string;
  client_id: string;
  client_name: string;
  cpf: string;
  campaign_id: string;
  type: SaleType;
  invoice_number: string | null;
  net_cents: string;
  points: number | null;
  status: SaleStatus;
  reason: string | null;
}

/** The names a table row shows by id: every store (with its segment), segment and campaign. */
export interface TableNames {
  stores: Map<string, { tradeName: string; segmentId: string | null }>;
  segments: Map<string, string>;
  campaigns: Map<string, string>;
}

/**
 * The page size written into the statement (a validated whole number): the planner then expects
 * a few rows and reads them off the index, never a parallel scan of the period's.
 */
const literalLimit = (limit: number) => sql.raw(`limit ${Math.max(1, Math.trunc(limit))}`);

/**
 * A segment's stores compared as text, which no index serves: the page is then read off
 * `sales_date_idx` newest first, a few rows, and never from `sales_store_date_idx`, whose ranges
 * for thirty stores would all be read and sorted (a busy day of one store: thousands of rows).
 */
function storesOf(level: Level): SQL {
  if (level.kind !== 1) return storeWhere(sql`s.store_id`, level);
  return sql`and s.store_id::text = any(${list(level.stores, 'text')})`;
}

/**
 * The purchases of the filters in `range`, newest first, `tail` (offset, limit) applied to `sales`
 * alone, then each one's customer. A status filter is written into the statement (one of four
 * codes): the planner then sees that a decided status may read `sales_decided_date_idx`, which
 * leaves out the pending purchases (a busy day's thousands, all newer than its decided ones).
 * `exact` puts the dates in as plain parameters, so the planner sees how many purchases the range
 * holds: an export's batch is a large share of it, and a plan guessed from a generic estimate
 * would sort the whole range.
 */
function tableQuery(f: TableFilters, range: DayRange, tail: SQL, after: SQL, exact: boolean): SQL {
  const day = (d: string) => (exact ? sql`${d}::date` : opaque(d, 'date'));
  return sql`
    select s.id::text as id, s.sale_date::text as sale_date, s.created_at::text as created_key,
      round(date_part('epoch', s.created_at) * 1000)::bigint::text as created_ms,
      round(date_part('epoch', s.reviewed_at) * 1000)::bigint::text as reviewed_ms,
      s.store_id::text as store_id, s.client_id::text as client_id, c.name as client_name, c.cpf,
      s.campaign_id::text as campaign_id, s.type, s.invoice_number, s.net_cents::text as net_cents, s.points, s.status,
      s.reason
    from (
      select s.id, s.sale_date, s.created_at, s.reviewed_at, s.store_id, s.client_id, s.campaign_id, s.type,
        s.invoice_number, s.net_cents, s.points, s.status, s.reason
      from sales s
      where s.sale_date between ${day(range.from)} and ${day(range.to)}
        ${storesOf(f.level)} ${campaignWhere(sql`s.campaign_id`, f.campaignId)}
        ${f.status ? sql.raw(`and s.status = '${f.status}'`) : sql``}
        ${f.type ? sql`and s.type = ${opaque(f.type, 'text')}` : sql``}
        ${after}
      order by s.sale_date desc, s.created_at desc, s.id desc
      ${tail}
    ) as s
    cross join lateral (select c.name, c.cpf from clients c where c.id = s.client_id offset 0) as c
    order by s.sale_date desc, s.created_at desc, s.id desc`;
}

/** `limit` purchases after skipping `offset`, of the purchases dated in `range`. */
export function tablePage(db: DbOrTx, f: TableFilters, range: DayRange, offset: number, limit: number) {
  return rows<TableRow>(
    db,
    tableQuery(f, range, sql`offset ${opaque(offset, 'int')} ${literalLimit(limit)}`, sql``, false),
  );
}

/** The next `limit` purchases after the row `after` (its date, exact registration and id). */
export function tableBatch(
  db: DbOrTx,
  f: TableFilters,
  range: DayRange,
  after: { saleDate: string; createdKey: string; id: string } | null,
  limit: number,
) {
  const keyset = after
    ? sql`and (s.sale_date, s.created_at, s.id) < (${after.saleDate}::date, ${after.createdKey}::timestamptz, ${after.id}::uuid)`
    : sql``;
  return rows<TableRow>(db, tableQuery(f, range, literalLimit(limit), keyset, true));
}

/** The names of the stores, segments and campaigns `ids` name (all of them with no ids: an export). */
export async function tableNames(db: DbOrTx, ids?: { stores: string[]; campaigns: string[] }): Promise<TableNames> {
  const only = (column: SQL, values: string[] | undefined) =>
    values ? sql`where ${column} = any(${list(values, 'uuid')})` : sql``;
  const [row] = await rows<{
    stores: [string, string, string | null][] | null;
    segments: [string, string][] | null;
    campaigns: [string, string][] | null;
  }>(
    db,
    sql`select
      (select json_agg(json_build_array(st.id, st.trade_name, st.segment_id)) from stores st ${only(sql`st.id`, ids?.stores)})
        as stores,
      (select json_agg(json_build_array(sg.id, sg.name)) from segments sg) as segments,
      (select json_agg(json_build_array(cp.id, cp.name)) from campaigns cp ${only(sql`cp.id`, ids?.campaigns)})
        as campaigns`,
  );
  return {
    stores: new Map((row?.stores ?? []).map(([id, tradeName, segmentId]) => [id, { tradeName, segmentId }])),
    segments: new Map(row?.segments ?? []),
    campaigns: new Map(row?.campaigns ?? []),
  };
}
