import { centsToReais, type PurchasesReportRow, type ReportGranularity } from '@mall/shared';
import type { Db } from '../../db/client';
import { countAll, type Figures } from './purchases-report.figures';
import type { Resolved } from './purchases-report.filters';
import { type DayRange, monthEnd } from './purchases-report.periods';
import { dailyFigures } from './purchases-report.queries';
import {
  type TableFilters,
  type TableNames,
  type TableRow,
  tableBatch,
  tableNames,
  tablePage,
} from './purchases-table.queries';

/** The Compras table: a page of the purchases the filters show, and every one of them for the export. */

/**
 * An export's rows per read (a keyset page). A batch is kept while it is written, long enough for
 * the garbage collector to move it to the old generation: a 1,000,000-row CSV measured a peak RSS
 * 220 MB above the start with 5,000 rows a batch, 120 MB with 2,000 and 64 MB with 1,000, for
 * 1.5 s more in all (bench/FINDINGS.md, "The 1,000,000-row CSV export").
 */
export const EXPORT_BATCH = 1_000;

const tableFilters = (r: Resolved): TableFilters => ({
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
  let newest: { to: string; skip: number; dates: DayRange } | undefined;
  let from: string | undefined;
  for (let i = chart.series.length - 1; i >= 0; i--) {
    const s = chart.series[i]!;
    const n = countAll(s.figures, r.pick);
    if (n === 0) continue;
    const dates = datesOf(s.key, chart.granularity, chart.period);
    if (!newest && seen + n > offset) newest = { to: dates.to, skip: offset - seen, dates };
    from = dates.from;
    seen += n;
    if (newest && seen > last) break;
  }
  if (!newest || !from) return [];
  // In a month, the mall's and a segment's day rows say which day the page starts on: a month's
  // newest days may hold many purchases the filters leave out (a busy day's pending ones).
  if (chart.granularity === 'month' && r.level.kind !== 2) {
    const days = await dailyFigures(db, { level: r.level, campaignId: r.campaignId }, newest.dates);
    let later = 0;
    for (const day of days.sort((a, b) => (a.period < b.period ? 1 : -1))) {
      const n = countAll(day.figures, r.pick);
      if (later + n > newest.skip) {
        newest = { ...newest, to: day.period, skip: newest.skip - later };
        break;
      }
      later += n;
    }
  }
  const rows = await tablePage(db, tableFilters(r), { from, to: newest.to }, newest.skip, limit);
  if (rows.length === 0) return [];
  const names = await tableNames(db, {
    stores: [...new Set(rows.map((row) => row.store_id))],
    campaigns: [...new Set(rows.map((row) => row.campaign_id))],
  });
  return rows.map((row) => toRow(row, names));
}

export function toRow(row: TableRow, names: TableNames): PurchasesReportRow {
  const store = names.stores.get(row.store_id);
  const segmentId = store?.segmentId ?? null;
  return {
    id: row.id,
    saleDate: row.sale_date,
    createdAt: new Date(Number(row.created_ms)).toISOString(),
    reviewedAt: row.reviewed_ms === null ? null : new Date(Number(row.reviewed_ms)).toISOString(),
    store: { id: row.store_id, tradeName: store?.tradeName ?? '' },
    segment: segmentId ? { id: segmentId, name: names.segments.get(segmentId) ?? '' } : null,
    client: { id: row.client_id, name: row.client_name, cpf: row.cpf },
    campaign: { id: row.campaign_id, name: names.campaigns.get(row.campaign_id) ?? '' },
    type: row.type,
    invoiceNumber: row.invoice_number,
    netValue: centsToReais(Number(row.net_cents)),
    points: row.points,
    status: row.status,
    reason: row.reason,
  };
}

/**
 * Every purchase of the filters in `range`, newest first, in keyset batches as the database
 * answers them (`names` gives their stores', segments' and campaigns' names).
 */
export async function* tableBatches(
  db: Db,
  r: Resolved,
  range: DayRange,
  batchSize = EXPORT_BATCH,
): AsyncIterable<TableRow[]> {
  if (r.none) return;
  const filters = tableFilters(r);
  // Each batch reads the purchases and their customers, the next one asked for before this one is
  // handed over (the database works while it is written).
  const read = (after: { saleDate: string; createdKey: string; id: string } | null) =>
    tableBatch(db, filters, range, after, batchSize);
  let pending: Promise<TableRow[]> | undefined = read(null);
  try {
    while (pending) {
      const rows: TableRow[] = await pending;
      const tail = rows.at(-1);
      pending =
        tail && rows.length === batchSize
          ? read({ saleDate: tail.sale_date, createdKey: tail.created_key, id: tail.id })
          : undefined;
      if (rows.length > 0) yield rows;
    }
  } finally {
    // A download canceled midway leaves the next batch unread: its failure is nobody's to report.
    pending?.catch(() => undefined);
  }
}
