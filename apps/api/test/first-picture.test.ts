import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Prize } from '@mall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firstPictureList,
  loadPageRenderer,
  type PageRenderer,
  withDrawnPrizes,
  withFirstPicture,
} from '../src/lib/web-pages';
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

  it('reads the list at the address the build wrote, and escapes what it writes', () => {
    expect(firstPictureList(page)).toEqual({
      address: '/api/prizes/active?page=1&amp;limit=12',
      path: '/api/prizes/active',
      query: { page: '1', limit: '12' },
    });
    const html = withFirstPicture(page, {
      href: '/files/a"b.png',
      srcSet: '/files/a-320.webp 320w, /files/a&b.webp 600w',
    });
    expect(html).toContain('href="/files/a&quot;b.png" imagesrcset="/files/a-320.webp 320w, /files/a&amp;b.webp 600w"');
  });

  it('writes only the address of a picture without sizes', () => {
    const html = withFirstPicture(page, { href: '/files/a.png', srcSet: undefined });
    expect(html).toContain('fetchpriority="high" href="/files/a.png" imagesizes=');
    expect(html).not.toContain('imagesrcset');
  });

  it('sends the page without the link when there is no picture (or the read failed), and a page without the mark as it is', () => {
    expect(withFirstPicture(page, undefined)).toBe('<html><head></head></html>');
    expect(firstPictureList('<html><head></head></html>')).toBeUndefined();
    expect(withFirstPicture('<html><head></head></html>', { href: 'x', srcSet: undefined })).toBe(
      '<html><head></head></html>',
    );
  });
});

describe('withDrawnPrizes', () => {
  const LOADING = '<div class="flex min-h-40"><span role="status">Carregando...</span></div>';
  const ADDRESS = '/api/prizes/active?page=1&amp;limit=12';
  const built = [
    '<html><head>',
    '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/prizes-page-abc1234.js" />',
    `<link rel="preload" as="fetch" href="${ADDRESS}" crossorigin="anonymous" />`,
    `</head><body><div id="root"><section><h1>Benefícios</h1>${LOADING}</section></div></body></html>`,
  ].join('');
  const answer = { data: [{ id: 'p1', name: 'Vaso </script>' }], total: 1 };
  /** The renderer's contract (apps/web's src/server-render.tsx, tested there with React itself). */
  const renderer = (render: (answer: unknown) => string): PageRenderer => ({
    prizesLoadingMarkup: LOADING,
    renderActivePrizes: render,
  });
  const drawGrid = (value: unknown) =>
    `<link rel="preload" as="image" imageSrcSet="/p1.w320.webp 320w"/><ul aria-label="Benefícios"><li>${(value as typeof answer).data[0]?.id}</li></ul>`;

  it('draws the grid in place of the loading state and writes the answer beside it, as data no script runs', () => {
    const html = withDrawnPrizes(built, ADDRESS, answer, renderer(drawGrid));
    expect(html).toContain('<section><h1>Benefícios</h1><ul aria-label="Benefícios"><li>p1</li></ul></section>');
    expect(html).not.toContain('Carregando...');
    // React's own preload of the picture goes (the head has the page's); so do the early read of
    // the answer and the early requests for the page's code, which the page no longer waits for.
    expect(html).not.toContain('imageSrcSet');
    expect(html).not.toContain('as="fetch"');
    expect(html).not.toContain('modulepreload');
    const block = /<script type="application\/json" id="active-prizes">([^<]*)<\/script><\/head>/.exec(html);
    expect(JSON.parse(block?.[1] ?? '')).toEqual(answer);
  });

  it('sends the page as the build drew it when the loading state is not there exactly once, or the drawing fails', () => {
    const draw = renderer(drawGrid);
    expect(withDrawnPrizes(built.replace(LOADING, ''), ADDRESS, answer, draw)).toBe(built.replace(LOADING, ''));
    const twice = built.replace(LOADING, LOADING + LOADING);
    expect(withDrawnPrizes(twice, ADDRESS, answer, draw)).toBe(twice);
    const failing = renderer(() => {
      throw new Error('Resposta inesperada de GET /prizes/active: name');
    });
    expect(withDrawnPrizes(built, ADDRESS, answer, failing)).toBe(built);
  });
});

describe('loadPageRenderer', () => {
  it("loads the renderer built beside a web build's dist folder, and nothing elsewhere", async () => {
    const root = mkdtempSync(join(tmpdir(), 'mall-web-'));
    mkdirSync(join(root, 'dist'));
    expect(await loadPageRenderer(join(root, 'dist'))).toBeUndefined();
    mkdirSync(join(root, 'dist-server'));
    writeFileSync(
      join(root, 'dist-server', 'server-render.js'),
      'export const prizesLoadingMarkup = "<p>…</p>";\nexport function renderActivePrizes() { return "<ul></ul>"; }\n',
    );
    const loaded = await loadPageRenderer(join(root, 'dist'));
    expect(loaded?.prizesLoadingMarkup).toBe('<p>…</p>');
    expect(loaded?.renderActivePrizes({})).toBe('<ul></ul>');
    // A folder of another name (a test's build) has no renderer beside it.
    expect(await loadPageRenderer(join(root, 'dist-server'))).toBeUndefined();
  });
});
