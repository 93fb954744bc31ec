/**
 * The receipt reader, loaded on use: `loadReceiptReader()` brings the decoder (zxing-wasm and its
 * WebAssembly, about 1 MB) and the rules that read what it finds when a customer scans a receipt or
 * chooses its photo, or the concierge reads a voucher's QR code (`readQrTexts`), never with a page. Import only types and this function statically.
 */

export type { ReceiptCodeSource } from './read-receipt-code';
export type { ReceiptCodeFormat, ReceiptCodeResult } from './receipt-code';

export type ReceiptReader = typeof import('./read-receipt-code');

/** The decoder module; the import is made once, at the first call (the bundler keeps it apart). */
export function loadReceiptReader(): Promise<ReceiptReader> {
  return import('./read-receipt-code');
}
