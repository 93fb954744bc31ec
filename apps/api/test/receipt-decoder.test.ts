import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fiscalKeyCheckDigit } from '@mall/shared';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';
import { AppError } from '../src/lib/errors';
import {
  decodeReceiptImage,
  type ReceiptDecode,
  UNREADABLE_RECEIPT_IMAGE,
  UnreadableReceiptImageError,
} from '../src/lib/receipt-decoder';

// Every photo is made here: a receipt drawn with sharp, its code written by zxing-wasm's own writer
// (its .wasm read from node_modules too), at a phone camera's 12 megapixels.

const WIDTH = 3024;
const HEIGHT = 4032;
const PAPER = { left: 420, top: 160, width: 2180, height: 3720 };
const TABLE = '#5b4a3b';
const CNPJ = '11222333000181';

/** A valid access key: SP, June 2024, the given model, its check digit computed. */
function accessKey(model: '55' | '65', number: number): string {
  const body = `352406${CNPJ}${model}001${String(number).padStart(9, '0')}1${String(10_000_000 + number)}`;
  return body + fiscalKeyCheckDigit(body);
}

function satKey(): string {
  const body = `352406${CNPJ}59900001234000123654321`;
  return body + fiscalKeyCheckDigit(body);
}

const nfceQrText = (key: string) =>
  `https://www.nfce.fazenda.sp.gov.br/qrcode?p=${key}|2|1|1|3f7a9c1e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a`;

interface Code {
  input: Buffer;
  width: number;
  height: number;
}

/** A code as a printer draws it: whole pixels per module (resampling would make bars uneven), quiet zone. */
async function drawCode(text: string, format: 'QRCode' | 'Code128', module: number, barHeight?: number) {
  const written = await writeBarcode(text, { format, scale: 1 });
  if (written.error) throw new Error(written.error);
  const { data, width, height } = written.symbol;
  const outWidth = width * module;
  const outHeight = barHeight ?? height * module;
  const pixels = Buffer.alloc(outWidth * outHeight);
  for (let y = 0; y < outHeight; y++) {
    const row = Math.min(height - 1, Math.floor((y * height) / outHeight)) * width;
    for (let x = 0; x < outWidth; x++) pixels[y * outWidth + x] = data[row + Math.floor(x / module)]!;
  }
  const quiet = (format === 'QRCode' ? 4 : 10) * module;
  const { data: input, info } = await sharp(pixels, { raw: { width: outWidth, height: outHeight, channels: 1 } })
    .extend({ top: quiet, bottom: quiet, left: quiet, right: quiet, background: '#ffffff' })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input, width: info.width, height: info.height } satisfies Code;
}

/** Paper on a table, with lines of grey "words" where a receipt's text would be. */
function receiptSvg(width: number, height: number, paper: typeof PAPER): string {
  const parts: string[] = [];
  let seed = 7;
  const next = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (let y = paper.top + 90; y < paper.top + paper.height - 80; y += 52) {
    let x = paper.left + 70;
    const end = paper.left + paper.width - 70;
    while (x < end) {
      const w = Math.min(end - x, Math.round(30 + next() * 210));
      parts.push(`<rect x="${x}" y="${y}" width="${w}" height="26" fill="${next() < 0.5 ? '#4a4a4a' : '#777777'}"/>`);
      x += w + Math.round(14 + next() * 26);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${TABLE}"/><rect x="${paper.left}" y="${paper.top}" width="${paper.width}" height="${paper.height}" fill="#f3efe6"/>${parts.join('')}</svg>`;
}

type Raw = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };
const fromRaw = (raw: Raw) => sharp(raw.data, { raw: raw.info });
const toRaw = (image: Sharp) => image.raw().toBuffer({ resolveWithObject: true }) as Promise<Raw>;

let base: Raw;
let fetchSpy: MockInstance<typeof fetch>;

beforeAll(async () => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
  const wasm = createRequire(import.meta.url).resolve('zxing-wasm/writer/zxing_writer.wasm');
  prepareZXingModule({ overrides: { wasmBinary: new Uint8Array(readFileSync(wasm)).buffer } });
  base = await toRaw(sharp(Buffer.from(receiptSvg(WIDTH, HEIGHT, PAPER))).removeAlpha());
});

afterAll(() => fetchSpy.mockRestore());

interface Shot {
  /** Degrees the receipt is turned in the frame. */
  angle?: number;
  blur?: number;
  /** Stored sideways with EXIF orientation 6, as phones do. */
  exif?: boolean;
  format?: 'jpeg' | 'webp';
  quality?: number;
}

/** A 12-megapixel photo of the receipt with `codes` printed on it. */
async function photo(codes: OverlayOptions[], shot: Shot = {}): Promise<Buffer> {
  let raw = await toRaw(fromRaw(base).composite(codes));
  if (shot.angle) {
    raw = await toRaw(fromRaw(raw).rotate(shot.angle, { background: TABLE }).resize(WIDTH, HEIGHT, { fit: 'cover' }));
  }
  let image = fromRaw(raw);
  if (shot.blur) image = image.blur(shot.blur);
  if (shot.exif)
    image = fromRaw(await toRaw(image))
      .rotate(270)
      .withMetadata({ orientation: 6 });
  return shot.format === 'webp'
    ? image.webp({ quality: shot.quality ?? 85 }).toBuffer()
    : image.jpeg({ quality: shot.quality ?? 85 }).toBuffer();
}

/** The code's layer on the paper, `x` and `y` its centre as fractions of the paper. */
const at = (code: Code, x: number, y: number): OverlayOptions => ({
  input: code.input,
  left: Math.round(PAPER.left + x * PAPER.width - code.width / 2),
  top: Math.round(PAPER.top + y * PAPER.height - code.height / 2),
});

function expectKey(result: ReceiptDecode, key: string) {
  expect(result.found).toBe(true);
  if (!result.found) return;
  expect(result.key?.key).toBe(key);
}

describe('NFC-e QR code on a 12-megapixel phone photo', () => {
  const key = accessKey('65', 4242);
  let qr: Code;
  beforeAll(async () => {
    qr = await drawCode(nfceQrText(key), 'QRCode', 12);
  });

  it('reads an upright photo in the first, scaled-down pass', async () => {
    const result = await decodeReceiptImage(await photo([at(qr, 0.5, 0.8)]));
    expectKey(result, key);
    expect(result).toMatchObject({ found: true, format: 'QRCode', longSide: 1600, text: nfceQrText(key) });
    if (result.found) {
      expect(result.qr).toMatchObject({ version: 2, environment: 'producao', offline: false });
      expect(result.key).toMatchObject({ model: '65', label: 'NFC-e', uf: 'SP', number: 4242 });
    }
    expect(result.ms).toBeGreaterThan(0);
  });

  it('reads a photo stored sideways with EXIF orientation 6', async () => {
    expectKey(await decodeReceiptImage(await photo([at(qr, 0.3, 0.6)], { exif: true })), key);
  });

  it('reads a receipt turned a few degrees in the frame, and turned and sideways', async () => {
    expectKey(await decodeReceiptImage(await photo([at(qr, 0.6, 0.75)], { angle: 7 })), key);
    expectKey(await decodeReceiptImage(await photo([at(qr, 0.5, 0.5)], { angle: -4, exif: true })), key);
  });

  it('reads a QR code only 15% of the photo wide', async () => {
    const symbolModules = qr.width / 12;
    const small = await drawCode(nfceQrText(key), 'QRCode', Math.round((0.15 * WIDTH) / symbolModules));
    expect(small.width / WIDTH).toBeGreaterThan(0.13);
    expect(small.width / WIDTH).toBeLessThan(0.17);
    expectKey(await decodeReceiptImage(await photo([at(small, 0.75, 0.85)])), key);
  });

  it('reads a slightly blurred photo (sigma 2)', async () => {
    expectKey(await decodeReceiptImage(await photo([at(qr, 0.5, 0.8)], { blur: 2 })), key);
  });

  it('reads a JPEG of quality 70', async () => {
    expectKey(await decodeReceiptImage(await photo([at(qr, 0.4, 0.7)], { quality: 70, blur: 1 })), key);
  });

  it('reads a WEBP', async () => {
    expectKey(await decodeReceiptImage(await photo([at(qr, 0.5, 0.8)], { format: 'webp', quality: 80 })), key);
  });

  it('reads a small photo (a messaging app resized it) in one pass at its own size', async () => {
    const small = await sharp(await photo([at(qr, 0.5, 0.8)]))
      .resize(960, 1280)
      .jpeg({ quality: 75 })
      .toBuffer();
    const result = await decodeReceiptImage(small);
    expectKey(result, key);
    expect(result).toMatchObject({ longSide: 1280 });
  });
});

describe('barcodes', () => {
  it('reads the CODE-128 of an NF-e key on a DANFE photographed whole', async () => {
    const key = accessKey('55', 777);
    const bar = await drawCode(key, 'Code128', 4, 180);
    const result = await decodeReceiptImage(await photo([at(bar, 0.55, 0.08)], { angle: 2, blur: 1, quality: 80 }));
    expectKey(result, key);
    expect(result).toMatchObject({ format: 'Code128', text: key, qr: null });
    if (result.found) expect(result.key).toMatchObject({ model: '55', label: 'NF-e' });
  });

  it('joins a SAT key printed as two CODE-128 barcodes of 22 digits', async () => {
    const key = satKey();
    const first = await drawCode(key.slice(0, 22), 'Code128', 3, 120);
    const second = await drawCode(key.slice(22), 'Code128', 3, 120);
    const result = await decodeReceiptImage(await photo([at(first, 0.5, 0.7), at(second, 0.5, 0.78)]));
    expectKey(result, key);
    expect(result).toMatchObject({ format: 'Code128', text: key });
    if (result.found) expect(result.key).toMatchObject({ model: '59', label: 'CF-e SAT' });
  });
});

describe('choosing the code', () => {
  it("prefers the receipt's QR code to a shop's own", async () => {
    const key = accessKey('65', 99);
    const promo = await drawCode('https://loja.example.com.br/cupom?c=VERAO', 'QRCode', 10);
    const receipt = await drawCode(nfceQrText(key), 'QRCode', 10);
    const result = await decodeReceiptImage(await photo([at(promo, 0.3, 0.3), at(receipt, 0.6, 0.75)]));
    expectKey(result, key);
    expect(result).toMatchObject({ format: 'QRCode', longSide: 1600 });
  });

  it("answers a code that is not a receipt's, without a key", async () => {
    const promo = await drawCode('https://loja.example.com.br/cupom?c=VERAO', 'QRCode', 10);
    const result = await decodeReceiptImage(await photo([at(promo, 0.5, 0.5)]));
    expect(result).toMatchObject({ found: true, format: 'QRCode', key: null, qr: null });
    if (result.found) expect(result.text).toBe('https://loja.example.com.br/cupom?c=VERAO');
  });

  it('answers found: false for a photo without any code', async () => {
    const result = await decodeReceiptImage(await photo([], { blur: 1 }));
    expect(result).toEqual({ found: false, ms: expect.any(Number) });
  });
});

describe('unreadable input', () => {
  const truncatedJpeg = async () => {
    const jpeg = await sharp(Buffer.from(receiptSvg(600, 800, { left: 50, top: 50, width: 500, height: 700 })))
      .jpeg()
      .toBuffer();
    return jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
  };
  const cases: [string, () => Buffer | Promise<Buffer>][] = [
    ['random bytes', () => Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251))],
    ['an empty buffer', () => Buffer.alloc(0)],
    ['a truncated JPEG', truncatedJpeg],
    ['a PDF', () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
          .gif()
          .toBuffer(),
    ],
  ];

  it.each(cases)('refuses %s with the typed error', async (_name, make) => {
    const error = await decodeReceiptImage(await make()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreadableReceiptImageError);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'BAD_REQUEST', statusCode: 400, message: UNREADABLE_RECEIPT_IMAGE });
  });

  it('refuses a decompression bomb (over 40 megapixels) without decoding it', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#f3efe6' } })
      .jpeg({ quality: 50 })
      .toBuffer();
    await expect(decodeReceiptImage(bomb)).rejects.toBeInstanceOf(UnreadableReceiptImageError);
  });

  it('keeps decoding after a refusal', async () => {
    await expect(decodeReceiptImage(Buffer.from('not an image'))).rejects.toThrow(UNREADABLE_RECEIPT_IMAGE);
    const small = await sharp(Buffer.from(receiptSvg(600, 800, { left: 50, top: 50, width: 500, height: 700 })))
      .jpeg()
      .toBuffer();
    await expect(decodeReceiptImage(small)).resolves.toMatchObject({ found: false });
  });
});

describe('off the event loop', () => {
  it('decodes photos in worker threads, the event loop answering meanwhile', async () => {
    // Photos without a code: every pass runs, the full-size one too.
    const photos = await Promise.all(
      Array.from({ length: availableParallelism() + 2 }, (_, i) => photo([], { blur: 1, quality: 80 + i })),
    );
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const results = await Promise.all(photos.map((p) => decodeReceiptImage(p)));
    delay.disable();
    for (const r of results) expect(r).toEqual({ found: false, ms: expect.any(Number) });
    // A timer due every 10 ms never waited long behind the decoding: on the event loop, the
    // full-size pass alone held it for more than half of a photo's decoding time (some 250 ms of
    // 400 on a quiet machine). Measured against the decoding's own time, so a busy machine, which
    // slows both, does not change the verdict.
    const quickest = Math.min(...results.map((r) => r.ms));
    expect(delay.max / 1e6).toBeLessThan(quickest * 0.35);
  });
});

describe('WebAssembly', () => {
  // Left to itself, zxing-wasm fetches its .wasm from a CDN (jsDelivr), in Node too.
  it('was loaded from node_modules, never fetched', () => {
    const wasmFetches = fetchSpy.mock.calls.filter(([url]) => String(url).includes('.wasm'));
    expect(wasmFetches).toEqual([]);
  });
});
