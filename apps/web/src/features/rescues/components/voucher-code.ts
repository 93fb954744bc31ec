import { normalizeVoucherCode, VOUCHER_PATTERN } from '@mall/shared';

/** The voucher page's address: what its QR code holds and what the concierge's lookup reads back. */
export function voucherUrl(code: string): string {
  return `${window.location.origin}/cliente/voucher?code=${encodeURIComponent(code)}`;
}

/**
 * What the concierge typed or scanned: a bare code (case, spaces and hyphens do not count), or
 * the voucher link a QR scanner types out (…/cliente/voucher?code=XXXX). Returns the code as
 * issued, or null when it is not one.
 */
export function extractVoucherCode(input: string): string | null {
  const raw = input.trim();
  const fromUrl = /[?&]code=([^&#\s]+)/i.exec(raw)?.[1];
  let text = fromUrl ?? raw;
  try {
    text = decodeURIComponent(text);
  } catch {
    // A stray % is not a code either way: the pattern below refuses it.
  }
  const code = normalizeVoucherCode(text);
  return VOUCHER_PATTERN.test(code) ? code : null;
}
