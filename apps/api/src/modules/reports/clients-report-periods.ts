import { addDays, daysBetween, type ReportGranularity } from '@mall/shared';

/**
 * Dates of the Clientes report's period (YYYY-MM-DD, registration dates in the mall's time zone)
 * and how the rollups answer it: whole months from their month rows, the days of a month cut by
 * the period's start or end from their day rows.
 */

/** Stand-ins for an open end, so every query has one text whatever the filters. */
export const FIRST_DAY = '0001-01-01';
export const LAST_DAY = '9999-12-31';
const EMPTY = { from: LAST_DAY, to: FIRST_DAY } as const;

/** A chart per day for a period of up to this many days (both ends included), else per month. */
export const MAX_DAILY_PERIODS = 62;

export interface DayRange {
  from: string;
  to: string;
}

/** What the rollups read for a period: month rows in `months`, day rows in `head` and `tail`. */
export interface RollupRanges {
  /** The whole period (open ends as FIRST_DAY, LAST_DAY). */
  all: DayRange;
  /** First days of the months read whole. */
  months: DayRange;
  head: DayRange;
  tail: DayRange;
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (day: string) => monthStart(addDays(monthStart(day), 32));
const previousMonth = (day: string) => monthStart(addDays(monthStart(day), -1));
const monthEnd = (day: string) => addDays(nextMonth(day), -1);

/**
 * Splits a period (null: open) into the months it covers whole and the days around them. A
 * period within one month that does not cover it whole is days only.
 */
export function rollupRanges(from: string | null, to: string | null): RollupRanges {
  const all = { from: from ?? FIRST_DAY, to: to ?? LAST_DAY };
  const cutStart = from !== null && from !== monthStart(from);
  const cutEnd = to !== null && to !== monthEnd(to);
  if (from !== null && to !== null && monthStart(from) === monthStart(to) && (cutStart || cutEnd)) {
    return { all, months: EMPTY, head: { from, to }, tail: EMPTY };
  }
  return {
    all,
    months: {
      from: from === null ? FIRST_DAY : cutStart ? nextMonth(from) : from,
      to: to === null ? LAST_DAY : cutEnd ? previousMonth(to) : monthStart(to),
    },
    head: cutStart ? { from, to: monthEnd(from) } : EMPTY,
    tail: cutEnd ? { from: monthStart(to), to } : EMPTY,
  };
}

export function granularityOf(start: string, end: string): ReportGranularity {
  return daysBetween(start, end) + 1 <= MAX_DAILY_PERIODS ? 'day' : 'month';
}

/** Every period key from `start` to `end`, oldest first: days (YYYY-MM-DD) or months (YYYY-MM). */
export function periodKeys(start: string, end: string, granularity: ReportGranularity): string[] {
  const keys: string[] = [];
  if (granularity === 'day') {
    for (let day = start; day <= end; day = addDays(day, 1)) keys.push(day);
    return keys;
  }
  for (let month = monthStart(start); month <= end; month = nextMonth(month)) keys.push(month.slice(0, 7));
  return keys;
}
