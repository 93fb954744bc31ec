import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fiscalKeyCheckDigit } from '@mall/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareZXingModule, type WriterOptions, writeBarcode } from 'zxing-wasm/writer';
import { READER_WASM_URL, readReceiptCode, scaledSize } from './read-receipt-code';

// A real decoding: pictures written by zxing-wasm's writer, read by the module the page loads, its
// WebAssembly fetched as the browser would, from our own address.

const require = createRequire(import.meta.url);
const wasmFile = (path: string) => new Uint8Array(readFileSync(require.resolve(path))).buffer;

const body = `3526111122233300018165001000001234173920461`;
const KEY = `${body}${fiscalKeyCheckDigit(body)}`;

const fetched: string[] = [];

beforeAll(() => {
  // jsdom's Blob has no arrayBuffer(), which every browser's has.
  if (!Blob.prototype.arrayBuffer) {
    Blob.prototype.arrayBuffer = function (this: Blob) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(this);
      });
    };
  }
  // The writer is only the test's: handed its binary whole.
  prepareZXingModule({ overrides: { wasmBinary: wasmFile('zxing-wasm/writer/zxing_writer.wasm') } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      fetched.push(url);
      if (url !== READER_WASM_URL) throw new TypeError(`unexpected fetch: ${url}`);
      return new Response(wasmFile('zxing-wasm/reader/zxing_reader.wasm'), {
        headers: { 'content-type': 'application/wasm' },
      });
    }),
  );
});
afterAll(() => vi.unstubAllGlobals());

async function picture(text: string, options: WriterOptions): Promise<Blob> {
  const written = await writeBarcode(text, options);
  if (written.error || !written.image) throw new Error(written.error || 'no image');
  return written.image;
}

describe('readReceiptCode (zxing-wasm, for real)', () => {
  it("reads an NFC-e's QR code, its WebAssembly fetched from our own origin, never a CDN", async () => {
    const qr = await picture(`https://www.nfce.fazenda.sp.gov.br/qrcode?p=${KEY}|2|1|1|${'A1'.repeat(20)}`, {
      format: 'QRCode',
      scale: 4,
    });
    const read = await readReceiptCode(qr);
    expect(read).toMatchObject({ status: 'found', format: 'QRCode', key: { key: KEY, label: 'NFC-e' } });
    expect(read.status === 'found' && read.qr?.version).toBe(2);
    expect(fetched).toEqual([READER_WASM_URL]);
    expect(READER_WASM_URL).toMatch(/^\/[^/]/);
    expect(READER_WASM_URL).toMatch(/zxing_reader\.wasm$/);
  });

  it("reads an NF-e DANFE's CODE-128 barcode of the key", async () => {
    const bars = await picture(KEY, { format: 'Code128', scale: 2 });
    expect(await readReceiptCode(bars)).toMatchObject({ status: 'found', format: 'Code128', key: { key: KEY } });
  });

  it('reads pixels, as a video frame or a scaled photo reaches it', async () => {
    // An NFC-e's QR code of version 3 (online): the key, the version, the environment.
    const png = await picture(`https://www.nfce.fazenda.sp.gov.br/qrcode?p=${KEY}|3|1`, { format: 'QRCode', scale: 5 });
    const { data, info } = await sharp(new Uint8Array(await png.arrayBuffer()))
      .extend({ top: 300, bottom: 300, left: 200, right: 200, background: '#f3efe6' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = { data: new Uint8ClampedArray(data), width: info.width, height: info.height } as ImageData;
    const read = await readReceiptCode(pixels);
    expect(read).toMatchObject({ status: 'found', format: 'QRCode', key: { key: KEY }, qr: { version: 3 } });
  });

  it('tells a QR code that is no receipt from a picture without any code', async () => {
    expect(await readReceiptCode(await picture('https://loja.example/promo', { format: 'QRCode', scale: 4 }))).toEqual({
      status: 'other',
      format: 'QRCode',
      message: 'Este QR code não é de um cupom fiscal',
    });
    const paper = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#f3efe6' } })
      .png()
      .toBuffer();
    expect(await readReceiptCode(new Blob([new Uint8Array(paper)], { type: 'image/png' }))).toEqual({
      status: 'none',
    });
  });
});

describe('a large photo', () => {
  it('is drawn with its long side at 1600 px before it is read', async () => {
    // A 4000 x 3000 photo as the browser opens it, and the canvas it is drawn on (jsdom has neither).
    const png = await picture(`https://www.nfce.fazenda.sp.gov.br/qrcode?p=${KEY}|3|1`, { format: 'QRCode', scale: 8 });
    const scaled = await sharp(new Uint8Array(await png.arrayBuffer()))
      .resize(1200, 1200)
      .extend({ top: 0, bottom: 0, left: 200, right: 200, background: '#ffffff' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const bitmap = { width: 4000, height: 3000, close: vi.fn() };
    const drawImage = vi.fn();
    const sizes: [number, number][] = [];
    class FakeCanvas {
      constructor(
        public width: number,
        public height: number,
      ) {}
      getContext() {
        return {
          drawImage,
          getImageData: (_x: number, _y: number, width: number, height: number) => {
            sizes.push([width, height]);
            return { data: new Uint8ClampedArray(scaled.data), width: scaled.info.width, height: scaled.info.height };
          },
        };
      }
    }
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => bitmap),
    );
    vi.stubGlobal('OffscreenCanvas', FakeCanvas);
    const read = await readReceiptCode(new Blob(['jpeg'], { type: 'image/jpeg' }));
    expect(drawImage).toHaveBeenCalledWith(bitmap, 0, 0, 1600, 1200);
    expect(sizes).toEqual([[1600, 1200]]);
    expect(bitmap.close).toHaveBeenCalled();
    expect(read).toMatchObject({ status: 'found', key: { key: KEY } });
  });
});

describe('scaledSize', () => {
  it('brings the long side down to 1600 px, keeping the proportions, and never enlarges', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(scaledSize(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(scaledSize(1280, 720)).toEqual({ width: 1280, height: 720 });
  });
});
