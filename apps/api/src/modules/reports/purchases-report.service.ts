import {
  centsToReais,
  daysBetween,
  type PurchasesReport,
  type purchasesReportQuerySchema,
  type ReportGranularity,
  todayIn,
} from '@mall/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { ReportExport } from '../../lib/report-source';
import { purchaseFigures } from './purchases-report.cache';
import { purchasesColumns } from './purchases-report.export';
import {
  addFigures,
  approvedCents,
  approvedPoints,
  averageCents,
  countAll,
  countOf,
  type Figures,
  noFigures,
  type Pick,
  totalsOf,
} from './purchases-report.figures';
import { type Resolved, resolveFilters } from './purchases-report.filters';
import { type DayRange, daysOf, monthEnd, monthsOf, planMonths, planPeriod } from './purchases-report.periods';
import type { PurchaseFigures } from './purchases-report.queries';
import { decisionTimeOf, groupsOf, reasonsOf } from './purchases-report.summaries';
import { tableBatches, tableOf } from './purchases-report.table';
import { type TableRow, tableNames } from './purchases-table.queries';

type Query = z.output<typeof purchasesReportQuerySchema>;

/** The chart reads days for a period of up to this many days, months beyond. */
export const MAX_DAILY_SPAN = 62;

const granularityOf = (r: DayRange): ReportGranularity =>
  daysBetween(r.from, r.to) + 1 <= MAX_DAILY_SPAN ? 'day' : 'month';

/** The purchase sums the report reads over `period` at `granularity`. */
async function figuresOf(
  db: Db,
  r: Resolved,
  period: DayRange,
  granularity: ReportGranularity,
): Promise<PurchaseFigures> {
  if (r.none) return NO_FIGURES;
  const level = r.level.kind === 0 ? '' : r.level.kind === 1 ? `${r.level.id}:${r.level.stores.join(',')}` : r.level.id;
  const key = [
    r.level.kind,
    level,
    r.campaignId,
    period.from,
    period.to,
    granularity,
    r.extent?.from,
    r.extent?.to,
  ].join('|');
  return purchaseFigures(db, key, () => {
    const plan = planPeriod(period, r.extent, { year: !r.campaignId, month: true, whole: r.campaignId ? 'c' : 'a' });
    // A store's decision and reason rows hold its years and all time only; its other days come from `sales`.
    const levelPlan =
      r.level.kind === 2
        ? planPeriod(period, r.extent, { year: !r.campaignId, month: false, whole: r.campaignId ? null : 'a' })
        : plan;
    const months = granularity === 'month' ? planMonths(period, r.extent) : [];
    return {
      scope: { level: r.level, campaignId: r.campaignId },
      q: { series: { granularity, range: period, months }, plan, levelPlan, stores: r.level.kind !== 2 },
    };
  });
}

const NO_FIGURES: PurchaseFigures = { series: [], stores: [], decisions: [], reasons: [] };

/** Every period of the chart, oldest first, empty ones with zeros. */
function seriesOf(period: DayRange, granularity: ReportGranularity, got: PurchaseFigures['series']) {
  const byPeriod = new Map(got.map((s) => [s.period, s.figures]));
  const keys = granularity === 'day' ? daysOf(period) : monthsOf(period);
  return keys.map((key) => ({ key, figures: byPeriod.get(key) ?? noFigures() }));
}

interface Chart {
  period: DayRange;
  granularity: ReportGranularity;
  figures: PurchaseFigures;
  series: { key: string; figures: Figures }[];
}

/** The chart's period and periods: an open start is the first purchase shown. */
async function chartOf(db: Db, r: Resolved, pick: Pick): Promise<Chart> {
  let period = r.period;
  const granularity = granularityOf(period);
  const figures = await figuresOf(db, r, period, granularity);
  let series = seriesOf(period, granularity, figures.series);
  if (!r.openStart) return { period, granularity, figures, series };
  const first = series.findIndex((s) => countAll(s.figures, pick) > 0);
  if (first < 0) {
    period = { from: period.to, to: period.to };
    return { period, granularity: 'day', figures, series: seriesOf(period, 'day', []) };
  }
  series = series.slice(first);
  period = { from: series[0]!.key, to: period.to };
  // The first purchase may be late in its month: within 62 days of the end, the chart reads days.
  if (granularity === 'month' && granularityOf({ from: monthEnd(period.from), to: period.to }) === 'day') {
    const days = await figuresOf(db, r, period, 'day');
    const daily = seriesOf(period, 'day', days.series);
    const firstDay = daily.find((s) => countAll(s.figures, pick) > 0)?.key;
    if (firstDay && granularityOf({ from: firstDay, to: period.to }) === 'day') {
      return {
        period: { from: firstDay, to: period.to },
        granularity: 'day',
        figures: days,
        series: daily.filter((s) => s.key >= firstDay),
      };
    }
  }
  return { period, granularity, figures, series };
}

type View = Omit<PurchasesReport, 'table'>;

/**
 * The report's figures from the chart's. Kept per figures object: a request that found no deltas
 * gets the kept figures themselves, and then the same view.
 */
const views = new WeakMap<PurchaseFigures, Map<string, View>>();

function viewOf(r: Resolved, chart: Chart, pick: Pick): View {
  const key = [pick.status, pick.type, chart.period.from, chart.granularity, chart.series.length].join('|');
  const kept = views.get(chart.figures)?.get(key);
  if (kept) return kept;
  const { granularity, series, figures } = chart;
  const total = noFigures();
  for (const s of series) addFigures(total, s.figures);
  const approvedCount = countOf(total, 'approved', pick);
  const cents = approvedCents(total, pick);
  const view: View = {
    granularity,
    summary: {
      count: countAll(total, pick),
      approvedCount,
      approvedValue: centsToReais(cents),
      points: approvedPoints(total, pick),
      pending: countOf(total, 'pending', pick),
      rejected: countOf(total, 'rejected', pick),
      canceled: countOf(total, 'canceled', pick),
      averageTicket: approvedCount > 0 ? centsToReais(averageCents(cents, approvedCount)) : null,
    },
    series: series.map((s) => ({
      period: granularity === 'day' ? s.key : s.key.slice(0, 7),
      pending: countOf(s.figures, 'pending', pick),
      approved: countOf(s.figures, 'approved', pick),
      rejected: countOf(s.figures, 'rejected', pick),
      canceled: countOf(s.figures, 'canceled', pick),
      approvedValue: centsToReais(approvedCents(s.figures, pick)),
    })),
    ...groupsOf(r, figures, total, pick),
    byType: (['photo', 'invoice_number'] as const)
      .filter((type) => !pick.type || pick.type === type)
      .map((type) => ({ type, ...totalsOf(total, { ...pick, type }) }))
      .filter((t) => t.count > 0),
    decisionTime: decisionTimeOf(figures.decisions, pick),
    rejectionReasons: reasonsOf(figures.reasons, pick),
  };
  if (figures !== NO_FIGURES) {
    const byKey = views.get(figures) ?? new Map<string, View>();
    byKey.set(key, view);
    views.set(figures, byKey);
  }
  return view;
}

/**
 * The figures, chart and table of the purchases the filters show (purchases-report.periods.ts says
 * how a period is read).
 */
export async function purchasesReport(db: Db, q: Query, timeZone: string): Promise<PurchasesReport> {
  const pick: Pick = { status: q.status, type: q.type };
  const r = await resolveFilters(db, q, timeZone, pick);
  const chart = await chartOf(db, r, pick);
  const view = viewOf(r, chart, pick);
  const rows = await tableOf(db, r, chart, q.page, q.limit);
  return { ...view, table: { rows, total: view.summary.count, page: q.page, limit: q.limit } };
}

/**
 * Every purchase the filters show, in the table's order, read in keyset pages; `total` is the
 * report's count (the rollups count exactly these rows).
 */
export async function purchasesExport(
  db: Db,
  q: Query,
  timeZone: string,
  opts: { batchSize?: number } = {},
): Promise<ReportExport<TableRow>> {
  const pick: Pick = { status: q.status, type: q.type };
  const [report, r, names] = await Promise.all([
    purchasesReport(db, { ...q, page: 1, limit: 1 }, timeZone),
    resolveFilters(db, q, timeZone, pick),
    // Every store, segment and campaign (a few hundred rows): the rows name them by id.
    tableNames(db),
  ]);
  return {
    fileName: `relatorio-compras-${todayIn(timeZone)}`,
    sheetName: 'Compras',
    columns: purchasesColumns(names),
    total: report.summary.count,
    batches: () => tableBatches(db, r, r.period, opts.batchSize),
  };
}
