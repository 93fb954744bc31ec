import { once } from '@mall/shared';

/**
 * Money typed in forms travels as integer cents (never floats summed), and becomes reais with
 * two decimals only at the API edge (docs/architecture.md, "Contracts": money).
 */

/** Net value of a purchase: gross minus discount, or null while gross is missing or the discount exceeds it. */
export function netCents(
  grossCents: number | null | undefined,
  discountCents: number | null | undefined,
): number | null {
  if (grossCents === null || grossCents === undefined) return null;
  const net = grossCents - (discountCents ?? 0);
  return net < 0 ? null : net;
}

/** Cents -> reais number for a JSON body (1234 -> 12.34). */
export function centsToReaisValue(cents: number): number {
  return Math.round(cents) / 100;
}

/** Reais number from the API -> cents (12.34 -> 1234). */
export function reaisToCentsValue(reais: number): number {
  return Math.round(reais * 100);
}

const twoDecimals = once(() => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** 123456 -> "1.234,56" (what a currency input shows after "R$"). */
export function formatCentsInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || Number.isNaN(cents)) return '';
  return twoDecimals().format(cents / 100);
}

/**
 * Whatever was typed or pasted -> cents, read as Brazilian money: the comma is the decimal
 * separator and dots group thousands ("4000" -> 400000, "4.000,5" -> 400050, "R$ 1.000,00" ->
 * 100000). Without a comma, a dot followed by one or two final digits is read as the decimal
 * point ("40.5" -> 4050). Null when no digit was typed.
 */
export function parseCentsInput(text: string, maxDigits = 11): number | null {
  const clean = text.replace(/[^\d.,]/g, '');
  if (!/\d/.test(clean)) return null;
  let whole: string;
  let fraction = '';
  const comma = clean.indexOf(',');
  const dotDecimal = /^(.*)\.(\d{1,2})$/.exec(clean);
  if (comma >= 0) {
    whole = clean.slice(0, comma);
    fraction = clean.slice(comma + 1);
  } else if (dotDecimal) {
    whole = dotDecimal[1] ?? '';
    fraction = dotDecimal[2] ?? '';
  } else whole = clean;
  whole =
    whole
      .replace(/\D/g, '')
      .replace(/^0+(?=\d)/, '')
      .slice(0, maxDigits - 2) || '0';
  fraction = `${fraction.replace(/\D/g, '')}00`.slice(0, 2);
  return Number(`${whole}${fraction}`);
}

/** What a money field keeps while typed: digits, dots and one comma with at most two decimals. */
export function sanitizeMoneyTyping(text: string): string {
  const clean = text.replace(/[^\d.,]/g, '');
  const comma = clean.indexOf(',');
  if (comma < 0) return clean;
  return `${clean.slice(0, comma)},${clean
    .slice(comma + 1)
    .replace(/\D/g, '')
    .slice(0, 2)}`;
}
