import { TZDate } from '@date-fns/tz';
import { DEFAULT_TIMEZONE, REDEMPTION_WINDOW_DAYS } from './constants';

/** Business dates travel as YYYY-MM-DD; deadlines are computed in the app's time zone. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

// Building an Intl.DateTimeFormat costs far more than using one: one per time zone, kept.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's calendar date in a time zone, as YYYY-MM-DD. */
export function todayIn(timeZone = DEFAULT_TIMEZONE, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The first instant (00:00) of a calendar date in a time zone. */
export function startOfDayIn(isoDate: string, timeZone = DEFAULT_TIMEZONE): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, 0, 0, 0, 0, timeZone).getTime());
}

/** The last instant (23:59:59.999) of a calendar date in a time zone. */
export function endOfDayIn(isoDate: string, timeZone = DEFAULT_TIMEZONE): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, 23, 59, 59, 999, timeZone).getTime());
}

/** Age in whole years on a given day. */
export function ageOn(birthdate: string, onDate: string): number {
  const [by, bm, bd] = birthdate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = onDate.split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

/** Redemptions and vouchers close at the end of endDate + 10 days (DECISIONS.md). */
export function redemptionDeadline(endDate: string, timeZone = DEFAULT_TIMEZONE): Date {
  return endOfDayIn(addDays(endDate, REDEMPTION_WINDOW_DAYS), timeZone);
}

/** Purchases are registered until the end of the campaign's last day. */
export function purchaseDeadline(endDate: string, timeZone = DEFAULT_TIMEZONE): Date {
  return endOfDayIn(endDate, timeZone);
}
