// The customer's vouchers without signal (mall basements have none). Registered only for a
// logged-in customer, by the voucher pages, once the page has loaded and is idle
// (src/lib/offline-vouchers/keep.ts). It keeps, in one cache that logging out deletes
// (src/lib/offline-vouchers/forget.ts):
// - the voucher page's shell (the app's HTML) and the hashed files the page drew with (scripts,
//   style sheet, fonts), as the page lists them when it asks for a voucher to be kept;
// - each kept voucher's answer (GET /api/rescues/voucher/:code), network first, with the time it
//   was saved (`savedAt`, which the page shows when it reads a saved answer).
// Nothing else is answered from the cache: any other page opened without a connection gets a short
// page saying that only the vouchers open offline, with links to those saved on this phone.

const CACHE = 'vouchers';
const SHELL = '/cliente/voucher?offline-shell';
const VOUCHER_PAGE = '/cliente/voucher';
const VOUCHER_API = /^\/api\/rescues\/voucher\/([0-9A-Za-z]+)$/;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The navigation's request starts while the worker wakes: a page is never slower for it.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

/**
 * A voucher's answer as saved: the server's JSON with the time it was read. Only into the cache a
 * `keep` opened: a logout deletes it, and the page this worker still serves saves nothing more.
 */
async function saveVoucher(url, response) {
  if (!(await caches.has(CACHE))) return;
  const cache = await caches.open(CACHE);
  const answer = await response.json();
  const saved = JSON.stringify({ ...answer, savedAt: new Date().toISOString() });
  await cache.put(url, new Response(saved, { headers: { 'content-type': 'application/json; charset=utf-8' } }));
}

async function keep({ codes, assets }) {
  const cache = await caches.open(CACHE);
  const shell = await fetch(`${VOUCHER_PAGE}?code=${encodeURIComponent(codes[0] ?? '')}`, {
    credentials: 'same-origin',
  });
  const before = await (await cache.match(SHELL))?.text();
  const after = shell.ok ? await shell.clone().text() : before;
  if (shell.ok) await cache.put(SHELL, shell);
  const files = assets.filter((path) => path.startsWith('/assets/'));
  await Promise.all(
    files.map(async (path) => {
      if (await cache.match(path, { ignoreVary: true })) return;
      const file = await fetch(path);
      if (file.ok) await cache.put(path, file);
    }),
  );
  // A new build (the shell names another entry script): the older build's files go.
  const entry = (html) => /<script type="module"[^>]*src="([^"]+)"/.exec(html ?? '')?.[1];
  if (before && entry(before) !== entry(after)) {
    for (const request of await cache.keys()) {
      const path = new URL(request.url).pathname;
      if (path.startsWith('/assets/') && !files.includes(path)) await cache.delete(request);
    }
  }
  await Promise.all(
    codes.map(async (code) => {
      const url = `/api/rescues/voucher/${encodeURIComponent(code)}`;
      const response = await fetch(url, { headers: { accept: 'application/json' } });
      if (response.ok) await saveVoucher(url, response);
    }),
  );
}

self.addEventListener('message', (event) => {
  if (event.data?.type === 'keep') event.waitUntil(keep(event.data).catch(() => undefined));
});

/** Network first; a saved answer (or the shell, or the file) when the network fails. */
async function voucherAnswer(request, path) {
  try {
    const response = await fetch(request);
    if (response.ok) await saveVoucher(path, response.clone());
    return response;
  } catch (error) {
    const saved = await caches.match(path, { cacheName: CACHE });
    if (saved) return saved;
    throw error;
  }
}

async function savedFile(request, path) {
  try {
    return await fetch(request);
  } catch (error) {
    const saved = await caches.match(path, { cacheName: CACHE, ignoreVary: true });
    if (saved) return saved;
    throw error;
  }
}

const escapeHtml = (text) =>
  String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** The page any other address gets offline: what works, and the vouchers saved on this phone. */
async function offlinePage() {
  // Read without opening: opening would make the cache again after a logout.
  const cache = (await caches.has(CACHE)) ? await caches.open(CACHE) : null;
  const links = [];
  for (const request of (await cache?.keys()) ?? []) {
    const code = VOUCHER_API.exec(new URL(request.url).pathname)?.[1];
    if (!code) continue;
    const answer = await (await cache.match(request)).json().catch(() => null);
    const prize = answer?.data?.prizeName ? ` · ${escapeHtml(answer.data.prizeName)}` : '';
    links.push(`<li><a href="${VOUCHER_PAGE}?code=${encodeURIComponent(code)}">${escapeHtml(code)}</a>${prize}</li>`);
  }
  const list = links.length
    ? `<p>Vouchers salvos neste aparelho:</p><ul>${links.join('')}</ul>`
    : '<p>Nenhum voucher foi salvo neste aparelho ainda.</p>';
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sem internet</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1.25rem;color:#1f1b16;line-height:1.5}a{color:#7a4a1e;font-family:monospace;font-size:1.1rem;font-weight:600}li{margin:.5rem 0}</style></head><body><main><h1>Você está sem internet</h1><p>Sem conexão, só os seus vouchers abrem. Volte a esta página quando o sinal voltar.</p>${list}</main></body></html>`;
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

async function navigation(event, url) {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch {
    if (url.pathname === VOUCHER_PAGE) {
      const shell = await caches.match(SHELL, { cacheName: CACHE });
      if (shell) return shell;
    }
    return offlinePage();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(navigation(event, url));
  else if (VOUCHER_API.test(url.pathname)) event.respondWith(voucherAnswer(request, url.pathname));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(savedFile(request, url.pathname));
});
