// Logging in as the demo accounts, for the browser benchmarks (bench/web.mjs, bench/web-ab.mjs).

/** The pages of issue 18, in order, and who must be logged in to see each. */
export const PAGES = [
  { path: '/' },
  { path: '/lojas-participantes' },
  { path: '/faq' },
  { path: '/regulamento' },
  { path: '/cliente', role: 'CLIENTE' },
  { path: '/meus-pontos', role: 'CLIENTE' },
  { path: '/cliente/brindes', role: 'CLIENTE' },
  { path: '/admin/extratos/pontuacao', role: 'DEDPREMIUM' },
];

export const ACCOUNTS = { CLIENTE: 'cliente@example.com', DEDPREMIUM: 'admin@example.com' };
const PASSWORD = 'Demo@1234';

/** Logs in as `email` through the API: the token, the user as the web app keeps it, and the role. */
export async function login(baseUrl, email) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = await res.json().catch(() => ({}));
  const data = body.data;
  if (res.status !== 200 || !data?.access_token) {
    throw new Error(`login as ${email} failed: ${res.status} ${JSON.stringify(body)}`);
  }
  // What the web app keeps (apps/web/src/lib/session.ts): the token and the user, in localStorage.
  const user = { id: data.id, name: data.name, role: data.role, storeId: data.storeId, store: data.store };
  return { token: data.access_token, user: JSON.stringify(user), role: data.role };
}

/**
 * Gives a Puppeteer tab the session of a returning user before the page's own scripts run, in every
 * document of the app's origin: the token and user in localStorage, and the role cookie the app
 * writes beside them (lib/session.ts), by which the server picks a prerendered page.
 */
export async function giveSession(browser, tab, baseUrl, session) {
  await browser.setCookie({ name: 'session_role', value: session.role, domain: new URL(baseUrl).hostname, path: '/' });
  await tab.evaluateOnNewDocument(
    (origin, token, user) => {
      if (location.origin === origin) {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
      }
    },
    new URL(baseUrl).origin,
    session.token,
    session.user,
  );
}
