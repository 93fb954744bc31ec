import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type FiscalKey, parseFiscalKey, parseReceiptQr, type ReceiptQr } from '@mall/shared';
import sharp, { type Sharp } from 'sharp';
import { prepareZXingModule, type ReaderOptions, type ReadResult, readBarcodes } from 'zxing-wasm/reader';
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

/** The codes Brazilian receipts print: QR (NFC-e, SAT) and CODE-128C (NF-e DANFE, SAT's key). */
export const RECEIPT_CODE_FORMATS = ['QRCode', 'Code128'] as const;
export type ReceiptCodeFormat = (typeof RECEIPT_CODE_FORMATS)[number];

export type ReceiptDecode =
  | {
      found: true;
      format: ReceiptCodeFormat;
      /** The code's text as read (two CODE-128 halves of a key come joined). */
      text: string;
      /** The access key the code carries; null when it carries no valid one (a shop's own QR code). */
      key: FiscalKey | null;
      /** The receipt QR read into its fields; null for a barcode or a QR code that is not a receipt's. */
      qr: ReceiptQr | null;
      /** The long side, in pixels, of the scaled photo the code was read on. */
      longSide: number;
      /** Milliseconds (wall clock) the decoding took, the photo's decompression included. */
      ms: number;
    }
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

const READER_OPTIONS: ReaderOptions = {
  formats: [...RECEIPT_CODE_FORMATS],
  tryHarder: true,
  // A DANFE photographed sideways without an EXIF tag: linear codes are scanned along columns too.
  tryRotate: true,
  // Receipts print dark on light; looking for inverted codes too would be work for nothing.
  tryInvert: false,
  tryDownscale: true,
  // A page may hold a shop's own QR code beside the receipt's, and a SAT key may come in two halves.
  maxNumberOfSymbols: 8,
};

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

interface Candidate {
  format: ReceiptCodeFormat;
  text: string;
  key: FiscalKey | null;
  qr: ReceiptQr | null;
}

async function decode(image: Buffer, passes: readonly number[]): Promise<ReceiptDecode> {
  const started = performance.now();
  loadWasm();
  const { source, longSide: photoLongSide } = await open(image);
  let fallback: (Candidate & { longSide: number }) | null = null;
  let done = 0;
  for (const pass of passes) {
    const longSide = Math.min(pass, photoLongSide);
    // A photo no larger than a pass already made: the same pixels again.
    if (longSide <= done) continue;
    done = longSide;
    const best = pick(await readBarcodes(await pixels(source.clone(), longSide), READER_OPTIONS));
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

/**
 * The code to answer with: one carrying a valid access key (a receipt's QR code, a CODE-128 of the
 * key, or the two CODE-128 halves of one), else the first code read, so the caller can tell a photo
 * of some other code from a photo without any.
 */
function pick(results: ReadResult[]): Candidate | null {
  const read = results.filter((r) => r.isValid && r.text);
  const candidates = read.map(candidate);
  return candidates.find((c) => c.key) ?? joinedHalves(read) ?? candidates[0] ?? null;
}

function candidate(result: ReadResult): Candidate {
  const text = result.text;
  if (result.format === 'QRCode') {
    const parsed = parseReceiptQr(text);
    return parsed.ok
      ? { format: 'QRCode', text, key: parsed.qr.key, qr: parsed.qr }
      : { format: 'QRCode', text, key: null, qr: null };
  }
  const parsed = parseFiscalKey(text);
  return { format: 'Code128', text, key: parsed.ok ? parsed.key : null, qr: null };
}

/**
 * A CF-e SAT receipt, 80 mm wide, may print its key as two CODE-128C barcodes of 22 digits, one
 * above the other. Tried in both orders (a sideways photo puts them side by side); the check digit
 * tells the right one.
 */
function joinedHalves(read: ReadResult[]): Candidate | null {
  const halves = read.filter((r) => r.format === 'Code128' && /^\d{22}$/.test(r.text));
  for (const first of halves) {
    for (const second of halves) {
      if (first === second) continue;
      const parsed = parseFiscalKey(first.text + second.text);
      if (parsed.ok) return { format: 'Code128', text: parsed.key.key, key: parsed.key, qr: null };
    }
  }
  return null;
}
