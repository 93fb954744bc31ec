import { once } from '@mall/shared';

/** Month and year filters of the sales statement (SPEC §2). Values are strings: '' means "all". */
export interface Period {
  month: string;
  year: string;
}

export const MONTH_NAMES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;

/** A year (by default the current one in São Paulo) and the 4 before it, newest first. */
export function yearOptions(current: number = currentYearMonth().year): number[] {
  return Array.from({ length: 5 }, (_, i) => current - i);
}

/** Made on first use and kept: a formatter with a time zone is costly to make (tens of ms on a phone). */
const yearMonthFormat = once(
  () => new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: 'numeric' }),
);

export function currentYearMonth(now: Date = new Date()): { year: number; month: number } {
  const parts = yearMonthFormat().formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month') };
}

/**
 * Choosing a month or a year fills the other with the current value when it is empty (SPEC §2).
 * A month needs a year (the API refuses a month alone), so clearing the year clears the month.
 */
export function changePeriod(prev: Period, change: Partial<Period>, now: Date = new Date()): Period {
  const current = currentYearMonth(now);
  const next = { ...prev, ...change };
  if (change.month !== undefined && change.month !== '' && next.year === '') next.year = String(current.year);
  if (change.year !== undefined && change.year !== '' && next.month === '') next.month = String(current.month);
  if (change.year === '') next.month = '';
  return next;
}
