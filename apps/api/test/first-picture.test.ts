import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Prize } from '@mall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withFirstPicture } from '../src/lib/web-pages';
import { createTestApp, type TestApp } from './support/app';

const SIZES = '(min-width: 640px) calc(50vw - 42px), calc(50vw - 28px)';
/** As the build writes the benefits page (apps/web/build/prerender.ts, `picture`). */
const MARKER = `<link rel="preload" as="image" fetchpriority="high" data-first-picture-of="/api/prizes/active?page=1&amp;limit=12" imagesizes="${SIZES}" />`;

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'mall-web-'));
  mkdirSync(join(dist, 'pages'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dist, 'pages', 'cliente_brindes-cliente.html'),
    `<!doctype html><html><head>${MARKER}</head><body><div id="root" data-prerendered="CLIENTE"></div></body></html>`,
  );
  writeFileSync(
    join(dist, 'pages.json'),
    JSON.stringify([{ path: '/cliente/brindes', file: 'pages/cliente_brindes-cliente.html', role: 'CLIENTE' }]),
  );
  t = await createTestApp({ WEB_DIST: dist });
  admin = await t.login('admin@example.com');
});
afterAll(() => t.close());

const benefitsPage = async () =>
  (await t.request({ method: 'GET', url: '/cliente/brindes', headers: { cookie: 'session_role=CLIENTE' } })).body;
const firstActive = async () =>
  (await t.request({ method: 'GET', url: '/api/prizes/active?page=1&limit=12' })).json().data[0] as Prize;

describe("the benefits page names its grid's first picture", () => {
  it('as GET /prizes/active shows it first, in the sizes the grid draws it at', async () => {
    const first = await firstActive();
    expect(first.imageUrl).toBeTruthy();
    expect(first.image?.srcSet).toBeTruthy();
    const html = await benefitsPage();
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${first.imageUrl}" imagesrcset="${first.image?.srcSet}" imagesizes="${SIZES}" />`,
    );
    expect(html).not.toContain('data-first-picture-of');
  });

  it('asks for no picture when the first benefit has none', async () => {
    const first = await firstActive();
    const edited = await t.request({
      method: 'PATCH',
      url: `/api/prizes/${first.id}`,
      headers: admin,
      payload: { imageUrl: null },
    });
    expect(edited.statusCode).toBe(200);
    expect((await firstActive()).id).toBe(first.id);
    const html = await benefitsPage();
    expect(html).not.toContain('rel="preload" as="image"');
    expect(html).toContain('<head><script type="application/json" id="active-campaign">');
  });
});

describe('withFirstPicture', () => {
  const page = `<html><head>${MARKER}</head></html>`;

  it('reads the list at the address the build wrote, and escapes what it writes', async () => {
    const asked: unknown[] = [];
    const html = await withFirstPicture(page, async (path, query) => {
      asked.push([path, query]);
      return { href: '/files/a"b.png', srcSet: '/files/a-320.webp 320w, /files/a&b.webp 600w' };
    });
    expect(asked).toEqual([['/api/prizes/active', { page: '1', limit: '12' }]]);
    expect(html).toContain('href="/files/a&quot;b.png" imagesrcset="/files/a-320.webp 320w, /files/a&amp;b.webp 600w"');
  });

  it('writes only the address of a picture without sizes', async () => {
    const html = await withFirstPicture(page, async () => ({ href: '/files/a.png', srcSet: undefined }));
    expect(html).toContain('fetchpriority="high" href="/files/a.png" imagesizes=');
    expect(html).not.toContain('imagesrcset');
  });

  it('sends the page without the link when the read fails, and a page without the mark as it is', async () => {
    expect(
      await withFirstPicture(page, async () => {
        throw new Error('database down');
      }),
    ).toBe('<html><head></head></html>');
    expect(await withFirstPicture('<html><head></head></html>', async () => ({ href: 'x', srcSet: undefined }))).toBe(
      '<html><head></head></html>',
    );
  });
});
