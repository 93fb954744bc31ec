import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { UPLOAD_MAX_BYTES } from '@mall/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, storedObjects } from '../src/db/schema';
import { CHUNK_BYTES } from '../src/lib/storage';
import { createTestApp, engine, type TestApp } from './support/app';
import { rowCount } from './support/db';
import { multipartFile } from './support/multipart';

let t: TestApp;
let admin: { authorization: string };
let client: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
  client = await t.login('cliente@example.com');
});
afterAll(() => t.close());

async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#c08a5a' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Câmera', Copyright: 'Cliente' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' },
    })
    .toBuffer();
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 0x90)]);

function upload(buffer: Buffer, filename: string, headers: object, purpose?: string) {
  const { payload, headers: h } = multipartFile(buffer, filename, 'image/png');
  return t.request({
    method: 'POST',
    url: `/api/shared/upload${purpose ? `?purpose=${purpose}` : ''}`,
    headers: { ...headers, ...h },
    payload,
  });
}

/** The body as a stream cut at `cuts` (offsets), as a network may deliver it. */
function chunked(body: Buffer, offsets: number[]): Readable {
  const parts: Buffer[] = [];
  let from = 0;
  for (const at of [...offsets, body.length]) {
    if (at > from) parts.push(body.subarray(from, at));
    from = Math.max(from, at);
  }
  return Readable.from(parts, { objectMode: false });
}

const cuts = (length: number, size: number) => Array.from({ length: Math.ceil(length / size) }, (_, i) => i * size);

/** How many files the storage holds (objects on PostgreSQL, files under DATA_DIR otherwise). */
async function storedCount(): Promise<number> {
  if (engine === 'postgres') return rowCount(t.database.db, storedObjects);
  const all = await readdir(join(t.config.dataDir, 'uploads'), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return all.filter((e) => e.isFile()).length;
}

describe('uploads', () => {
  it('stores a prize image publicly, re-encoded without metadata', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(original, 'foto.jpg', admin, 'image');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Upload feito com sucesso!');
    expect(body.url).toMatch(/^\/uploads\/public\/images\/[0-9a-f-]+\.jpg$/);
    const served = await t.request({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(64);
  });

  it('refuses a renamed executable, a PDF as an image, and an oversized file, writing nothing', async () => {
    const before = await rowCount(t.database.db, files);
    const renamed = await upload(exe, 'brinde.png', admin, 'image');
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().message).toBe('Apenas arquivos PNG, JPEG e WEBP são permitidos.');
    const pdfImage = await upload(pdf, 'brinde.png', admin, 'image');
    expect(pdfImage.statusCode).toBe(415);
    const big = Buffer.concat([await jpegWithGps(), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const tooBig = await upload(big, 'grande.jpg', admin, 'image');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('O arquivo deve ter no máximo 5MB.');
    expect(await rowCount(t.database.db, files)).toBe(before);
  });

  it('refuses every file just over 5 MiB with 413, however the body arrives, storing nothing', async () => {
    const before = await rowCount(t.database.db, files);
    const objectsBefore = await storedCount();
    // A PDF passes the type check unchanged: a truncated copy would be stored as it came.
    const over = (extra: number) => Buffer.concat([pdf, Buffer.alloc(UPLOAD_MAX_BYTES - pdf.length + extra, 0x41)]);
    const cases: { extra: number; chunks: (body: Buffer, fileStart: number) => number[] }[] = [
      // The limit falls exactly between two chunks of the body.
      { extra: 1, chunks: (_b, start) => [start + UPLOAD_MAX_BYTES] },
      { extra: 4096, chunks: (_b, start) => [start + UPLOAD_MAX_BYTES] },
    ];
    // And as a network delivers it, in chunks of varied sizes.
    for (let i = 0; i < 18; i++) {
      const size = [1024, 16_384, 65_536, 65_537, 131_072, 1500][i % 6]!;
      cases.push({ extra: 1 + i * 997, chunks: (body) => cuts(body.length, size) });
    }
    for (const { extra, chunks } of cases) {
      const { payload, headers } = multipartFile(over(extra), 'cupom.pdf', 'application/pdf');
      const fileStart = payload.indexOf('%PDF');
      const res = await t.request({
        method: 'POST',
        url: '/api/shared/upload',
        headers: { ...client, ...headers },
        payload: chunked(payload, chunks(payload, fileStart)),
      });
      expect(res.statusCode, `${extra} bytes over`).toBe(413);
      expect(res.json()).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'O arquivo deve ter no máximo 5MB.',
      });
    }
    expect(await rowCount(t.database.db, files)).toBe(before);
    expect(await storedCount()).toBe(objectsBefore);
  });

  it('keeps receipts private to their sender', async () => {
    const res = await upload(pdf, 'cupom.pdf', client);
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/api\/shared\/files\/[0-9a-f-]+$/);
    const own = await t.request({ method: 'GET', url, headers: client });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    const lojista = await t.login('lojista@example.com');
    expect((await t.request({ method: 'GET', url, headers: lojista })).statusCode).toBe(404);
  });

  it('answers 404, not 500, for a receipt whose stored file is missing, and for a missing picture', async () => {
    const res = await upload(pdf, 'sumiu.pdf', client);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, res.json().data.id));
    if (engine === 'postgres') await t.database.db.delete(storedObjects).where(eq(storedObjects.key, row!.storageKey));
    else await rm(join(t.config.dataDir, 'uploads', row!.storageKey));
    const missing = await t.request({ method: 'GET', url: res.json().url, headers: client });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      statusCode: 404,
      message: 'O arquivo deste comprovante não está mais disponível',
    });
    for (const url of ['/uploads/public/images/nenhuma.jpg', '/uploads/public/../private/receipts/x.pdf']) {
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('gives back a receipt larger than one stored chunk byte for byte', async () => {
    const large = Buffer.concat([pdf, Buffer.alloc(CHUNK_BYTES * 2 + 123, 0x41)]);
    const res = await upload(large, 'longo.pdf', client);
    expect(res.statusCode).toBe(201);
    const served = await t.request({ method: 'GET', url: res.json().url, headers: client });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(large)).toBe(true);
  });

  it('refuses other types for receipts with the SPEC message', async () => {
    const res = await upload(exe, 'cupom.pdf', client);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Apenas arquivos PNG, JPEG, WEBP e PDF são permitidos.');
  });

  it('does not let customers publish images', async () => {
    const res = await upload(await jpegWithGps(), 'x.jpg', client, 'image');
    expect(res.statusCode).toBe(403);
  });

  it('asks for a file', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/shared/upload',
      headers: { ...client, 'content-type': 'application/json' },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
  });
});
