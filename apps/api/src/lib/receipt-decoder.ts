import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chooseReceiptCode, RECEIPT_READER_OPTIONS, type ReceiptCodeChoice } from '@mall/shared';
import sharp, { type Sharp } from 'sharp';
import { prepareZXingModule, type ReaderOptions, readBarcodes } from 'zxing-wasm/reader';
import { AppError } from './errors';

/**
 * Reads the fiscal code on a photo of a receipt, on the server, as the source of truth: the QR code
 * of an NFC-e or a CF-e SAT (a URL or pipes holding the 44-character access key) or the CODE-128C
 * barcode of an NF-e DANFE (the key's 44 digits). zxing-cpp compiled to WebAssembly does the
 * reading; sharp decodes the photo (JPEG, PNG or WEBP), applies its EXIF orientation and scales it.
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

/** The same decompression-bomb limit as the upload's re-encoding (uploads.service.ts). */
const MAX_INPUT_PIXELS = 40_000_000;
const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp']);

export const UNREADABLE_RECEIPT_IMAGE = 'Não foi possível ler a imagem do comprovante';

/** The bytes are not a photo this decoder reads: corrupt, truncated, not JPEG/PNG/WEBP, too large. */
export class UnreadableReceiptImageError extends AppError {
  constructor(cause?: unknown) {
    super('BAD_REQUEST', UNREADABLE_RECEIPT_IMAGE);
    this.name = 'UnreadableReceiptImageError';
    this.cause = cause;
  }
}

const READER_OPTIONS: ReaderOptions = RECEIPT_READER_OPTIONS;

let wasmLoaded = false;

/**
 * zxing-wasm, left to itself, fetches its .wasm from a CDN (jsDelivr), in Node too. The reader's
 * binary is read from the installed package instead, resolved the way Node resolves the package
 * from this file (or from dist/server.js, where the package stays external), and handed over whole:
 * no URL is ever built.
 */
function loadWasm(): void {
  if (wasmLoaded) return;
  const path = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
  const bytes = readFileSync(path);
  prepareZXingModule({
    overrides: {
      wasmBinary: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
      locateFile: () => path,
    },
  });
  wasmLoaded = true;
}

/**
 * One decoding at a time per process. Each holds tens of megabytes of pixels, and zxing-wasm runs
 * on the main thread, so concurrent ones would only add memory, not speed.
 */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Finds the receipt code on a photo. Answers `found: false` when there is none; throws
 * {@link UnreadableReceiptImageError} only when the bytes are not a readable image (a PDF receipt
 * included: it has no pixels to read).
 */
export function decodeReceiptImage(image: Buffer, opts: DecodeOptions = {}): Promise<ReceiptDecode> {
  const run = queue.then(() => decode(image, opts.passes ?? DEFAULT_PASSES));
  queue = run.catch(() => undefined);
  return run;
}

async function decode(image: Buffer, passes: readonly number[]): Promise<ReceiptDecode> {
  const started = performance.now();
  loadWasm();
  const { source, longSide: photoLongSide } = await open(image);
  let fallback: (ReceiptCodeChoice & { longSide: number }) | null = null;
  let done = 0;
  for (const pass of passes) {
    const longSide = Math.min(pass, photoLongSide);
    // A photo no larger than a pass already made: the same pixels again.
    if (longSide <= done) continue;
    done = longSide;
    const read = await readBarcodes(await pixels(source.clone(), longSide), READER_OPTIONS);
    const best = chooseReceiptCode(read.filter((r) => r.isValid));
    if (best?.key) return { found: true, ...best, longSide, ms: elapsed(started) };
    fallback ??= best && { ...best, longSide };
  }
  return fallback ? { found: true, ...fallback, ms: elapsed(started) } : { found: false, ms: elapsed(started) };
}

const elapsed = (since: number) => Math.round(performance.now() - since);

async function open(image: Buffer): Promise<{ source: Sharp; longSide: number }> {
  try {
    const source = sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await source.metadata();
    if (!READABLE_FORMATS.has(meta.format)) throw new Error(`not a photo format: ${meta.format}`);
    return { source, longSide: Math.max(meta.width, meta.height) };
  } catch (cause) {
    throw new UnreadableReceiptImageError(cause);
  }
}

/**
 * The photo upright, its long side `longSide`, as the RGBA zxing-wasm takes. Not greyscale: libvips'
 * conversion costs more than the whole resize, and zxing-wasm takes the luminance from RGBA anyway.
 * Transparency is flattened onto white, as the code would be printed.
 */
async function pixels(source: Sharp, longSide: number) {
  try {
    const { data, info } = await source
      .rotate()
      .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .ensureAlpha()
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const rgba = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
    return { data: rgba, width: info.width, height: info.height, colorSpace: 'srgb' as const };
  } catch (cause) {
    // Metadata reads only the header: a truncated or corrupt body fails here.
    throw new UnreadableReceiptImageError(cause);
  }
}
