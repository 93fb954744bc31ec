/** pt-BR presentation helpers. Business dates travel as YYYY-MM-DD and must not shift by time zone. */

import { once } from '@mall/shared';
import { FIRST_FORMATS } from './first-formats';

// Each formatter is built on first use: the first one loads the browser's ICU data (`once`).

const [makeCurrency, makeInteger, makeDateTime, makeInstantDate] = FIRST_FORMATS;
const currency = once(makeCurrency);
const integer = once(makeInteger);
const dateTime = once(makeDateTime);
const instantDate = once(makeInstantDate);

/** R$ 1.234,56 (Intl puts a non-breaking space after R$; kept so it never wraps). */
export function formatCurrency(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  return currency().format(value);
}

/** 1.234 */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '0';
  return integer().format(value);
}

/** "1 ponto", "2 pontos", "1.500 pontos". */
export function formatPoints(value: number | null | undefined): string {
  return `${formatNumber(value)} ${value === 1 ? 'ponto' : 'pontos'}`;
}

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY' by string, never through Date (which would apply UTC offsets). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '—' : instantDate().format(d);
}

/** ISO instant -> 'DD/MM/YYYY, HH:mm' in São Paulo time. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '—' : dateTime().format(d);
}

/** 'DD/MM/YYYY' typed in a masked field -> 'YYYY-MM-DD', or null when incomplete. */
export function parseBrDate(value: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!m) return null;
  return `${m[3]}-${m[2]}-${m[1]}`;
}

/**
 * Builds the formatters now. The first loads the browser's ICU data: called in a task of its own
 * before a page whose first render formats figures, it keeps that load out of the render's task.
 */
export function prepareFormats(): void {
  currency();
  integer();
  dateTime();
  instantDate();
}
