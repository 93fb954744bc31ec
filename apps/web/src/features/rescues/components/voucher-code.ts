import { VOUCHER_PATTERN } from '@mall/shared';

/**
 * What the concierge typed or scanned: a bare code, or the voucher link a QR scanner types
 * out (…/cliente/voucher?code=XXXX). Returns the upper-case code, or null when it is not one.
 */
export function extractVoucherCode(input: string): string | null {
  const raw = input.trim();
  const fromUrl = /[?&]code=([^&#\s]+)/i.exec(raw)?.[1];
  const code = decodeURIComponent(fromUrl ?? raw)
    .trim()
    .toUpperCase();
  return VOUCHER_PATTERN.test(code) ? code : null;
}
