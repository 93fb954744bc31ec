import { addDays, daysBetween } from '@mall/shared';

/**
 * How a period is read from the purchase reports' rollups (migration 0024_sales_reports): the
 * whole years, months or campaign a level's rows hold, plus the days of the months (or years) the
 * period covers only in part, read from `sales` itself. A bucket the period covers in part is read
 * whole less the days outside when those are fewer; days past the last purchase (or before the
 * first) count as covered, since they hold nothing.
 */

/** The bucket of the campaign and all-time rows. */
export const ALL_TIME = '0001-01-01';
const END_OF_TIME = '9999-12-31';
/** The campaign of the year and all-time rows (campaigns summed), and the mall's level. */
export const ZERO_ID = '00000000-0000-0000-0000-000000000000';

export type Grain = 'd' | 'm' | 'y' | 'c' | 'a';

export interface DayRange {
  from: string;
  to: string;
}

export interface PlanBucket {
  grain: Grain;
  bucket: string;
  /** The purchase dates the bucket counts (the deltas not folded yet are matched by it). */
  range: DayRange;
}

/** Days read from `sales`, added (1) or taken off (-1). */
export interface PlanEdge extends DayRange {
  sign: 1 | -1;
}

export interface Plan {
  buckets: PlanBucket[];
  edges: PlanEdge[];
}

/** Which periods a level's rows hold for a request. */
export interface Grains {
  year: boolean;
  month: boolean;
  /** The bucket of a period covering every purchase: all time, a campaign's whole, or none. */
  whole: 'a' | 'c' | null;
}

const maxDay = (a: string, b: string) => (a > b ? a : b);
const minDay = (a: string, b: string) => (a < b ? a : b);
const daysIn = (r: DayRange) => (r.from > r.to ? 0 : daysBetween(r.from, r.to) + 1);

export const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
/** The month's last day (without a Date: the chart plans every month of the history). */
export function monthEnd(day: string): string {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7));
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  const last = m === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;
  return `${day.slice(0, 7)}-${last}`;
}
export function nextMonth(start: string): string {
  const y = Number(start.slice(0, 4));
  const m = Number(start.slice(5, 7));
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** The months (first days) from `from`'s to `to`'s, oldest first. */
export function monthsOf(range: DayRange): string[] {
  const out: string[] = [];
  for (let m = monthStart(range.from); m <= range.to; m = nextMonth(m)) out.push(m);
  return out;
}

/** The days from `from` to `to`, oldest first. */
export function daysOf(range: DayRange): string[] {
  const out: string[] = [];
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) out.push(d);
  return out;
}

/**
 * The buckets and edges that sum exactly the purchases dated in `period`, given the dates
 * purchases exist in (`extent`, null with none).
 */
export function planPeriod(period: DayRange, extent: DayRange | null, grains: Grains): Plan {
  const plan: Plan = { buckets: [], edges: [] };
  if (!extent) return plan;
  const from = maxDay(period.from, extent.from);
  const to = minDay(period.to, extent.to);
  if (from > to) return plan;
  if (grains.whole && from === extent.from && to === extent.to) {
    plan.buckets.push({ grain: grains.whole, bucket: ALL_TIME, range: { from: ALL_TIME, to: END_OF_TIME } });
    return plan;
  }
  // A bucket is read whole when the part of it holding purchases lies inside the period.
  const inside = (r: DayRange) => maxDay(r.from, extent.from) >= from && minDay(r.to, extent.to) <= to;
  const partial = (r: DayRange, grain: Grain | null) => {
    const part = { from: maxDay(r.from, from), to: minDay(r.to, to) };
    const held = { from: maxDay(r.from, extent.from), to: minDay(r.to, extent.to) };
    const outside = [
      { from: held.from, to: addDays(part.from, -1) },
      { from: addDays(part.to, 1), to: held.to },
    ].filter((x) => x.from <= x.to);
    if (grain && outside.reduce((n, x) => n + daysIn(x), 0) < daysIn(part)) {
      plan.buckets.push({ grain, bucket: r.from, range: r });
      for (const x of outside) plan.edges.push({ ...x, sign: -1 });
    } else {
      plan.edges.push({ ...part, sign: 1 });
    }
  };
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) {
    const year = { from: `${y}-01-01`, to: `${y}-12-31` };
    if (grains.year && inside(year)) {
      plan.buckets.push({ grain: 'y', bucket: year.from, range: year });
      continue;
    }
    if (!grains.month) {
      partial(year, grains.year ? 'y' : null);
      continue;
    }
    for (const m of monthsOf({ from: maxDay(year.from, from), to: minDay(year.to, to) })) {
      const month = { from: m, to: monthEnd(m) };
      if (inside(month)) plan.buckets.push({ grain: 'm', bucket: m, range: month });
      else partial(month, 'm');
    }
  }
  plan.edges = mergeEdges(plan.edges);
  return plan;
}

/** The edges' days, each with its sign (read from `sales` one date at a time: an equality the planner estimates well). */
export function edgeDays(edges: readonly PlanEdge[]): { day: string; sign: 1 | -1 }[] {
  return edges.flatMap((e) => daysOf(e).map((day) => ({ day, sign: e.sign })));
}

/** Adjacent edges of one sign read as one range. */
function mergeEdges(edges: PlanEdge[]): PlanEdge[] {
  const out: PlanEdge[] = [];
  for (const e of [...edges].sort((a, b) => (a.from < b.from ? -1 : 1))) {
    const last = out.at(-1);
    if (last && last.sign === e.sign && addDays(last.to, 1) === e.from) last.to = e.to;
    else out.push({ ...e });
  }
  return out;
}

/**
 * Month by month (the chart's periods), each month's buckets and edges: whole months from the
 * month rows, the others as `planPeriod` reads a partial month.
 */
export function planMonths(period: DayRange, extent: DayRange | null): { month: string; plan: Plan }[] {
  return monthsOf(period).map((m) => {
    const month = { from: maxDay(m, period.from), to: minDay(monthEnd(m), period.to) };
    return { month: m, plan: planPeriod(month, extent, { year: false, month: true, whole: null }) };
  });
}
