/**
 * Money typed in forms travels as integer cents (never floats summed), and becomes reais with
 * two decimals only at the API edge (ARCHITECTURE.md "Money").
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

const twoDecimals = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123456 -> "1.234,56" (what a currency input shows after "R$"). */
export function formatCentsInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || Number.isNaN(cents)) return '';
  return twoDecimals.format(cents / 100);
}

/** Whatever was typed -> cents, reading the digits as a cash register does ("1.234,5" -> 12345). */
export function parseCentsInput(text: string, maxDigits = 11): number | null {
  const digits = text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, maxDigits);
  if (digits === '') return null;
  return Number(digits);
}
