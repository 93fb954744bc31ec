import { z } from 'zod';
import type { FiscalKey } from './fiscal-key';
import { FISCAL_ENVIRONMENTS, type ReceiptQr } from './fiscal-qr';

/**
 * What the server read off a receipt photo (a QR code or a CODE-128 barcode): `found` with the
 * access key it carries, `none` when the photo shows no receipt code (or is a PDF), `unreadable`
 * when the image could not be decoded.
 */
export const receiptReadingSchema = z.object({
  status: z.enum(['found', 'none', 'unreadable']),
  fiscalKey: z.string().nullable(),
  /** The buyer's document and the total the receipt's QR code carries, when it does. */
  buyerDocument: z.string().nullable(),
  totalCents: z.number().int().nullable(),
  /**
   * What else the QR code carries (null when it does not; absent from readings kept before these
   * were read): its environment (tpAmb: 'homologacao' is a test receipt, of no fiscal value), the
   * day of the month of issue and, when the code has it all (CF-e SAT, NFC-e version 1), the date
   * of issue (YYYY-MM-DD).
   */
  environment: z.enum(FISCAL_ENVIRONMENTS).nullable().optional(),
  issueDay: z.number().int().nullable().optional(),
  issueDate: z.string().nullable().optional(),
});
export type ReceiptReading = z.infer<typeof receiptReadingSchema>;

/**
 * A reading from what a decoder found: the access key and, when the code was a receipt's QR code,
 * what it carries; `none` without a key. The server's reading of an upload and the browser's of
 * the camera build it here, so both answer the same shape.
 */
export function receiptReadingOf(
  found: { key: FiscalKey; qr: ReceiptQr | null } | null,
  status: 'none' | 'unreadable' = 'none',
): ReceiptReading {
  if (!found) {
    return {
      status,
      fiscalKey: null,
      buyerDocument: null,
      totalCents: null,
      environment: null,
      issueDay: null,
      issueDate: null,
    };
  }
  const { key, qr } = found;
  return {
    status: 'found',
    fiscalKey: key.key,
    buyerDocument: qr?.buyerDocument ?? null,
    totalCents: qr?.totalCents ?? null,
    environment: qr?.environment ?? null,
    issueDay: qr?.issueDay ?? null,
    issueDate: qr?.issuedAt?.slice(0, 10) ?? null,
  };
}
