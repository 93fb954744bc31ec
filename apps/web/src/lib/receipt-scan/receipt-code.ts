import {
  chooseReceiptCode,
  type DecodedCode,
  type FiscalKey,
  NOT_A_RECEIPT_QR,
  type ReceiptCodeFormat,
  type ReceiptQr,
  type ReceiptReading,
  receiptReadingOf,
} from '@mall/shared';

/**
 * What the codes found on a receipt picture say, without the decoder: kept apart from it so the
 * pages can import these types and rules without loading zxing-wasm. Which code carries the key is
 * decided as the server decides it (`chooseReceiptCode` in packages/shared); the browser's reading
 * only saves the customer the wait, the server's stays the source of truth.
 */

export type { ReceiptCodeFormat } from '@mall/shared';

export type ReceiptCodeResult =
  /** A code carrying a valid access key; `qr` when it was a receipt's QR code. */
  | { status: 'found'; format: ReceiptCodeFormat; key: FiscalKey; qr: ReceiptQr | null }
  /** Codes, but none carrying an access key (a shop's own QR code, a product's barcode). */
  | { status: 'other'; format: ReceiptCodeFormat; message: string }
  | { status: 'none' };

export const NOT_A_RECEIPT_BARCODE = 'Este código de barras não é a chave de acesso da nota';

/**
 * The codes read, as the camera tells them: the access key found, or "this is not the receipt's
 * code" rather than nothing when only other codes were read.
 */
export function receiptCodeOf(codes: readonly DecodedCode[]): ReceiptCodeResult {
  const chosen = chooseReceiptCode(codes);
  if (!chosen) return { status: 'none' };
  if (chosen.key) return { status: 'found', format: chosen.format, key: chosen.key, qr: chosen.qr };
  return {
    status: 'other',
    format: chosen.format,
    message: chosen.format === 'QRCode' ? NOT_A_RECEIPT_QR : NOT_A_RECEIPT_BARCODE,
  };
}

/** A key found, in the shape the server answers its own reading of an uploaded photo. */
export function toReceiptReading(result: ReceiptCodeResult): ReceiptReading {
  return receiptReadingOf(result.status === 'found' ? result : null);
}
