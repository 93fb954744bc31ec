import { centsToReais, type PurchasesReportRow, type ReportGranularity } from '@mall/shared';
import type { Db } from '../../db/client';
import { countAll, type Figures } from './purchases-report.figures';
import { type DayRange, monthEnd } from './purchases-report.periods';
import type { Resolved } from './purchases-report.service';
import { type TableFilters, type TableRow, tableBatch, tablePage } from './purchases-table.queries';

/** The Compras table: a page of the purchases the filters show, and every one of them for the export. */

/** An export's rows per read (a keyset page). */
export const EXPORT_BATCH = 5_000;

export const tableFilters = (r: Resolved): TableFilters => ({
  level: r.level,
  campaignId: r.campaignId,
  status: r.pick.status ?? null,
  type: r.pick.type ?? null,
});

/** The dates a chart period covers within the report's period. */
function datesOf(key: string, granularity: ReportGranularity, period: DayRange): DayRange {
  if (granularity === 'day') return { from: key, to: key };
  const end = monthEnd(key);
  return { from: key < period.from ? period.from : key, to: end > period.to ? period.to : end };
}

/**
 * The table's page: the chart's counts say which days or months hold its rows (newest first), so
 * the page is read from those dates alone, however deep it is.
 */
export async function tableOf(
  db: Db,
  r: Resolved,
  chart: { period: DayRange; granularity: ReportGranularity; series: { key: string; figures: Figures }[] },
  page: number,
  limit: number,
): Promise<PurchasesReportRow[]> {
  if (r.none) return [];
  const offset = (page - 1) * limit;
  const last = offset + limit - 1;
  let seen = 0;
  let newest: { to: string; skip: number } | undefined;
  let from: string | undefined;
  for (let i = chart.series.length - 1; i >= 0; i--) {
    const s = chart.series[i]!;
    const n = countAll(s.figures, r.pick);
    if (n === 0) continue;
    const dates = datesOf(s.key, chart.granularity, chart.period);
    if (!newest && seen + n > offset) newest = { to: dates.to, skip: offset - seen };
    from = dates.from;
    seen += n;
    if (newest && seen > last) break;
  }
  if (!newest || !from) return [];
  const rows = await tablePage(db, tableFilters(r), { from, to: newest.to }, newest.skip, limit);
  return rows.map(toRow);
}

export function toRow(row: TableRow): PurchasesReportRow {
  return {
    id: row.id,
    saleDate: row.sale_date,
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
    store: { id: row.store_id, tradeName: row.trade_name },
    segment: row.segment_id ? { id: row.segment_id, name: row.segment_name ?? '' } : null,
    client: { id: row.client_id, name: row.client_name, cpf: row.cpf },
    campaign: { id: row.campaign_id, name: row.campaign_name },
    type: row.type,
    invoiceNumber: row.invoice_number,
    netValue: centsToReais(Number(row.net_cents)),
    points: row.points === null ? null : Number(row.points),
    status: row.status,
    reason: row.reason,
  };
}

/** Every purchase of the filters in `range`, newest first, in keyset batches. */
export async function* tableBatches(
  db: Db,
  r: Resolved,
  range: DayRange,
  batchSize = EXPORT_BATCH,
): AsyncIterable<PurchasesReportRow[]> {
  if (r.none) return;
  const filters = tableFilters(r);
  let after: { saleDate: string; createdKey: string; id: string } | null = null;
  for (;;) {
    const rows: TableRow[] = await tableBatch(db, filters, range, after, batchSize);
    if (rows.length === 0) return;
    yield rows.map(toRow);
    if (rows.length < batchSize) return;
    const tail = rows.at(-1)!;
    after = { saleDate: tail.sale_date, createdKey: tail.created_key, id: tail.id };
  }
}
