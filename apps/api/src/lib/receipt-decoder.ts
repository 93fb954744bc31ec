import { chooseReceiptCode, RECEIPT_READER_OPTIONS, type ReceiptCodeChoice } from '@mall/shared';
import { AppError } from './errors';
import { readPhotoCodes } from './photo-pool';

/**
 * Reads the fiscal code on a photo of a receipt, on the server, as the source of truth: the QR code
 * of an NFC-e or a CF-e SAT (a URL or pipes holding the 44-character access key) or the CODE-128C
 * barcode of an NF-e DANFE (the key's 44 digits). zxing-cpp compiled to WebAssembly does the
 * reading; sharp decodes the photo (JPEG, PNG or WEBP), applies its EXIF orientation and scales it.
 * Both run in the photo pool's threads (photo-pool.ts), never on the event loop.
 *
 * A phone photo has up to 12 megapixels, far more than a printed QR code needs, so the photo is read
 * first scaled down (a JPEG shrinks while it decodes, so that pass costs a fraction of the full
 * size) and, only when that finds no receipt code, again at full size, where the thin bars of a
 * CODE-128 photographed with the whole DANFE page still resolve.
 */

export type ReceiptDecode =
  /** The code chosen (`chooseReceiptCode`: its format, text, key and QR fields) and where it was read. */
  | (ReceiptCodeChoice & {
      found: true;
      /** The long side, in pixels, of the scaled photo the code was read on. */
      longSide: number;
      /** Milliseconds (wall clock) the decoding took, the photo's decompression included. */
      ms: number;
    })
  | { found: false; ms: number };

export interface DecodeOptions {
  /**
   * The long sides, in pixels, of the passes, smallest first. A pass runs only when the ones before
   * it found no code carrying a key. Default {@link DEFAULT_PASSES}.
   */
  passes?: readonly number[];
}

/**
 * Measured with `npm run bench:receipts` on 12-megapixel photos (bench/receipt-decode.mjs). At 1600 px
 * a receipt's QR code has 2-4 px per module and reads (about 70 ms); the full size (capped at
 * 4096 px) then reads a DANFE's CODE-128, which needs some 3 px per bar, and smaller QR codes (about
 * 250 ms more). A middle pass (2000-3000 px) cost more than it saved: such a barcode read there only
 * sometimes.
 */
export const DEFAULT_PASSES: readonly number[] = [1600, 4096];

export const UNREADABLE_RECEIPT_IMAGE = 'Não foi possível ler a imagem do comprovante';

/** The bytes are not a photo this decoder reads: corrupt, truncated, not JPEG/PNG/WEBP, too large. */
export class UnreadableReceiptImageError extends AppError {
  constructor(cause?: unknown) {
    super('BAD_REQUEST', UNREADABLE_RECEIPT_IMAGE);
    this.name = 'UnreadableReceiptImageError';
    this.cause = cause;
  }
}

/**
 * Finds the receipt code on a photo. Answers `found: false` when there is none; throws
 * {@link UnreadableReceiptImageError} only when the bytes are not a readable image (a PDF receipt
 * included: it has no pixels to read). Each pass is a task of the photo pool: the photo waits in
 * its queue while every thread is busy.
 */
export async function decodeReceiptImage(image: Buffer, opts: DecodeOptions = {}): Promise<ReceiptDecode> {
  const started = performance.now();
  let photoLongSide = Number.POSITIVE_INFINITY;
  let fallback: (ReceiptCodeChoice & { longSide: number }) | null = null;
  let done = 0;
  for (const pass of opts.passes ?? DEFAULT_PASSES) {
    // A photo no larger than a pass already made: the same pixels again.
    if (Math.min(pass, photoLongSide) <= done) continue;
    const read = await readPhotoCodes(image, pass, RECEIPT_READER_OPTIONS);
    if ('unreadable' in read) throw new UnreadableReceiptImageError(new Error(read.unreadable));
    photoLongSide = read.photoLongSide;
    done = read.longSide;
    const best = chooseReceiptCode(read.codes);
    if (best?.key) return { found: true, ...best, longSide: read.longSide, ms: elapsed(started) };
    fallback ??= best && { ...best, longSide: read.longSide };
  }
  return fallback ? { found: true, ...fallback, ms: elapsed(started) } : { found: false, ms: elapsed(started) };
}

const elapsed = (since: number) => Math.round(performance.now() - since);
