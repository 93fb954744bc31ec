import {
  type FiscalKey,
  NOT_A_RECEIPT_QR,
  parseFiscalKey,
  parseReceiptQr,
  type ReceiptQr,
  type ReceiptReading,
} from '@mall/shared';

/**
 * What the codes found on a receipt picture say, without the decoder: kept apart from it so the
 * pages can import these types and rules without loading zxing-wasm. The server reads photos the
 * same way (apps/api/src/lib/receipt-decoder.ts); the browser's reading only saves the customer
 * the wait, the server's stays the source of truth.
 */

/** The codes Brazilian receipts print: QR (NFC-e, SAT) and CODE-128C (NF-e DANFE, SAT's key). */
export const RECEIPT_CODE_FORMATS = ['QRCode', 'Code128'] as const;
export type ReceiptCodeFormat = (typeof RECEIPT_CODE_FORMATS)[number];

/** A code the decoder found: its format and text. */
export interface DecodedCode {
  format: string;
  text: string;
}

export type ReceiptCodeResult =
  /** A code carrying a valid access key; `qr` when it was a receipt's QR code. */
  | { status: 'found'; format: ReceiptCodeFormat; key: FiscalKey; qr: ReceiptQr | null }
  /** Codes, but none carrying an access key (a shop's own QR code, a product's barcode). */
  | { status: 'other'; format: ReceiptCodeFormat; message: string }
  | { status: 'none' };

export const NOT_A_RECEIPT_BARCODE = 'Este código de barras não é a chave de acesso da nota';

const isReceiptFormat = (format: string): format is ReceiptCodeFormat =>
  (RECEIPT_CODE_FORMATS as readonly string[]).includes(format);

/**
 * The code to answer with: one carrying a valid access key (a receipt's QR code, a CODE-128 of the
 * key, or the two CODE-128 halves a CF-e SAT may print), else the first code read, so the camera
 * can say "this is not the receipt's code" rather than nothing.
 */
export function receiptCodeOf(codes: readonly DecodedCode[]): ReceiptCodeResult {
  const read = codes.filter((c): c is DecodedCode & { format: ReceiptCodeFormat } =>
    Boolean(c.text && isReceiptFormat(c.format)),
  );
  for (const code of read) {
    if (code.format === 'QRCode') {
      const parsed = parseReceiptQr(code.text);
      if (parsed.ok) return { status: 'found', format: 'QRCode', key: parsed.qr.key, qr: parsed.qr };
    } else {
      const parsed = parseFiscalKey(code.text);
      if (parsed.ok) return { status: 'found', format: 'Code128', key: parsed.key, qr: null };
    }
  }
  const joined = joinedHalves(read);
  if (joined) return { status: 'found', format: 'Code128', key: joined, qr: null };
  const first = read[0];
  if (!first) return { status: 'none' };
  return {
    status: 'other',
    format: first.format,
    message: first.format === 'QRCode' ? NOT_A_RECEIPT_QR : NOT_A_RECEIPT_BARCODE,
  };
}

/** A CF-e SAT's key in two CODE-128C barcodes of 22 digits: tried in both orders, the check digit decides. */
function joinedHalves(read: readonly DecodedCode[]): FiscalKey | null {
  const halves = read.filter((c) => c.format === 'Code128' && /^\d{22}$/.test(c.text));
  for (const first of halves) {
    for (const second of halves) {
      if (first === second) continue;
      const parsed = parseFiscalKey(first.text + second.text);
      if (parsed.ok) return parsed.key;
    }
  }
  return null;
}

/** A key found, in the shape the server answers its own reading of an uploaded photo. */
export function toReceiptReading(result: ReceiptCodeResult): ReceiptReading {
  if (result.status !== 'found') return { status: 'none', fiscalKey: null, buyerDocument: null, totalCents: null };
  return {
    status: 'found',
    fiscalKey: result.key.key,
    buyerDocument: result.qr?.buyerDocument ?? null,
    totalCents: result.qr?.totalCents ?? null,
  };
}
