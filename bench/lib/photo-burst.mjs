// Twelve customers upload a 36-megapixel receipt photo at the same moment: the API must answer them,
// read every photo's fiscal code, and meanwhile keep answering the home page's campaign and its own
// memory in bounds. Measured: each upload's answer, the time until every photo's reading is kept
// (`files.receipt_reading`), the API's resident memory (sampled every 50 ms from /proc) and the
// latency of `GET /api/campaigns/active` requested without pause by a few clients during it all.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pg from 'pg';
import sharp from 'sharp';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';
import { rssMb } from './download.mjs';

export const PHOTO_BURST = {
  photos: 12,
  width: 7360,
  height: 4912,
  /** Clients asking for the active campaign one request after another while the photos are read. */
  probes: 4,
  goal: { rssMb: 600, p95Ms: 200 },
};

let writerReady = false;

/** The access key's 44th digit (modulo 11, weights 2 to 9 from the right). */
function withCheckDigit(body) {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (2 + (i % 8));
  const rest = sum % 11;
  return body + (rest < 2 ? 0 : 11 - rest);
}

/** A flat receipt on a table, its NFC-e QR code large: a few hundred KB for 36 megapixels. */
async function photo(seed) {
  if (!writerReady) {
    const wasm = createRequire(import.meta.url).resolve('zxing-wasm/writer/zxing_writer.wasm');
    prepareZXingModule({ overrides: { wasmBinary: new Uint8Array(readFileSync(wasm)).buffer } });
    writerReady = true;
  }
  const { width, height } = PHOTO_BURST;
  const key = withCheckDigit(
    `3524061122233300018165001${String(4000 + seed).padStart(9, '0')}1${String(10_000_000 + seed)}`,
  );
  const written = await writeBarcode(`https://www.nfce.fazenda.sp.gov.br/qrcode?p=${key}|2|1|1|${'ab'.repeat(20)}`, {
    format: 'QRCode',
    scale: 16,
  });
  const qr = Buffer.from(await written.image.arrayBuffer());
  const lines = Array.from(
    { length: 24 },
    (_, i) =>
      `<rect x="${1900 + ((i * 37 + seed * 11) % 300)}" y="${500 + i * 90}" width="${1400 + ((i * 53) % 900)}" height="34" fill="#666"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#5b4a3b"/><rect x="1700" y="300" width="3960" height="4300" fill="#f3efe6"/>${lines}</svg>`;
  return sharp(Buffer.from(svg), { limitInputPixels: false })
    .composite([{ input: qr, left: 4300, top: 2600 + seed * 7 }])
    .jpeg({ quality: 60 })
    .toBuffer();
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * @param {{ apiUrl: string, token: string, pid: number, databaseUrl: string }} o
 */
export async function measurePhotoBurst(o) {
  const photos = [];
  for (let i = 0; i < PHOTO_BURST.photos; i++) photos.push(await photo(i));
  const photoKb = Math.round(photos.reduce((s, p) => s + p.length, 0) / photos.length / 1024);

  const rssBeforeMb = rssMb(o.pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    const now = rssMb(o.pid);
    if (now !== null && (rssPeakMb === null || now > rssPeakMb)) rssPeakMb = now;
  }, 50);

  const latencies = [];
  const probeStatuses = {};
  let probing = true;
  const probe = async () => {
    while (probing) {
      const t = performance.now();
      const res = await fetch(`${o.apiUrl}/api/campaigns/active`);
      await res.arrayBuffer();
      latencies.push(performance.now() - t);
      probeStatuses[res.status] = (probeStatuses[res.status] ?? 0) + 1;
    }
  };
  const probes = Array.from({ length: PHOTO_BURST.probes }, probe);

  const db = new pg.Client({ connectionString: o.databaseUrl });
  await db.connect();
  const started = performance.now();
  try {
    const answers = await Promise.all(
      photos.map(async (bytes, i) => {
        const form = new FormData();
        form.append('file', new Blob([bytes], { type: 'image/jpeg' }), `cupom-${i}.jpg`);
        const res = await fetch(`${o.apiUrl}/api/shared/upload`, {
          method: 'POST',
          headers: { authorization: `Bearer ${o.token}` },
          body: form,
        });
        const body = await res.json().catch(() => ({}));
        return { status: res.status, ms: performance.now() - started, id: body.data?.id ?? null };
      }),
    );
    const ids = answers.map((a) => a.id).filter(Boolean);
    // Every reading kept (or two minutes gone: the job then takes over the ones left).
    let readMs = null;
    while (performance.now() - started < 120_000) {
      const { rows } = await db.query(
        'select count(*)::int as n from files where id = any($1::uuid[]) and receipt_reading is not null',
        [ids],
      );
      if (rows[0].n === ids.length) {
        readMs = performance.now() - started;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { rows: found } = await db.query(
      "select count(*)::int as n from files where id = any($1::uuid[]) and receipt_reading->>'status' = 'found'",
      [ids],
    );
    probing = false;
    await Promise.all(probes);
    const statuses = {};
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    return {
      photos: photos.length,
      photoKb,
      statuses,
      answerP50Ms: percentile(
        answers.map((a) => a.ms),
        50,
      ),
      answerMaxMs: Math.max(...answers.map((a) => a.ms)),
      readMs,
      found: found[0].n,
      rssBeforeMb,
      rssPeakMb,
      requests: latencies.length,
      probeStatuses,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      max: Math.max(...latencies),
    };
  } finally {
    probing = false;
    clearInterval(sampler);
    await db.end();
  }
}

export function photoBurstGoal(r) {
  if (!r || r.failed) return '';
  const { rssMb: rss, p95Ms } = PHOTO_BURST.goal;
  const misses = [];
  if (!(r.rssPeakMb < rss)) misses.push(`RSS ≥ ${rss} MB`);
  if (!(r.p95 < p95Ms)) misses.push(`campaign p95 ≥ ${p95Ms} ms`);
  if (r.readMs === null) misses.push('readings not all kept within 120 s');
  return misses.length ? `MISS (${misses.join(', ')})` : `ok (RSS < ${rss} MB, campaign p95 < ${p95Ms} ms)`;
}

const ms = (v) => (v === null || v === undefined || Number.isNaN(v) ? '-' : Math.round(v).toLocaleString('en-US'));

export function photoBurstTable(r) {
  if (r.failed) return `failed: ${r.failed}`;
  return [
    '| photos | upload answers | answer p50 ms | last answer ms | all read ms | codes found | API RSS before MB | API RSS peak MB | campaign requests | campaign p50 ms | campaign p95 ms | campaign max ms | goal |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    `| ${r.photos} × ${PHOTO_BURST.width}×${PHOTO_BURST.height} (${r.photoKb} KB) | ${JSON.stringify(r.statuses)} | ${ms(r.answerP50Ms)} | ${ms(r.answerMaxMs)} | ${ms(r.readMs)} | ${r.found} | ${ms(r.rssBeforeMb)} | ${ms(r.rssPeakMb)} | ${r.requests} ${JSON.stringify(r.probeStatuses)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${ms(r.max)} | ${photoBurstGoal(r)} |`,
  ].join('\n');
}
