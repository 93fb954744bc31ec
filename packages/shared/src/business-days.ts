import { getHolidays } from '@brazilian-utils/brazilian-utils';
import { addDays } from './dates';

/**
 * Business days of the São Paulo city calendar (DECISIONS.md, "Statements and bills": a bill is
 * due 10 days after it is generated, moved to the next business day). Not a business day: Saturday,
 * Sunday, the national holidays and São Paulo state's (from `@brazilian-utils/brazilian-utils`,
 * Easter-based feasts included), Corpus Christi (a city holiday, Lei municipal 14.485/2007), the
 * city's anniversary (25 January), Dia da Consciência Negra (20 November, a city holiday since
 * 2004, national since 2024) and both days of Carnaval (the banks do not clear on Monday or
 * Tuesday). Dates travel as YYYY-MM-DD.
 */

/** Days from a bill's generation to its due date, before moving it to a business day. */
export const BILL_DUE_DAYS = 10;

const FIRST_YEAR = 1900;
const LAST_YEAR = 2099;

const pad = (n: number) => String(n).padStart(2, '0');
/** The library answers local midnights: read them back with the local getters. */
const isoOfLocal = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

const byYear = new Map<number, ReadonlyMap<string, string>>();

/** The holidays of São Paulo city in a year: date (YYYY-MM-DD) to name. */
export function saoPauloHolidays(year: number): ReadonlyMap<string, string> {
  if (!Number.isInteger(year) || year < FIRST_YEAR || year > LAST_YEAR) {
    throw new RangeError(`ano fora do calendário de feriados (${FIRST_YEAR}-${LAST_YEAR}): ${year}`);
  }
  const cached = byYear.get(year);
  if (cached) return cached;
  const days = new Map<string, string>();
  for (const h of getHolidays({ year, stateCode: 'SP' })) {
    const iso = isoOfLocal(h.date);
    days.set(iso, h.name);
    if (h.name.startsWith('Carnaval')) days.set(addDays(iso, -1), 'Carnaval (segunda-feira)');
  }
  days.set(`${year}-01-25`, 'Aniversário da cidade de São Paulo');
  if (year >= 2004 && !days.has(`${year}-11-20`)) days.set(`${year}-11-20`, 'Dia da Consciência Negra');
  byYear.set(year, days);
  return days;
}

/** 0 (Sunday) to 6 (Saturday) of a calendar date. */
function weekday(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

/** Whether a date is a business day in São Paulo city. */
export function isBusinessDaySaoPaulo(isoDate: string): boolean {
  const day = weekday(isoDate);
  if (day === 0 || day === 6) return false;
  return !saoPauloHolidays(Number(isoDate.slice(0, 4))).has(isoDate);
}

/** The date itself when it is a business day in São Paulo city, otherwise the next one. */
export function nextBusinessDaySaoPaulo(isoDate: string): string {
  let day = isoDate;
  while (!isBusinessDaySaoPaulo(day)) day = addDays(day, 1);
  return day;
}

/** A bill's due date: BILL_DUE_DAYS after the day it was generated, on a business day. */
export function billDueDate(generatedOn: string): string {
  return nextBusinessDaySaoPaulo(addDays(generatedOn, BILL_DUE_DAYS));
}

/** Business days before a bill's due date that its store is reminded of it (docs/rules.md, "Reminders"). */
export const BILL_REMINDER_BUSINESS_DAYS = 3;
/** Days after its due date an unpaid bill still gets its overdue reminder (older ones are left to staff). */
export const BILL_OVERDUE_REMINDER_DAYS = 30;

/** The business day `n` business days before `isoDate` (São Paulo city calendar). */
export function businessDaysBeforeSaoPaulo(isoDate: string, n: number): string {
  let day = isoDate;
  for (let left = n; left > 0; ) {
    day = addDays(day, -1);
    if (isBusinessDaySaoPaulo(day)) left--;
  }
  return day;
}

/**
 * Which reminder an open bill is due on `today`: "due soon" from the 3rd business day before its
 * due date to the due date itself, "overdue" from the day after it for 30 days; null otherwise.
 */
export function billReminderOn(dueDate: string, today: string): 'bill_due_soon' | 'bill_overdue' | null {
  if (today > dueDate) return today <= addDays(dueDate, BILL_OVERDUE_REMINDER_DAYS) ? 'bill_overdue' : null;
  return today >= businessDaysBeforeSaoPaulo(dueDate, BILL_REMINDER_BUSINESS_DAYS) ? 'bill_due_soon' : null;
}
