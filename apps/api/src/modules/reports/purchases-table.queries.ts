import type { SaleStatus, SaleType } from '@mall/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { DayRange } from './purchases-report.periods';
import { campaignWhere, type Level, opaque, rows, storeWhere } from './purchases-rollup.queries';

/**
 * The Compras table: the purchases of the filters, newest first by (purchase date, registration,
 * id), read straight off `sales_date_idx` or `sales_store_date_idx` (both hold every filtered and
 * shown column of `sales`).
 */

export interface TableFilters {
  level: Level;
  campaignId: string | null;
  status: SaleStatus | null;
  type: SaleType | null;
}

export interface TableRow {
  id: string;
  sale_date: string;
  /** `created_at` as PostgreSQL writes it (microseconds): the keyset's exact value. */
  created_key: string;
  created_at: string;
  reviewed_at: string | null;
  store_id: string;
  trade_name: string;
  segment_id: string | null;
  segment_name: string | null;
  client_id: string;
  client_name: string;
  cpf: string;
  campaign_id: string;
  campaign_name: string;
  type: SaleType;
  invoice_number: string | null;
  net_cents: string | number;
  points: number | null;
  status: SaleStatus;
  reason: string | null;
}

/**
 * The page size written into the statement (a validated whole number): the planner then expects
 * a few rows and reads them off the index, never a parallel scan of the period's.
 */
const literalLimit = (limit: number) => sql.raw(`limit ${Math.max(1, Math.trunc(limit))}`);

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function tableQuery(f: TableFilters, range: DayRange, tail: SQL, after: SQL): SQL {
  return sql`
    select s.id::text as id, s.sale_date::text as sale_date, s.created_at::text as created_key,
      ${iso(sql`s.created_at`)} as created_at, ${iso(sql`s.reviewed_at`)} as reviewed_at,
      s.store_id::text as store_id, st.trade_name, st.segment_id::text as segment_id, sg.name as segment_name,
      s.client_id::text as client_id, c.name as client_name, c.cpf, s.campaign_id::text as campaign_id,
      cp.name as campaign_name, s.type, s.invoice_number, s.net_cents, s.points, s.status, s.reason
    from sales s
    join clients c on c.id = s.client_id
    join stores st on st.id = s.store_id
    left join segments sg on sg.id = st.segment_id
    join campaigns cp on cp.id = s.campaign_id
    where s.sale_date between ${opaque(range.from, 'date')} and ${opaque(range.to, 'date')}
      ${storeWhere(sql`s.store_id`, f.level)} ${campaignWhere(sql`s.campaign_id`, f.campaignId)}
      ${f.status ? sql`and s.status = ${opaque(f.status, 'text')}` : sql``}
      ${f.type ? sql`and s.type = ${opaque(f.type, 'text')}` : sql``}
      ${after}
    order by s.sale_date desc, s.created_at desc, s.id desc
    ${tail}`;
}

/** `limit` purchases after skipping `offset`, of the purchases dated in `range`. */
export function tablePage(db: DbOrTx, f: TableFilters, range: DayRange, offset: number, limit: number) {
  return rows<TableRow>(db, tableQuery(f, range, sql`offset ${opaque(offset, 'int')} ${literalLimit(limit)}`, sql``));
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
  return rows<TableRow>(db, tableQuery(f, range, literalLimit(limit), keyset));
}
