// `npm run bench:receipts`: how long the server takes to find the fiscal code on a phone photo of a
// receipt (apps/api/src/lib/receipt-decoder.ts). Generates 12-megapixel photos (3024x4032 JPEG, as
// a phone takes them): NFC-e receipts with their QR code at varied sizes, places, angles, blur and
// JPEG quality, NF-e DANFEs with the key's CODE-128 barcode, and receipts without any code (the
// worst case: every pass runs). A child process then decodes them one at a time, so its peak RSS
// is the decoder's and not the generator's, and the parent prints a markdown table.
//
// The decoder is loaded from its TypeScript source through tsx: the API's bundle (dist/server.js)
// is the server's entry point and exports nothing to import it by. Both run the same sharp and the
// same zxing-wasm binary from node_modules, which is where the time goes.
//
// Knobs: BENCH_RECEIPTS (QR photos, 20), BENCH_RECEIPTS_BARCODE (5), BENCH_RECEIPTS_BLANK (5),
// BENCH_RECEIPT_PASSES (the decoder's pass sizes, e.g. "1600,3000"; default: the decoder's own),
// BENCH_RECEIPTS_KEEP=1 (keep the photos and print where).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DECODER = join(ROOT, 'apps', 'api', 'src', 'lib', 'receipt-decoder.ts');
const SHARED = join(ROOT, 'packages', 'shared', 'src', 'fiscal-key.ts');
const GOAL_P95_MS = 1500;
const GOAL_CPU_MS = 1500;
const WIDTH = 3024;
const HEIGHT = 4032;

const count = (name, fallback) => {
  const value = process.env[name] === undefined || process.env[name] === '' ? fallback : Number(process.env[name]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer`);
  return value;
};

async function main() {
  const kinds = [
    { kind: 'NFC-e QR', n: count('BENCH_RECEIPTS', 20) },
    { kind: 'NF-e CODE-128', n: count('BENCH_RECEIPTS_BARCODE', 5) },
    { kind: 'no code', n: count('BENCH_RECEIPTS_BLANK', 5) },
  ];
  const dir = mkdtempSync(join(tmpdir(), 'receipt-bench-'));
  try {
    const started = performance.now();
    const load = loadavg()[0];
    const photos = await generate(dir, kinds);
    console.log(`generated ${photos.length} photos of ${WIDTH}x${HEIGHT} in ${seconds(performance.now() - started)}`);
    writeFileSync(join(dir, 'photos.json'), JSON.stringify(photos));
    const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--decode', dir], {
      env: process.env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 16 * 1024 * 1024,
    });
    if (child.status !== 0) throw new Error(`the decoding process failed (exit ${child.status})`);
    report(kinds, JSON.parse(child.stdout), load);
  } finally {
    if (process.env.BENCH_RECEIPTS_KEEP === '1') console.log(`photos kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// The photos

/** A fixed-seed generator, so every run measures the same photos. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}
const between = (rand, low, high) => low + rand() * (high - low);

async function generate(dir, kinds) {
  const { fiscalKeyCheckDigit } = await tsImport(SHARED, import.meta.url);
  // The writer's .wasm from node_modules too (left to itself, zxing-wasm fetches it from a CDN).
  const wasm = createRequire(import.meta.url).resolve('zxing-wasm/writer/zxing_writer.wasm');
  prepareZXingModule({ overrides: { wasmBinary: readFileSync(wasm) } });

  const rand = random(20_240_611);
  const paper = { left: 420, top: 160, width: 2180, height: 3720 };
  const base = await sharp(Buffer.from(receiptSvg(paper, rand)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Camera noise, made once (it is slow at this size) and laid on every photo.
  const noise = await sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 14 } },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();

  /** A barcode as the printer draws it: `module` pixels per module, quiet zone included. */
  async function code(text, format, module, barHeight) {
    const written = await writeBarcode(text, { format, scale: 1 });
    if (written.error) throw new Error(written.error);
    const { data, width, height } = written.symbol;
    const outHeight = barHeight ?? height * module;
    // Whole pixels per module, done by hand: a resampling kernel would make bars uneven.
    const pixels = Buffer.alloc(width * module * outHeight);
    for (let y = 0; y < outHeight; y++) {
      const row = Math.min(height - 1, Math.floor((y * height) / outHeight)) * width;
      for (let x = 0; x < width * module; x++) pixels[y * width * module + x] = data[row + Math.floor(x / module)];
    }
    const quiet = (format === 'QRCode' ? 4 : 10) * module;
    return sharp(pixels, { raw: { width: width * module, height: outHeight, channels: 1 } })
      .extend({ top: quiet, bottom: quiet, left: quiet, right: quiet, background: '#ffffff' })
      .png()
      .toBuffer({ resolveWithObject: true });
  }

  const key = (model, n) => {
    const body = `3524${String((n % 12) + 1).padStart(2, '0')}12345678000195${model}001${String(100000 + n).padStart(9, '0')}1${String(31_415_926 + n)}`;
    return body + fiscalKeyCheckDigit(body);
  };

  const photos = [];
  let n = 0;
  for (const { kind, n: howMany } of kinds) {
    for (let i = 0; i < howMany; i++, n++) {
      const angle = between(rand, -8, 8);
      const blur = between(rand, 0.3, 2);
      const quality = Math.round(between(rand, 70, 92));
      // One photo in four comes sideways with an EXIF orientation, as phones store them.
      const exif = i % 4 === 3;
      let expected = null;
      const layers = [];
      if (kind === 'NFC-e QR') {
        expected = key('65', n);
        const text = `https://www.nfce.fazenda.sp.gov.br/qrcode?p=${expected}|2|1|1|${hex(rand, 40)}`;
        // From about 9% to 22% of the photo's width.
        const qr = await code(text, 'QRCode', Math.round(between(rand, 6, 14)));
        layers.push(place(qr, paper, rand, 0.55));
      } else if (kind === 'NF-e CODE-128') {
        expected = key('55', n);
        // A DANFE's barcode is about 40% of the page's width.
        const bar = await code(expected, 'Code128', Math.round(between(rand, 3, 4)), 180);
        layers.push(place(bar, paper, rand, 0.05, 0.25));
      }
      let photo = sharp(
        await sharp(base.data, { raw: base.info }).composite(layers).png({ compressionLevel: 0 }).toBuffer(),
      )
        .rotate(angle, { background: '#5b4a3b' })
        .resize(WIDTH, HEIGHT, { fit: 'cover' });
      photo = sharp(await photo.png({ compressionLevel: 0 }).toBuffer())
        .composite([{ input: noise, blend: 'overlay' }])
        .blur(blur);
      if (exif)
        photo = sharp(await photo.png({ compressionLevel: 0 }).toBuffer())
          .rotate(270)
          .withMetadata({ orientation: 6 });
      const file = `${String(n).padStart(2, '0')}.jpg`;
      await photo.jpeg({ quality }).toFile(join(dir, file));
      photos.push({ file, kind, expected, angle: round1(angle), blur: round1(blur), quality, exif });
    }
  }
  return photos;
}

/** The composite layer of `image` at a random place on the paper, between `from` and `to` of its height. */
function place({ data, info }, paper, rand, from, to = 0.95) {
  const left = paper.left + Math.round(between(rand, 0.02, 0.98) * Math.max(0, paper.width - info.width));
  const room = paper.height - info.height;
  const top = paper.top + Math.round(between(rand, from, to) * room);
  return { input: data, left, top };
}

/** A receipt on a table: off-white paper with lines of grey "words", the layout of printed text. */
function receiptSvg(paper, rand) {
  const parts = [];
  for (let y = paper.top + 90; y < paper.top + paper.height - 80; y += 52) {
    let x = paper.left + 70;
    const end = paper.left + paper.width - 70;
    while (x < end) {
      const width = Math.min(end - x, Math.round(between(rand, 30, 240)));
      const grey = rand() < 0.5 ? '#4a4a4a' : '#777777';
      parts.push(`<rect x="${x}" y="${y}" width="${width}" height="26" fill="${grey}"/>`);
      x += width + Math.round(between(rand, 14, 40));
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<rect width="100%" height="100%" fill="#5b4a3b"/>
<rect x="${paper.left}" y="${paper.top}" width="${paper.width}" height="${paper.height}" fill="#f3efe6"/>
${parts.join('')}</svg>`;
}

const hex = (rand, length) => Array.from({ length }, () => Math.floor(rand() * 16).toString(16)).join('');
const round1 = (v) => Math.round(v * 10) / 10;

// ---------------------------------------------------------------------------------------------
// The decoding process

async function decodeAll(dir) {
  const { decodeReceiptImage } = await tsImport(DECODER, import.meta.url);
  const passes = process.env.BENCH_RECEIPT_PASSES?.split(',').map(Number);
  const opts = passes ? { passes } : {};
  const photos = JSON.parse(readFileSync(join(dir, 'photos.json'), 'utf8'));
  const rssBefore = process.memoryUsage().rss;

  // The first call compiles the WebAssembly module; a server pays it once.
  const first = performance.now();
  await decodeReceiptImage(readFileSync(join(dir, photos[0].file)), opts);
  const warmupMs = performance.now() - first;

  const results = [];
  for (const photo of photos) {
    const bytes = readFileSync(join(dir, photo.file));
    const cpu = process.cpuUsage();
    const wall = performance.now();
    const result = await decodeReceiptImage(bytes, opts);
    const ms = performance.now() - wall;
    const used = process.cpuUsage(cpu);
    results.push({
      ...photo,
      ms,
      cpuMs: (used.user + used.system) / 1000,
      found: result.found,
      key: result.found ? (result.key?.key ?? null) : null,
      longSide: result.found ? result.longSide : null,
      peakRssMb: peakRssMb(),
    });
  }
  process.stdout.write(
    JSON.stringify({
      results,
      warmupMs,
      rssBeforeMb: rssBefore / 2 ** 20,
      peakRssMb: peakRssMb(),
      passes: passes ?? null,
    }),
  );
}

/**
 * This process's peak resident memory. Linux's VmHWM, not getrusage's maxRSS: a spawned process
 * inherits in maxRSS the parent's size at the fork, here the generator's hundreds of megabytes.
 */
function peakRssMb() {
  try {
    const hwm = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (hwm) return Number(hwm[1]) / 1024;
  } catch {}
  return process.resourceUsage().maxRSS / 1024;
}

// ---------------------------------------------------------------------------------------------
// The report

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function report(kinds, { results, warmupMs, rssBeforeMb, peakRssMb, passes }, load) {
  const rows = [...kinds.map(({ kind }) => [kind, results.filter((r) => r.kind === kind)]), ['all', results]];
  const misses = [];
  const lines = [
    '| photos | images | p50 ms | p95 ms | max ms | CPU ms/image (mean) | CPU ms max | peak RSS MB | found | right key | read at |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const [kind, rs] of rows) {
    if (rs.length === 0) continue;
    const ms = rs.map((r) => r.ms);
    const cpu = rs.map((r) => r.cpuMs);
    const p95 = percentile(ms, 95);
    const cpuMean = cpu.reduce((a, b) => a + b, 0) / cpu.length;
    const cpuMax = Math.max(...cpu);
    const expectCode = rs.filter((r) => r.expected).length;
    const found = rs.filter((r) => r.found).length;
    const right = rs.filter((r) => r.expected && r.key === r.expected).length;
    const sizes = new Map();
    for (const r of rs) if (r.longSide) sizes.set(r.longSide, (sizes.get(r.longSide) ?? 0) + 1);
    const at = [...sizes].map(([size, k]) => `${k}@${size}px`).join(', ') || '-';
    const p95Mark = p95 > GOAL_P95_MS ? ' MISS' : '';
    const cpuMark = cpuMax > GOAL_CPU_MS ? ' MISS' : '';
    if (p95Mark) misses.push(`${kind}: p95 ${p95.toFixed(0)} ms > ${GOAL_P95_MS} ms`);
    if (cpuMark) misses.push(`${kind}: CPU ${cpuMax.toFixed(0)} ms > ${GOAL_CPU_MS} ms`);
    lines.push(
      `| ${kind} | ${rs.length} | ${percentile(ms, 50).toFixed(0)} | ${p95.toFixed(0)}${p95Mark} | ${Math.max(...ms).toFixed(0)} | ${cpuMean.toFixed(0)} | ${cpuMax.toFixed(0)}${cpuMark} | ${Math.max(...rs.map((r) => r.peakRssMb)).toFixed(0)} | ${found} | ${right}/${expectCode} | ${at} |`,
    );
  }
  console.log('');
  console.log(
    `Receipt decoding, ${WIDTH}x${HEIGHT} JPEG, one at a time${passes ? `, passes ${passes.join(',')}` : ''}`,
  );
  console.log('');
  console.log(lines.join('\n'));
  console.log('');
  console.log(
    `first call (compiles the WebAssembly, then decodes) ${warmupMs.toFixed(0)} ms; RSS of the decoding process before it ${rssBeforeMb.toFixed(0)} MB, peak ${peakRssMb.toFixed(0)} MB (peak RSS: so far, as the photos are decoded in the table's order)`,
  );
  const cores = availableParallelism();
  console.log(
    `load average before the run: ${load.toFixed(1)} on ${cores} cores${load > cores / 2 ? ' (busy machine: numbers may be noisy)' : ''}`,
  );
  console.log(`goals: p95 <= ${GOAL_P95_MS} ms, CPU <= ${GOAL_CPU_MS} ms per image (every image)`);
  const wrong = results.filter((r) => (r.expected ? r.key !== r.expected : r.found));
  for (const r of wrong) {
    console.log(
      `not read: ${r.file} (${r.kind}, angle ${r.angle}, blur ${r.blur}, q${r.quality}${r.exif ? ', EXIF 6' : ''}) -> ${r.found ? (r.key ?? 'a code without a key') : 'nothing'}`,
    );
  }
  for (const miss of misses) console.log(`MISS ${miss}`);
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

// Last, so every helper above is initialised when it runs.
if (process.argv[2] === '--decode') await decodeAll(process.argv[3]);
else await main();
