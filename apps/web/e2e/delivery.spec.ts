import { expect, test } from './fixtures';
import { loginViaApi } from './support';

// How the built app reaches a phone: compressed, cached by content, findable by search engines and
// installable on a home screen (the web app manifest and its icons).

test('the browser gets the page, its scripts, styles and data compressed with brotli', async ({ page }) => {
  const seen: { url: string; type: string; encoding?: string; cache?: string }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    const type = response.request().resourceType();
    if (!['document', 'script', 'stylesheet', 'fetch'].includes(type) && !pathname.startsWith('/api/')) return;
    const headers = response.headers();
    seen.push({ url: pathname, type, encoding: headers['content-encoding'], cache: headers['cache-control'] });
  });
  // The page's heading shows before its stores arrive: wait for the stores' answer itself.
  const storesAnswer = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/stores'));
  await page.goto('/lojas-participantes');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await storesAnswer;
  await page.waitForLoadState('networkidle');

  const document = seen.find((r) => r.type === 'document');
  expect(document).toMatchObject({ url: '/lojas-participantes', encoding: 'br', cache: 'no-cache' });
  const assets = seen.filter((r) => r.url.startsWith('/assets/'));
  expect(assets.some((r) => r.type === 'script')).toBe(true);
  expect(assets.some((r) => r.type === 'stylesheet')).toBe(true);
  for (const asset of assets) {
    expect(asset, asset.url).toMatchObject({ encoding: 'br', cache: 'public, max-age=31536000, immutable' });
  }
  const api = seen.filter((r) => r.url.startsWith('/api/'));
  expect(api.length).toBeGreaterThan(0);
  for (const answer of api) expect(answer.cache, answer.url).toBe('no-store');
});

test('gzip for a client without brotli, nothing for a client that accepts no compression', async ({ request }) => {
  const html = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
  expect(html.headers()['content-encoding']).toBe('gzip');
  expect(await html.text()).toContain('<div id="root"');
  const script = (await html.text()).match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script).toBeDefined();
  for (const url of ['/', script!, '/api/faqs']) {
    const gz = await request.get(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers()['content-encoding'], url).toBe('gzip');
    const plain = await request.get(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding'], url).toBeUndefined();
    expect(await gz.text(), url).toBe(await plain.text());
  }
});

test('robots.txt and the sitemap answer GET and HEAD with their own types', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await robots.text()).toContain('Disallow: /api/');
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(await sitemap.text()).toContain(`<loc>${baseURL}/lojas-participantes</loc>`);
  for (const url of ['/robots.txt', '/sitemap.xml', '/', '/regulamento', '/favicon.svg']) {
    const head = await request.head(url);
    expect(head.status(), url).toBe(200);
    expect(await head.body(), url).toHaveLength(0);
  }
});

test('the web app manifest names the programme and its icons are there', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await request.get(href!);
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await answer.json();
  expect(manifest).toMatchObject({ name: 'Clube Decor & Design', start_url: '/', display: 'standalone' });
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  // The tab's icon is a picture, not the SVG: a browser reads an SVG into a document of its own on
  // the page's main thread as the page opens (bench/FINDINGS.md, "No SVG picture as a page opens").
  const tabIcon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(tabIcon).toBe('/icons/favicon-32.png');
  for (const src of [...manifest.icons.map((i: { src: string }) => i.src), touchIcon, tabIcon]) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toBe('image/png');
  }
});

test('no page trips the content security policy (zod is told not to try compiling its parsers)', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  for (const path of ['/lojas-participantes', '/faq', '/regulamento']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    expect(violations, path).toEqual([]);
  }
});

test('a page with date fields loads no SVG picture: the tab icon and the calendar buttons are PNGs', async ({
  page,
}) => {
  // A browser reads an SVG picture into a document of its own on the page's main thread (tens of ms
  // as the page opens, bench/FINDINGS.md, "No SVG picture as a page opens"): the tab's icon is a PNG, and a date field's calendar
  // button is drawn from a PNG of Chromium's own glyph instead of the SVG of its style sheet.
  await loginViaApi(page, 'CLIENTE');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const pictures: string[] = [];
  cdp.on('Network.responseReceived', ({ response }) => {
    if (response.mimeType.startsWith('image/')) pictures.push(`${response.mimeType} ${response.url.slice(0, 40)}`);
  });
  await page.goto('/meus-pontos');
  await expect(page.getByLabel('Data inicial')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(pictures.filter((p) => p.startsWith('image/svg'))).toEqual([]);
  expect(pictures.some((p) => p.startsWith('image/png data:image/png'))).toBe(true);
});

test('the main thread compiles few script functions as a page opens: the large scripts carry V8 compile hints', async ({
  browser,
  page,
}) => {
  // Without the hint V8 compiles each function on the main thread the first time it runs: 681 of
  // them on /faq (28-82 ms). With it, the large scripts are compiled as they stream in, off the main
  // thread (build/compile-hints.ts, bench/FINDINGS.md, "V8 compile hints"). This counts the compilations on the page's
  // own thread, as Chromium traces them.
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-v8.compile'] });
  // Nothing of the test's own is run in the page until the trace ends: it would be compiled there too.
  await page.goto('/faq', { waitUntil: 'networkidle' });
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: { name: string; pid: number; tid: number; args?: { beginData?: { url?: string } } }[];
  };
  const parse = traceEvents.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.endsWith('/faq'));
  expect(parse).toBeDefined();
  const compiled = traceEvents.filter(
    (e) => e.name === 'V8.CompileCode' && e.pid === parse?.pid && e.tid === parse?.tid,
  );
  expect(compiled.length).toBeGreaterThan(0);
  expect(compiled.length).toBeLessThan(150);
  // The page did open, its questions and all.
  await expect(page.getByRole('button', { name: /^1\. / })).toBeVisible();
});
