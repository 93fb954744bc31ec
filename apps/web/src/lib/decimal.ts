/**
 * Decimal numbers typed the Brazilian way ("2,5", "1.234,56") or the dotted way ("2.5").
 * Returns undefined for a blank input and NaN for anything that is not a number, so a form can
 * tell "not filled" (omitted, SPEC §5) from "wrong".
 */
export function parseDecimal(input: string | null | undefined): number | undefined {
  const s = (input ?? '').trim().replace(/\s/g, '');
  if (s === '') return undefined;
  let normalised = s;
  if (s.includes(',')) {
    // Comma is the decimal separator: dots before it group thousands.
    normalised = s.replace(/\./g, '').replace(',', '.');
  }
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/** 2.5 -> "2,5" for an input's initial value; null/undefined -> "". */
export function formatDecimalInput(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return String(value).replace('.', ',');
}

/** Whole numbers typed in a text field: blank -> undefined, junk -> NaN. */
export function parseInteger(input: string | null | undefined): number | undefined {
  const s = (input ?? '').trim().replace(/\./g, '');
  if (s === '') return undefined;
  return /^-?\d+$/.test(s) ? Number(s) : Number.NaN;
}
