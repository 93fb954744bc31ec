import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NON_INDEXED_PATH_PREFIXES, PUBLIC_PAGES } from '@mall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';

const PUBLIC_URL = 'https://clube.example.com.br';
const dist = mkdtempSync(join(tmpdir(), 'mall-web-'));
const manifest = JSON.stringify({ name: 'Clube', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] });

let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Programa</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'manifest.webmanifest'), manifest);
  t = await createTestApp({ WEB_DIST: dist, PUBLIC_URL }, { seed: false });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('robots.txt and sitemap.xml', () => {
  it('lets crawlers read every page and keeps them out of the API and the one-time links', async () => {
    const res = await t.request({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/redefinir-senha', '/shopkeeper/']) expect(lines).toContain(`Disallow: ${path}`);
    // Pages behind a login send a visitor without a session home: nothing private to keep out.
    for (const path of ['/admin', '/cliente', '/meus-pontos']) expect(lines).not.toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(lines.filter((l) => l.startsWith('Disallow: '))).toHaveLength(NON_INDEXED_PATH_PREFIXES.length);
  });

  it('lists every public page at its absolute address', async () => {
    const res = await t.request({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(PUBLIC_PAGES.map((p) => `${PUBLIC_URL}${p.path}`));
    for (const path of ['/', '/lojas-participantes', '/faq', '/regulamento', '/contato']) {
      expect(locs).toContain(`${PUBLIC_URL}${path}`);
    }
    expect(locs.some((l) => /\/(admin|cliente|meus-)/.test(l!))).toBe(false);
  });
});

describe('HEAD', () => {
  it('answers HEAD like GET, without a body, for the site files, the app pages and the built files', async () => {
    for (const [url, type] of [
      ['/robots.txt', /^text\/plain/],
      ['/sitemap.xml', /^application\/xml/],
      ['/', /^text\/html/],
      ['/regulamento', /^text\/html/],
      ['/cliente/brindes', /^text\/html/],
      ['/assets/app-abc123.js', /javascript/],
      ['/manifest.webmanifest', /^application\/manifest\+json/],
    ] as const) {
      const get = await t.request({ method: 'GET', url });
      const head = await t.request({ method: 'HEAD', url });
      expect(get.statusCode, url).toBe(200);
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toMatch(type);
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
      expect(head.headers['cache-control'], url).toBe(get.headers['cache-control']);
      expect(head.body, url).toBe('');
    }
  });

  it('still answers 404 for HEAD of an unknown API path', async () => {
    const res = await t.request({ method: 'HEAD', url: '/api/nada-aqui' });
    expect(res.statusCode).toBe(404);
  });
});
