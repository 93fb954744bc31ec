import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  // The web build copies its public folder to the root: the service worker as the web app ships it.
  copyFileSync(join(import.meta.dirname, '..', '..', 'web', 'public', 'sw.js'), join(dist, 'sw.js'));
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

describe('the service worker (offline vouchers)', () => {
  it('is served from the root as JavaScript, revalidated on each use, and the page policy lets it run', async () => {
    const res = await t.request({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    // A browser refuses to register a worker whose script is not served as JavaScript.
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    // Never a long-lived cache: a new release's worker must reach the phones at their next visit.
    expect(res.headers['cache-control']).toBe('no-cache');
    // At the root its scope is the whole site by default: no Service-Worker-Allowed widening it.
    expect(res.headers['service-worker-allowed']).toBeUndefined();
    expect(res.body).toBe(readFileSync(join(dist, 'sw.js'), 'utf8'));
    expect(res.body).toContain("addEventListener('fetch'");
    // The pages' policy allows a worker from our own origin (no worker-src: script-src applies).
    const page = await t.request({ method: 'GET', url: '/cliente/voucher?code=ABCDEFGHJK' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/worker-src|child-src/);
  });
});
