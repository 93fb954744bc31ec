import {
  addDays,
  centsToReais,
  daysBetween,
  type StorePoints,
  type StorePointsRow,
  type storePointsQuerySchema,
  todayIn,
} from '@mall/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { ReportColumn, ReportExport } from '../../lib/report-source';
import { resolveFilters } from './purchases-report.filters';
import { type DayRange, monthEnd, monthStart, nextMonth, planPeriod } from './purchases-report.periods';
import { byName } from './purchases-report.summaries';
import { levelId } from './purchases-rollup.queries';
import { storePointsFigures } from './store-points.cache';
import { type CustomerPlan, NOTHING } from './store-points.queries';

type Query = z.output<typeof storePointsQuerySchema>;

const maxDay = (a: string, b: string) => (a > b ? a : b);
const minDay = (a: string, b: string) => (a < b ? a : b);
const daysIn = (r: DayRange) => (r.from > r.to ? 0 : daysBetween(r.from, r.to) + 1);
const previousMonth = (start: string) => monthStart(addDays(start, -1));

/**
 * How a period's distinct customers are counted (store-points.queries.ts): from the first
 * purchase on, by first visits; otherwise by visits less links, reading the links of the partial
 * months on whichever side of each boundary has fewer days. Null: nothing in the period.
 */
export function customerPlan(period: DayRange, extent: DayRange | null): CustomerPlan | null {
  if (!extent) return null;
  const from = maxDay(period.from, extent.from);
  const to = minDay(period.to, extent.to);
  if (from > to) return null;
  const span = { from, to };
  if (from === extent.from) {
    return { mode: 'firsts', period: span, cells: { prevMonth: from, month: from }, byPrev: NOTHING, byDay: NOTHING };
  }
  let prevMonth = monthStart(from);
  let byPrev = NOTHING;
  if (from !== prevMonth) {
    const before = { from: prevMonth, to: addDays(from, -1) };
    const after = { from, to: minDay(monthEnd(from), extent.to) };
    if (daysIn(after) < daysIn(before)) {
      byPrev = after;
      prevMonth = nextMonth(prevMonth);
    } else {
      byPrev = before;
    }
  }
  let month = monthStart(to);
  let byDay = NOTHING;
  if (to !== monthEnd(to) && to < extent.to) {
    const after = { from: addDays(to, 1), to: minDay(monthEnd(to), extent.to) };
    const before = { from: month, to };
    if (daysIn(before) < daysIn(after)) {
      byDay = before;
      month = previousMonth(month);
    } else {
      byDay = after;
    }
  }
  return { mode: 'links', period: span, cells: { prevMonth, month }, byPrev, byDay };
}

const byValueThenName = (a: StorePointsRow, b: StorePointsRow) =>
  b.approvedValue - a.approvedValue ||
  byName.compare(a.store.tradeName, b.store.tradeName) ||
  (a.store.id < b.store.id ? -1 : 1);

/** Every store of the filters with approved purchases, ranked, and the summary. */
async function ranking(db: Db, q: Query, timeZone: string) {
  const r = await resolveFilters(db, q, timeZone, { status: 'approved' });
  const empty = { rows: [] as StorePointsRow[], cents: 0, customers: 0 };
  const customers = customerPlan(r.period, r.extent);
  if (r.none || !customers) return empty;
  const level = r.level.kind === 0 ? '' : r.level.kind === 1 ? `${r.level.id}:${r.level.stores.join(',')}` : r.level.id;
  const key = [r.level.kind, level, r.campaignId, r.period.from, r.period.to, r.extent?.from, r.extent?.to].join('|');
  const { levels, names } = await storePointsFigures(db, key, () => ({
    scope: { level: r.level, campaignId: r.campaignId },
    plan: planPeriod(r.period, r.extent, { year: !r.campaignId, month: true, whole: r.campaignId ? 'c' : 'a' }),
    customers,
  }));
  const ranked = levels.filter((l) => l.purchases > 0 && names.has(l.level));
  const rows = ranked
    .map((l): StorePointsRow => {
      const name = names.get(l.level)!;
      return {
        rank: 0,
        store: { id: l.level, tradeName: name.tradeName },
        segment: name.segmentId ? { id: name.segmentId, name: name.segmentName ?? '' } : null,
        purchases: l.purchases,
        approvedValue: centsToReais(l.cents),
        points: l.points,
        customers: l.customers,
      };
    })
    .sort(byValueThenName)
    .map((row, i) => ({ ...row, rank: i + 1 }));
  return {
    rows,
    cents: ranked.reduce((n, l) => n + l.cents, 0),
    customers: levels.find((l) => l.level === levelId(r.level))?.customers ?? 0,
  };
}

/**
 * GET /reports/pontos-loja: the stores' approved purchases in the filters, ranked by approved
 * value (ties by name), with their points and distinct customers, and the totals.
 */
export async function storePointsReport(db: Db, q: Query, timeZone: string): Promise<StorePoints> {
  const { rows, cents, customers } = await ranking(db, q, timeZone);
  const offset = (q.page - 1) * q.limit;
  return {
    summary: {
      stores: rows.length,
      purchases: rows.reduce((n, r) => n + r.purchases, 0),
      approvedValue: centsToReais(cents),
      points: rows.reduce((n, r) => n + r.points, 0),
      customers,
    },
    table: { rows: rows.slice(offset, offset + q.limit), total: rows.length, page: q.page, limit: q.limit },
  };
}

const storePointsColumns: readonly ReportColumn<StorePointsRow>[] = [
  { header: 'Posição', kind: 'int', value: (r) => r.rank, width: 8 },
  { header: 'Loja', kind: 'text', value: (r) => r.store.tradeName, width: 28 },
  { header: 'Segmento', kind: 'text', value: (r) => r.segment?.name ?? null, width: 20 },
  { header: 'Compras aprovadas', kind: 'int', value: (r) => r.purchases, width: 16 },
  { header: 'Valor aprovado (R$)', kind: 'money', value: (r) => r.approvedValue, width: 18 },
  { header: 'Pontos', kind: 'int', value: (r) => r.points, width: 10 },
  { header: 'Clientes', kind: 'int', value: (r) => r.customers, width: 10 },
];

/** The whole ranking (at most one row per store), in the on-screen order. */
export async function storePointsExport(db: Db, q: Query, timeZone: string): Promise<ReportExport<StorePointsRow>> {
  const { rows } = await ranking(db, q, timeZone);
  return {
    fileName: `relatorio-pontos-por-loja-${todayIn(timeZone)}`,
    sheetName: 'Pontos por loja',
    columns: storePointsColumns,
    total: rows.length,
    batches: async function* () {
      if (rows.length > 0) yield rows;
    },
  };
}
