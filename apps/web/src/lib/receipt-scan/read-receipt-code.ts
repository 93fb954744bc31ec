import { RECEIPT_READER_OPTIONS } from '@mall/shared';
import { prepareZXingModule, purgeZXingModule, type ReaderOptions, readBarcodes } from 'zxing-wasm/reader';
// The decoder's WebAssembly is a file of our own build (Vite copies it to /assets under a hashed
// name and answers its address here): left to itself, zxing-wasm would fetch it from jsDelivr.
import readerWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { type ReceiptCodeResult, receiptCodeOf } from './receipt-code';

export { receiptCodeOf, toReceiptReading } from './receipt-code';

/**
 * Reads a receipt's QR code or CODE-128 barcode in the browser: zxing-cpp compiled to WebAssembly
 * (zxing-wasm's reader, about 1 MB, loaded only by `loadReceiptReader()` when a customer scans or
 * chooses a photo). Pictures are scaled down first: at 1600 px a receipt's QR code still has a few
 * pixels per module, and a phone's 12-megapixel photo would cost several times as long for nothing
 * (the server, which also reads every uploaded photo, makes a second pass at full size).
 */

export const READER_WASM_URL: string = readerWasmUrl;

/** The long side, in pixels, a picture is scaled down to before it is read. */
export const READ_LONG_SIDE = 1600;

const READER_OPTIONS: ReaderOptions = RECEIPT_READER_OPTIONS;

const overrides = {
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? READER_WASM_URL : prefix + path),
};
prepareZXingModule({ overrides });

/**
 * Fetches and compiles the decoder once (the camera calls it early, so the first frame does not
 * wait). A failure (offline, a Content-Security-Policy refusing WebAssembly) rejects, and the next
 * call tries again: zxing-wasm would otherwise keep the failed module, and, once it is forgotten,
 * fall back to its CDN unless our address is given again.
 */
export async function prepareReceiptReader(): Promise<void> {
  try {
    await prepareZXingModule({ overrides, fireImmediately: true });
  } catch (error) {
    purgeZXingModule();
    prepareZXingModule({ overrides });
    throw error;
  }
}

export type ReceiptCodeSource = Blob | ImageData | HTMLVideoElement;

/** The receipt code on a photo, a video frame or pixels: the access key it carries, or why none. */
export async function readReceiptCode(source: ReceiptCodeSource): Promise<ReceiptCodeResult> {
  await prepareReceiptReader();
  const input = await pixelsOf(source);
  if (!input) return { status: 'none' };
  const results = await readBarcodes(input, READER_OPTIONS);
  return receiptCodeOf(results.filter((r) => r.isValid));
}

const QR_OPTIONS: ReaderOptions = { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 4 };

/**
 * The texts of the QR codes on a photo, a video frame or pixels, with the same decoder and the same
 * scaling as a receipt's: the concierge reads a customer's voucher QR code with it.
 */
export async function readQrTexts(source: ReceiptCodeSource): Promise<string[]> {
  await prepareReceiptReader();
  const input = await pixelsOf(source);
  if (!input) return [];
  const results = await readBarcodes(input, QR_OPTIONS);
  return results.filter((r) => r.isValid).map((r) => r.text);
}

/** The size a picture is drawn at: its long side at most `longSide`, never enlarged. */
export function scaledSize(width: number, height: number, longSide = READ_LONG_SIDE) {
  const scale = Math.min(1, longSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const isVideo = (source: ReceiptCodeSource): source is HTMLVideoElement =>
  typeof HTMLVideoElement !== 'undefined' && source instanceof HTMLVideoElement;

async function pixelsOf(source: ReceiptCodeSource): Promise<Blob | ImageData | null> {
  if (isVideo(source)) {
    // No frame yet (HAVE_CURRENT_DATA is 2): nothing to read.
    if (source.readyState < 2 || !source.videoWidth) return null;
    return draw(source, source.videoWidth, source.videoHeight);
  }
  if (!(source instanceof Blob)) return source;
  if (typeof createImageBitmap !== 'function') return source;
  let bitmap: ImageBitmap;
  try {
    // Whichever way up: a QR code reads in any orientation, and linear codes are tried rotated.
    bitmap = await createImageBitmap(source);
  } catch {
    // A picture the browser cannot open: the decoder's own image reader tries it as it is.
    return source;
  }
  try {
    return draw(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
/** One canvas for every frame of the camera (a new one three times a second would only add garbage). */
let surface: { canvas: HTMLCanvasElement | OffscreenCanvas; context: Context2D } | null = null;

function draw(image: CanvasImageSource, width: number, height: number): ImageData | null {
  const size = scaledSize(width, height);
  if (!surface) {
    const canvas = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1) : document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true }) as Context2D | null;
    if (!context) return null;
    surface = { canvas, context };
  }
  const { canvas, context } = surface;
  if (canvas.width !== size.width || canvas.height !== size.height) Object.assign(canvas, size);
  context.drawImage(image, 0, 0, size.width, size.height);
  return context.getImageData(0, 0, size.width, size.height);
}
