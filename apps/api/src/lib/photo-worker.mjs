// The work of a receipt photo that holds tens of megabytes of pixels, done in the threads of the
// photo pool (photo-pool.ts) instead of the API's event loop: cleaning a photo before it is stored
// and reading the codes on it. Plain JavaScript on purpose: a worker thread loads its file with
// Node's own loader, which reads no TypeScript on Node 20, and this file then runs unchanged in the
// tests, in `npm run dev` and beside dist/server.js (build.mjs copies it there).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

// One libvips thread per worker (the pool has a worker per core) and no cache of earlier photos:
// the pool's size is then what bounds the CPU and the memory.
sharp.concurrency(1);
sharp.cache(false);

/** The same decompression-bomb limit as everywhere a photo is opened. */
const MAX_INPUT_PIXELS = 40_000_000;
const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * zxing-wasm, left to itself, fetches its .wasm from a CDN (jsDelivr), in Node too: the binary is
 * read from the installed package instead and handed over whole.
 */
const wasmPath = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
const wasmBytes = readFileSync(wasmPath);
prepareZXingModule({
  overrides: {
    wasmBinary: wasmBytes.buffer.slice(wasmBytes.byteOffset, wasmBytes.byteOffset + wasmBytes.byteLength),
    locateFile: () => wasmPath,
  },
});

const open = (image) => sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });

/**
 * A photo to store: upright, its metadata (EXIF, GPS) dropped, re-encoded in its own format, its
 * long side at most `maxSide` (decoded and shrunk a band of rows at a time, so a large photo never
 * lies whole in memory). Answers `{ body }`, or `{ unreadable: reason }` for bytes that are no
 * readable image.
 *
 * A JPEG is written in one pass, with the standard Huffman tables: optimised tables need the whole
 * photo's coefficients kept for a second pass, tens of megabytes in many blocks that the allocator
 * keeps after each photo, and three to five times the time. The file is some 12% larger on a phone
 * photo (docs/decisions/2026-12-07-photo-memory.md).
 * @param {{ image: Uint8Array, mime: string, maxSide: number }} task
 */
export async function clean({ image, mime, maxSide }) {
  try {
    const photo = open(image)
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    let body;
    if (mime === 'image/png') body = await photo.png({ compressionLevel: 9 }).toBuffer();
    else if (mime === 'image/webp') body = await photo.webp({ quality: 85 }).toBuffer();
    else body = await photo.jpeg({ quality: 85, optimiseCoding: false }).toBuffer();
    return { body };
  } catch (err) {
    return { unreadable: String(err?.message ?? err) };
  }
}

/**
 * The codes on a photo scaled so its long side is `longSide` (never enlarged): `{ photoLongSide,
 * longSide, codes }`, `longSide` the one read on; or `{ unreadable: reason }`. The pixels go to
 * zxing-wasm as RGBA (libvips' greyscale conversion costs more than the whole resize), transparency
 * flattened onto white, as the code would be printed.
 * @param {{ image: Uint8Array, longSide: number, options: object }} task
 */
export async function read({ image, longSide, options }) {
  let pixels;
  let photoLongSide;
  try {
    const source = open(image);
    const meta = await source.metadata();
    if (!READABLE_FORMATS.has(meta.format)) return { unreadable: `not a photo format: ${meta.format}` };
    photoLongSide = Math.max(meta.width, meta.height);
    const { data, info } = await source
      .rotate()
      .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .ensureAlpha()
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    pixels = {
      data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
      colorSpace: 'srgb',
    };
  } catch (err) {
    // The metadata reads only the header: a truncated or corrupt body fails on its pixels.
    return { unreadable: String(err?.message ?? err) };
  }
  const found = await readBarcodes(pixels, options);
  return {
    photoLongSide,
    longSide: Math.max(pixels.width, pixels.height),
    codes: found.filter((r) => r.isValid).map((r) => ({ format: r.format, text: r.text })),
  };
}
