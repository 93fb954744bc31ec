import { type FiscalKey, parseFiscalKey } from './fiscal-key';
import { parseReceiptQr, type ReceiptQr } from './fiscal-qr';

/**
 * Which code on a receipt picture carries its access key, the same on the server (the source of
 * truth: apps/api/src/lib/receipt-decoder.ts) and in the browser (which only saves the customer the
 * wait: apps/web/src/lib/receipt-scan). Both read with zxing-wasm and these options.
 */

/** The codes Brazilian receipts print: QR (NFC-e, SAT) and CODE-128C (NF-e DANFE, SAT's key). */
export const RECEIPT_CODE_FORMATS = ['QRCode', 'Code128'] as const;
export type ReceiptCodeFormat = (typeof RECEIPT_CODE_FORMATS)[number];

/** zxing-wasm's reader options for a receipt (its `ReaderOptions`, written out). */
export const RECEIPT_READER_OPTIONS = {
  formats: [...RECEIPT_CODE_FORMATS] as ReceiptCodeFormat[],
  tryHarder: true,
  // A DANFE photographed sideways without an EXIF tag: linear codes are scanned along columns too.
  tryRotate: true,
  // Receipts print dark on light; looking for inverted codes too would be work for nothing.
  tryInvert: false,
  tryDownscale: true,
  // A page may hold a shop's own QR code beside the receipt's, and a SAT key may come in two halves.
  maxNumberOfSymbols: 8,
};

/** A code the decoder found: its format and text. */
export interface DecodedCode {
  format: string;
  text: string;
}

/** The code a picture is read as: its key when it carries a valid one, and the QR's fields. */
export interface ReceiptCodeChoice {
  format: ReceiptCodeFormat;
  /** The code's text as read (two CODE-128 halves of a key come joined). */
  text: string;
  key: FiscalKey | null;
  /** The receipt QR read into its fields; null for a barcode or a QR code that is not a receipt's. */
  qr: ReceiptQr | null;
}

const isReceiptFormat = (format: string): format is ReceiptCodeFormat =>
  (RECEIPT_CODE_FORMATS as readonly string[]).includes(format);

function choiceOf(code: DecodedCode & { format: ReceiptCodeFormat }): ReceiptCodeChoice {
  if (code.format === 'QRCode') {
    const parsed = parseReceiptQr(code.text);
    return parsed.ok
      ? { format: 'QRCode', text: code.text, key: parsed.qr.key, qr: parsed.qr }
      : { format: 'QRCode', text: code.text, key: null, qr: null };
  }
  const parsed = parseFiscalKey(code.text);
  return { format: 'Code128', text: code.text, key: parsed.ok ? parsed.key : null, qr: null };
}

/**
 * The code to answer with, of the valid codes read: one carrying a valid access key (a receipt's QR
 * code, a CODE-128 of the key, or the two CODE-128C halves of 22 digits a CF-e SAT may print, tried
 * in both orders: the check digit decides), else the first code read, so the reader can tell a
 * picture of some other code from one without any; null with none.
 */
export function chooseReceiptCode(codes: readonly DecodedCode[]): ReceiptCodeChoice | null {
  const read = codes.filter((c): c is DecodedCode & { format: ReceiptCodeFormat } =>
    Boolean(c.text && isReceiptFormat(c.format)),
  );
  const choices = read.map(choiceOf);
  const withKey = choices.find((c) => c.key);
  if (withKey) return withKey;
  const halves = read.filter((c) => c.format === 'Code128' && /^\d{22}$/.test(c.text));
  for (const first of halves) {
    for (const second of halves) {
      if (first === second) continue;
      const parsed = parseFiscalKey(first.text + second.text);
      if (parsed.ok) return { format: 'Code128', text: parsed.key.key, key: parsed.key, qr: null };
    }
  }
  return choices[0] ?? null;
}
