import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';

// A small phone-like photo of a receipt with a QR code on it, for the upload's tests (the decoder's
// own tests, test/receipt-decoder.test.ts, try 12-megapixel photos, angles and blur).

let prepared = false;

/** A JPEG of paper on a table with `text` as a QR code, `seed` making each photo's bytes its own. */
export async function receiptPhotoWithQr(text: string, seed = 1): Promise<Buffer> {
  if (!prepared) {
    const wasm = createRequire(import.meta.url).resolve('zxing-wasm/writer/zxing_writer.wasm');
    prepareZXingModule({ overrides: { wasmBinary: new Uint8Array(readFileSync(wasm)).buffer } });
    prepared = true;
  }
  const written = await writeBarcode(text, { format: 'QRCode', scale: 6 });
  if (written.error || !written.image) throw new Error(written.error || 'no QR image');
  const qr = Buffer.from(await written.image.arrayBuffer());
  const paper = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600"><rect width="100%" height="100%" fill="#5b4a3b"/><rect x="150" y="80" width="900" height="1440" fill="#f3efe6"/><rect x="220" y="${140 + (seed % 50)}" width="600" height="24" fill="#555"/></svg>`;
  return sharp(Buffer.from(paper))
    .composite([{ input: qr, left: 330, top: 700 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}
