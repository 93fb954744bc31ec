import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'mall-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Programa</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // The build's prerendered pages (apps/web/build/prerender.ts); one listed page was not written.
  mkdirSync(join(dist, 'pages'));
  writeFileSync(
    join(dist, 'pages', 'faq.html'),
    '<!doctype html><title>FAQ</title><div id="root" data-prerendered><h1>Perguntas frequentes</h1></div>',
  );
  writeFileSync(
    join(dist, 'pages', 'meus-pontos.html'),
    '<!doctype html><title>Meus pontos</title><div id="root" data-prerendered="CLIENTE"><h1>MEUS PONTOS</h1></div>',
  );
  for (const role of ['dedpremium', 'smart']) {
    writeFileSync(
      join(dist, 'pages', `statement-${role}.html`),
      `<!doctype html><title>Extrato</title><div id="root" data-prerendered="${role.toUpperCase()}"></div>`,
    );
  }
  writeFileSync(
    join(dist, 'pages.json'),
    JSON.stringify([
      { path: '/faq', file: 'pages/faq.html' },
      { path: '/regulamento', file: 'pages/regulamento.html' },
      { path: '/meus-pontos', file: 'pages/meus-pontos.html', role: 'CLIENTE' },
      { path: '/admin/extratos/pontuacao', file: 'pages/statement-dedpremium.html', role: 'DEDPREMIUM' },
      { path: '/admin/extratos/pontuacao', file: 'pages/statement-smart.html', role: 'SMART' },
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

  it('answers GET /metrics with a 404, not the app, when metrics are off (no METRICS_TOKEN)', async () => {
    const res = await t.request({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('answers a path the build prerendered with its page, any other with index.html', async () => {
    const prerendered = async (url: string) => {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      return res.body.includes('data-prerendered');
    };
    for (const url of ['/faq', '/faq/', '/faq?aberta=3']) expect(await prerendered(url), url).toBe(true);
    // Not prerendered, or listed but its file missing: index.html.
    for (const url of ['/', '/regulamento', '/faq/outra', '/cliente']) expect(await prerendered(url), url).toBe(false);
    const head = await t.request({ method: 'HEAD', url: '/faq' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
  });

  it("answers a customer page prerendered only to a browser whose session cookie names the page's role", async () => {
    const page = async (url: string, cookie?: string) => {
      const res = await t.request({ method: 'GET', url, headers: cookie === undefined ? {} : { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      // The same address answers differently by cookie: no cache may hand one browser's to another.
      expect(String(res.headers.vary), url).toMatch(/cookie/i);
      return res.body.includes('data-prerendered="CLIENTE"');
    };
    expect(await page('/meus-pontos', 'session_role=CLIENTE')).toBe(true);
    expect(await page('/meus-pontos/', 'tema=claro; session_role=CLIENTE')).toBe(true);
    // No cookie, another role, a malformed header, or a query (a list's filters): index.html.
    expect(await page('/meus-pontos')).toBe(false);
    expect(await page('/meus-pontos', 'session_role=VENDEDOR')).toBe(false);
    expect(await page('/meus-pontos', 'session_role')).toBe(false);
    expect(await page('/meus-pontos?page=2', 'session_role=CLIENTE')).toBe(false);
    // A page drawn for several roles: each role gets its own, any other role index.html.
    const statement = async (role: string) =>
      (
        await t.request({
          method: 'GET',
          url: '/admin/extratos/pontuacao',
          headers: { cookie: `session_role=${role}` },
        })
      ).body;
    expect(await statement('DEDPREMIUM')).toContain('data-prerendered="DEDPREMIUM"');
    expect(await statement('SMART')).toContain('data-prerendered="SMART"');
    expect(await statement('LOJISTA')).not.toContain('data-prerendered');
    // A public page does not depend on the cookie.
    const faq = await t.request({ method: 'GET', url: '/faq', headers: { cookie: 'session_role=CLIENTE' } });
    expect(faq.body).toContain('data-prerendered');
    expect(String(faq.headers.vary ?? '')).not.toMatch(/cookie/i);
  });

  it('writes the running campaign into each page as GET /campaigns/active answers it, as data no script runs', async () => {
    const block = (body: string) => {
      const found = body.match(/<script type="application\/json" id="active-campaign">([^<]*)<\/script><\/head>/);
      expect(found, body).not.toBeNull();
      return found?.[1] ?? '';
    };
    const page = async (url: string) => (await t.request({ method: 'GET', url })).body;
    // No campaign running: the page says so, and the browser need not ask.
    expect(JSON.parse(block(await page('/')))).toEqual({ data: null });
    // A name that would end the element if written as it is: every "<" goes as \u003c.
    const name = 'Natal </script><script>alert(1)</script>';
    await t.database.db.insert(campaigns).values({
      name,
      description: 'Compras de dezembro',
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      active: true,
    });
    const api = (await t.request({ method: 'GET', url: '/api/campaigns/active' })).json();
    expect(api.data.name).toBe(name);
    for (const url of ['/', '/regulamento', '/cliente?page=2']) {
      const json = block(await page(url));
      expect(json).not.toContain('<');
      expect(JSON.parse(json), url).toEqual(api);
    }
    // A file without a head (none of the build's) goes as it is.
    expect(await page('/faq')).not.toContain('active-campaign');
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
