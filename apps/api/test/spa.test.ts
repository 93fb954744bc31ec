import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'mall-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Programa</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // The build's page per route (apps/web/build/route-pages.ts); one listed page was not written.
  mkdirSync(join(dist, 'pages'));
  for (const [file, script] of [
    ['faq', 'faq-page'],
    ['cliente_brinde_id', 'prize-redeem-page'],
    ['admin_lojas_cadastrar', 'store-form-page'],
    ['admin_lojas_id', 'store-detail-page'],
  ]) {
    writeFileSync(
      join(dist, 'pages', `${file}.html`),
      `<!doctype html><title>Programa</title><link rel="modulepreload" href="/assets/${script}.js"><div id="root"></div>`,
    );
  }
  writeFileSync(
    join(dist, 'pages.json'),
    JSON.stringify([
      { path: '/faq', file: 'pages/faq.html' },
      { path: '/cliente/brinde/:id', file: 'pages/cliente_brinde_id.html' },
      { path: '/admin/lojas/:id', file: 'pages/admin_lojas_id.html' },
      { path: '/admin/lojas/cadastrar', file: 'pages/admin_lojas_cadastrar.html' },
      { path: '/regulamento', file: 'pages/regulamento.html' },
    ]),
  );
  t = await createTestApp({ WEB_DIST: dist }, { seed: false });
});
afterAll(() => t.close());

describe('web app serving', () => {
  it('serves index.html for client-side routes', async () => {
    for (const url of ['/', '/cliente', '/admin/lojas/123', '/regulamento?x=1']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers a path the build wrote a page for with that page (a parameter matches any segment)', async () => {
    const preloads = async (url: string) => {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      return [...res.body.matchAll(/modulepreload" href="\/assets\/([\w-]+)\.js"/g)].map((m) => m[1]);
    };
    expect(await preloads('/faq')).toEqual(['faq-page']);
    expect(await preloads('/faq/?aberta=3')).toEqual(['faq-page']);
    expect(await preloads('/cliente/brinde/0b7c9a52-8c1e-4f0e-9d43-2f8f3c1a9e10')).toEqual(['prize-redeem-page']);
    // A literal segment wins over a parameter, whatever the list's order.
    expect(await preloads('/admin/lojas/cadastrar')).toEqual(['store-form-page']);
    expect(await preloads('/admin/lojas/42')).toEqual(['store-detail-page']);
    // No page for it (or its file is missing, or the path has more segments): index.html.
    for (const url of ['/', '/regulamento', '/cliente/brinde', '/cliente/brinde/1/2']) {
      expect(await preloads(url), url).toEqual([]);
    }
    const head = await t.request({ method: 'HEAD', url: '/faq' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
  });

  it('serves built assets with long caching', async () => {
    const res = await t.request({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 for a build file that is not there, never the page', async () => {
    const res = await t.request({ method: 'GET', url: '/assets/app-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('text/html');
  });

  it('keeps unknown API routes as JSON 404s', async () => {
    const res = await t.request({ method: 'GET', url: '/api/desconhecida' });
    expect(res.statusCode).toBe(404);
    expect(res.json().statusCode).toBe(404);
  });
});
