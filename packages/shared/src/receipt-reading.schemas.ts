import { z } from 'zod';

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
});
export type ReceiptReading = z.infer<typeof receiptReadingSchema>;
