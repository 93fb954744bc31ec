import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ACTIVE_CAMPAIGN_ELEMENT_ID } from '@mall/shared';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withJsonBlock } from '../src/lib/web-pages';
import { createTestApp, type TestApp } from './support/app';
import { multipartFile } from './support/multipart';

// A built web app in miniature: index.html and one hashed script compressed beside themselves as
// the web build writes them (apps/web/scripts/precompress.ts), another script the build left alone.
// A page goes out with the running campaign written into it (app.ts), so it is compressed on the
// way, never sent as the build compressed it.
const dist = mkdtempSync(join(tmpdir(), 'mall-web-'));
const html = `<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" /><title>Programa</title>${'<link rel="modulepreload" href="/assets/chunk.js" />'.repeat(40)}</head><body><div id="root"></div></body></html>`;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `palavra-${i}`))};\n`;
const plainScript = `console.log(${JSON.stringify('decoração '.repeat(300))});\n`;

function writePrecompressed(path: string, body: string) {
  writeFileSync(path, body);
  writeFileSync(`${path}.br`, brotliCompressSync(body));
  writeFileSync(`${path}.gz`, gzipSync(body));
}

let t: TestApp;
/** What the browser gets for a page: index.html with GET /campaigns/active's answer in its head. */
let page: string;
let client: { authorization: string };
let admin: { authorization: string };
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writePrecompressed(join(dist, 'index.html'), html);
  writePrecompressed(join(dist, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dist, 'assets', 'plain-def456.js'), plainScript);
  writeFileSync(
    join(dist, 'icon.png'),
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#8a5a3b' } })
      .png()
      .toBuffer(),
  );
  t = await createTestApp({ WEB_DIST: dist });
  client = await t.login('cliente@example.com');
  admin = await t.login('admin@example.com');
  const campaign = (await get('/api/campaigns/active', 'identity')).json();
  expect(campaign.data?.name).toBeTruthy();
  page = withJsonBlock(html, ACTIVE_CAMPAIGN_ELEMENT_ID, campaign);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  t.request({
    method: 'GET',
    url,
    headers: { ...headers, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
  });

/** The body as the client reads it once it undoes the answer's Content-Encoding. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return res.body;
}

describe('compression', () => {
  it('sends the HTML, a script and a JSON answer with brotli to a client that accepts it', async () => {
    const faqs = await get('/api/faqs', 'identity');
    expect(faqs.rawPayload.length).toBeGreaterThan(1024);
    for (const [url, original] of [
      ['/', page],
      ['/cliente/brindes', page],
      ['/assets/index-abc123.js', script],
      ['/assets/plain-def456.js', plainScript],
      ['/api/faqs', faqs.body],
    ] as const) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(String(res.headers.vary), url).toMatch(/accept-encoding/i);
      expect(decoded(res), url).toBe(original);
      expect(res.rawPayload.length, url).toBeLessThan(Buffer.byteLength(original));
    }
  });

  it('sends gzip to a client that accepts only gzip, and brotli when both are accepted', async () => {
    for (const url of ['/', '/cliente', '/assets/index-abc123.js', '/assets/plain-def456.js', '/api/faqs']) {
      const gz = await get(url, 'gzip');
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(decoded(gz), url).toBe(decoded(await get(url, 'identity')));
      expect((await get(url, 'gzip, deflate, br, zstd')).headers['content-encoding'], url).toBe('br');
    }
  });

  it('sends the body as it is when the client accepts no compression it knows', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      for (const url of ['/', '/regulamento', '/assets/index-abc123.js', '/api/faqs']) {
        const res = await get(url, acceptEncoding);
        expect(res.statusCode, `${url} ${acceptEncoding}`).toBe(200);
        expect(res.headers['content-encoding'], `${url} ${acceptEncoding}`).toBeUndefined();
      }
    }
    expect((await get('/', undefined)).body).toBe(page);
    expect((await get('/assets/index-abc123.js', 'identity')).body).toBe(script);
  });

  it('serves the compressed files the build wrote instead of compressing again', async () => {
    const br = await get('/assets/index-abc123.js', 'br');
    expect(br.rawPayload.equals(readFileSync(join(dist, 'assets', 'index-abc123.js.br')))).toBe(true);
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.rawPayload.equals(readFileSync(join(dist, 'assets', 'index-abc123.js.gz')))).toBe(true);
    // The compressed copies are no addresses of their own: not found, like any file the build lacks.
    expect((await get('/assets/index-abc123.js.br', 'br')).statusCode).toBe(404);
  });

  it('leaves pictures and PDFs alone: they are compressed already', async () => {
    const pdf = Buffer.from(
      `%PDF-1.4\n${'1 0 obj << /Type /Catalog >> endobj\n'.repeat(60)}trailer << /Root 1 0 R >>\n%%EOF\n`,
    );
    const { payload, headers } = multipartFile(pdf, 'nota.pdf', 'application/pdf');
    const receipt = await t.request({
      method: 'POST',
      url: '/api/shared/upload',
      headers: { ...client, ...headers },
      payload,
    });
    expect(receipt.statusCode).toBe(201);
    for (const [url, auth] of [
      ['/icon.png', {}],
      ['/uploads/public/prizes/demo-1.webp', {}],
      [receipt.json().url, client],
    ] as const) {
      const res = await get(url, 'br, gzip', auth);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^(image\/|application\/pdf)/);
      expect(res.headers['content-encoding'], url).toBeUndefined();
    }
    expect((await get(receipt.json().url, 'br', client)).rawPayload.equals(pdf)).toBe(true);
  });

  it('compresses a customer download of its own data, which is JSON', async () => {
    const res = await get('/api/clients/me/export', 'br', client);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(res)).profile).toBeDefined();
  });
});

describe('caching', () => {
  it('keeps hashed assets a year and revalidates index.html on every visit', async () => {
    for (const encoding of ['br', 'identity']) {
      expect((await get('/assets/index-abc123.js', encoding)).headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
      for (const url of ['/', '/cliente', '/icon.png']) {
        expect((await get(url, encoding)).headers['cache-control'], url).toBe('no-cache');
      }
    }
  });

  it('lets no browser or proxy keep an API answer: personal data above all', async () => {
    const answers = [
      await get('/api/clients/me', 'br', client),
      await get('/api/users/me', 'br', admin),
      await get('/api/faqs', 'br'),
      await get('/api/campaigns/active', 'br'),
      await get('/api/nada-aqui', 'br'),
      await get('/api/clients/me', 'br'),
      await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'cliente@example.com', password: 'Demo@1234' },
      }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 404, 401, 200]);
    for (const res of answers) expect(res.headers['cache-control'], res.body).toBe('no-store');
    expect(JSON.parse(decoded(answers[0]!)).data.cpf).toBeDefined();
  });

  it('keeps an uploaded picture a year: its address never names another content', async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#f1ece4' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile(png, 'foto.png', 'image/png');
    const uploaded = await t.request({
      method: 'POST',
      url: '/api/shared/upload?purpose=image',
      headers: { ...admin, ...headers },
      payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const res = await get(uploaded.json().url, 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('keeps a demo prize picture an hour, then revalidates it by its content', async () => {
    const first = await get('/uploads/public/prizes/demo-1.webp');
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get('/uploads/public/prizes/demo-2.webp')).headers.etag).not.toBe(etag);
    const again = await get('/uploads/public/prizes/demo-1.webp', undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const stale = await get('/uploads/public/prizes/demo-1.webp', undefined, { 'if-none-match': '"outro"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(first.rawPayload)).toBe(true);
  });
});
