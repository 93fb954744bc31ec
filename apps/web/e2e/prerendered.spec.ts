import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS, holdScript, loginViaApi, loginViaModal } from './support';

// The public pages arrive rendered (build/prerender.ts): their first lines are in the HTML, drawn
// before any script runs, and React takes that HTML over without drawing it again.

/** What the page reports from now on: console errors and warnings, uncaught errors. */
function reports(page: Page): string[] {
  const reported: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') reported.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => reported.push(`pageerror: ${e.message}`));
  return reported;
}

const PAGES = [
  { path: '/', heading: 'Seu lar bem decorado vale pontos.' },
  { path: '/lojas-participantes', heading: 'Lojas participantes' },
  { path: '/faq', heading: 'Perguntas frequentes' },
  { path: '/contato', heading: 'Contato' },
];

test.describe('prerendered public pages', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} shows its heading with scripts off, then works once React takes over`, async ({
      browser,
      baseURL,
    }) => {
      // Without JavaScript: what the HTML alone draws.
      const still = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const bare = await still.newPage();
      await bare.goto(path);
      await expect(bare.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(bare.getByRole('button', { name: 'Login' })).toBeVisible();
      await expect(bare).toHaveTitle(/Clube Decor & Design/);
      await still.close();

      // With it: the same heading node is kept (hydrated, not drawn again), nothing is reported,
      // and the page answers clicks.
      const live = await browser.newContext({ baseURL });
      const page = await live.newPage();
      const reported = reports(page);
      await page.goto(path, { waitUntil: 'commit' });
      const first = await page.getByRole('heading', { level: 1 }).elementHandle();
      await page.waitForLoadState('networkidle');
      expect(await first?.evaluate((node) => node.isConnected)).toBe(true);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.locator('title')).toHaveCount(1);
      expect(reported).toEqual([]);
      await live.close();
    });
  }

  test('a page whose first lines wait for its code asks for that code beside the entry', async ({ request }) => {
    const preloads = async (path: string, cookie?: string) =>
      [
        ...(await (await request.get(path, { headers: cookie ? { cookie } : {} })).text()).matchAll(
          /<link rel="modulepreload" crossorigin fetchpriority="low" href="\/assets\/([\w-]+)-[\w-]{7}\.js" \/>/g,
        ),
      ].map((m) => m[1]);
    // The rules, which the browser draws.
    expect(await preloads('/regulamento')).toEqual(expect.arrayContaining(['rules-page', 'react-query']));
    // The benefits grid comes drawn by the server (below): its page asks for none either.
    expect(await preloads('/cliente/brindes', 'session_role=CLIENTE')).toEqual([]);
    // A page whose first lines are in its HTML leaves the bandwidth to its style sheet and fonts.
    expect(await preloads('/faq')).toEqual([]);
    expect(await preloads('/cliente', 'session_role=CLIENTE')).toEqual([]);
  });

  test('a form sent before the page works is not sent by the browser; once it works it answers', async ({ page }) => {
    const release = await holdScript(page, /\/assets\/contact-page-[\w-]+\.js$/);
    await page.goto('/contato', { waitUntil: 'domcontentloaded' });
    await page.getByRole('textbox', { name: 'E-mail' }).fill('marina.prado@example.com');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.waitForTimeout(300);
    // Not sent as the browser would send it: the address carries no field, the page is the same.
    expect(new URL(page.url()).search).toBe('');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered');

    release();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByText('Nome é obrigatório')).toBeVisible();
  });

  test('a customer who opens a public page gets the customer header, and / takes it to its area', async ({ page }) => {
    await loginViaApi(page, 'CLIENTE');
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perguntas frequentes');
    await expect(page.getByRole('link', { name: 'Meus pontos' }).first()).toBeAttached();
    await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
    await page.goto('/');
    await expect(page).toHaveURL(/\/cliente$/);
  });
});

// A returning customer's pages, and the administrators' points statement, arrive rendered too (the
// frame, the headings, the greeting without the name): the server sends them when the session's
// role cookie names the role they were drawn for.
const AREA_PAGES = [
  { path: '/cliente', heading: /^Olá,/, role: 'CLIENTE' },
  { path: '/cliente/brindes', heading: 'Benefícios', role: 'CLIENTE' },
  { path: '/meus-pontos', heading: 'MEUS PONTOS', role: 'CLIENTE' },
  { path: '/meus-resgates', heading: 'Meus resgates', role: 'CLIENTE' },
  { path: '/registrar-pontos', heading: 'Registrar pontos', role: 'CLIENTE' },
  { path: '/meu-dados', heading: 'MEUS DADOS', role: 'CLIENTE' },
  { path: '/admin/extratos/pontuacao', heading: 'Extrato de Pontuação', role: 'DEDPREMIUM' },
  { path: '/admin/extratos/pontuacao', heading: 'Extrato de Pontuação', role: 'SMART' },
] as const;

/**
 * Opens a drawn page and checks React took its heading over instead of drawing it again; gives what
 * the page reported meanwhile.
 */
async function takenOver(page: Page, path: string, heading: string | RegExp): Promise<string[]> {
  const reported = reports(page);
  await page.goto(path, { waitUntil: 'commit' });
  const first = await page.getByRole('heading', { level: 1 }).elementHandle();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await page.waitForLoadState('networkidle');
  expect(await first?.evaluate((node) => node.isConnected)).toBe(true);
  return reported;
}

/** A customer logged in, whose browser sends the role cookie: the server sends its drawn pages. */
async function returningCustomer(page: Page, context: BrowserContext, baseURL: string | undefined) {
  await loginViaApi(page, 'CLIENTE');
  await context.addCookies([{ name: 'session_role', value: 'CLIENTE', url: baseURL ?? '' }]);
}

test.describe('prerendered pages behind a login', () => {
  test('the server sends a customer page rendered only to a browser whose session cookie says CLIENTE', async ({
    request,
  }) => {
    const bare = await request.get('/meus-pontos', { headers: { cookie: '' } });
    expect(await bare.text()).not.toContain('data-prerendered');
    expect(bare.headers().vary).toMatch(/cookie/i);
    const customer = await request.get('/meus-pontos', { headers: { cookie: 'session_role=CLIENTE' } });
    expect(await customer.text()).toContain('data-prerendered="CLIENTE"');
    // Another role, or a list's filters in the address, get the app as before.
    const seller = await request.get('/meus-pontos', { headers: { cookie: 'session_role=VENDEDOR' } });
    expect(await seller.text()).not.toContain('data-prerendered');
    const filtered = await request.get('/meus-pontos?page=2', { headers: { cookie: 'session_role=CLIENTE' } });
    expect(await filtered.text()).not.toContain('data-prerendered');
  });

  test('logging in writes the role cookie and logging out removes it', async ({ page, context }) => {
    await loginViaModal(page, ACCOUNTS.CLIENTE);
    await expect(page).toHaveURL(/\/cliente$/);
    const role = async () => (await context.cookies()).find((c) => c.name === 'session_role');
    await expect.poll(async () => (await role())?.value).toBe('CLIENTE');
    expect((await role())?.sameSite).toBe('Lax');
    await page.getByRole('banner').getByRole('button', { name: 'Sair' }).first().click();
    await expect.poll(role).toBeUndefined();
  });

  for (const { path, heading, role } of AREA_PAGES) {
    test(`${path} is drawn before its scripts for ${role} and taken over without redrawing`, async ({
      page,
      context,
      baseURL,
    }) => {
      const name = await loginViaApi(page, role);
      await context.addCookies([{ name: 'session_role', value: role, url: baseURL ?? '' }]);
      const served = await page.request.get(path, { headers: { cookie: `session_role=${role}` } });
      expect(await served.text()).toContain(`data-prerendered="${role}"`);
      const reported = await takenOver(page, path, heading);
      // The stored session took over: the user's own name in the header.
      await expect(page.getByRole('banner').getByText(`Olá, ${name.split(' ')[0]}`)).toBeVisible();
      await expect(page.locator('title')).toHaveCount(1);
      expect(reported).toEqual([]);
    });
  }

  // A build serves its pages for days, into the next year: the page is taken over as it was drawn,
  // with the build's day, then shows today's (lib/use-today.ts).
  const DATED_PAGES = [
    { path: '/registrar-pontos', heading: 'Registrar pontos', role: 'CLIENTE' },
    { path: '/admin/extratos/pontuacao', heading: 'Extrato de Pontuação', role: 'SMART' },
  ] as const;
  for (const { path, heading, role } of DATED_PAGES) {
    test(`${path} drawn by a build of last 31 December is taken over without redrawing and shows today`, async ({
      page,
      context,
      baseURL,
    }) => {
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
      const year = Number(today.slice(0, 4));
      const lastYearsEnd = `${year - 1}-12-31`;
      // The page as that build drew it: its day, its purchase date's latest day, its years.
      const drawnLastYear = (html: string) =>
        html
          .replace(`data-drawn-on="${today}"`, `data-drawn-on="${lastYearsEnd}"`)
          .replace(`max="${today}"`, `max="${lastYearsEnd}"`)
          .replace(/<option value="(\d{4})">\1<\/option>/g, (_, y) => `<option value="${y - 1}">${y - 1}</option>`);
      await loginViaApi(page, role);
      await context.addCookies([{ name: 'session_role', value: role, url: baseURL ?? '' }]);
      const served = await (await page.request.get(path, { headers: { cookie: `session_role=${role}` } })).text();
      expect(served).toContain(`data-prerendered="${role}" data-drawn-on="${today}"`);
      const drawn = drawnLastYear(served);
      // Nothing of today's left in what the page draws (the campaign's data block, read from the API, is today's).
      expect(drawn.slice(drawn.indexOf('<div id="root"'))).not.toContain(today);
      expect(drawn).toContain(role === 'CLIENTE' ? `max="${lastYearsEnd}"` : `<option value="${year - 1}">`);
      await page.route(
        (url) => url.pathname === path,
        async (route) => {
          const response = await route.fetch();
          const { 'content-encoding': _, 'content-length': __, ...headers } = response.headers();
          await route.fulfill({ response, headers, body: drawnLastYear(await response.text()) });
        },
      );
      const reported = await takenOver(page, path, heading);
      expect(reported).toEqual([]);
      if (role === 'CLIENTE') {
        // The campaign runs past today: the latest day a purchase can have is today.
        await expect(page.getByLabel('Data da compra')).toHaveAttribute('max', today);
      } else {
        // Drawn again with today once React has taken the page over (its list's answer may come first).
        await expect
          .poll(() =>
            page
              .getByLabel('Ano')
              .locator('option')
              .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean)),
          )
          .toEqual([0, 1, 2, 3, 4].map((i) => String(year - i)));
      }
    });
  }

  test('the browser loads its formatting data in a worker as the scripts start, and the page formats its figures', async ({
    page,
    context,
    baseURL,
  }) => {
    await returningCustomer(page, context, baseURL);
    const reported = reports(page);
    const worker = page.waitForEvent('worker');
    await page.goto('/cliente');
    // lib/warm-formats.ts: the entry starts it first of all, from a script of the app's own origin
    // (the CSP allows no other), and the worker says when it is done.
    expect(new URL((await worker).url()).pathname).toMatch(/^\/assets\/warm-formats\.worker-[\w-]+\.js$/);
    await expect(page.getByTestId('card-points-value')).toHaveText(/^\d{1,3}(\.\d{3})*$/);
    await page.waitForLoadState('networkidle');
    expect(reported).toEqual([]);
  });

  test("the benefits page's HTML asks for the grid's first picture, and the grid uses that request", async ({
    page,
    context,
    baseURL,
  }) => {
    await returningCustomer(page, context, baseURL);
    // Who asked for each picture: the HTML's parser (the preload) or the page's script (the grid).
    const pictures: { path: string; by: string }[] = [];
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.request.url.includes('/uploads/'))
        pictures.push({ path: new URL(e.request.url).pathname, by: e.initiator.type });
    });
    const reported = reports(page);
    await page.goto('/cliente/brindes');
    const first = page.getByRole('list', { name: 'Benefícios' }).locator('img').first();
    await expect(first).toBeVisible();
    await page.waitForLoadState('networkidle');
    const drawn = await first.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    // Asked for by the HTML first, in the size the grid then chose: one request.
    expect(pictures[0]).toEqual({ path: drawn, by: 'parser' });
    expect(pictures.filter((p) => p.path === drawn)).toHaveLength(1);
    // The grid itself is in the HTML: no picture is asked for by the page's script (the parser asks,
    // or the browser as a lazy picture nears the screen), none twice.
    expect(pictures.filter((p) => p.by === 'script')).toEqual([]);
    expect(new Set(pictures.map((p) => p.path)).size).toBe(pictures.length);
    expect(reported).toEqual([]);
  });

  test('the benefits grid comes drawn in the HTML with its answer, and the page keeps it without asking again', async ({
    page,
    context,
    baseURL,
  }) => {
    await returningCustomer(page, context, baseURL);
    const answer = (await (await page.request.get('/api/prizes/active?page=1&limit=12')).json()) as {
      data: { name: string; id: string }[];
    };
    expect(answer.data.length).toBeGreaterThan(0);
    const html = await (
      await page.request.get('/cliente/brindes', { headers: { cookie: 'session_role=CLIENTE' } })
    ).text();
    // Every prize of the first page, linked, in the HTML; the answer beside it; no loading state,
    // and neither the early read of the answer nor the early requests for the page's code.
    for (const prize of answer.data) expect(html).toContain(`href="/cliente/brinde/${prize.id}"`);
    expect(html).toContain('<script type="application/json" id="active-prizes">');
    expect(html).not.toContain('Carregando...');
    expect(html).not.toContain('as="fetch"');
    expect(html).not.toContain('rel="modulepreload"');

    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/prizes/active')) asked.push(r.url());
    });
    const reported = reports(page);
    await page.goto('/cliente/brindes', { waitUntil: 'commit' });
    const grid = page.getByRole('list', { name: 'Benefícios' });
    const firstCard = await grid.getByRole('link').first().elementHandle();
    await page.waitForLoadState('networkidle');
    // The page's code took the grid over as the HTML drew it, from the answer written in the page.
    await expect(page.getByRole('banner').getByText(/^Olá, /)).toBeVisible();
    expect(await firstCard?.evaluate((node) => node.isConnected)).toBe(true);
    await expect(grid.getByRole('link')).toHaveCount(answer.data.length);
    await expect(grid.getByRole('link').first()).toContainText(answer.data[0]?.name ?? '');
    expect(asked).toEqual([]);
    await expect(page.locator('#active-prizes')).toHaveCount(0);
    expect(reported).toEqual([]);

    // A later visit within the app (no page load: the marker stays) asks the API, as any page does.
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    await page.getByRole('banner').getByRole('link', { name: 'Meus pontos' }).first().click();
    await expect(page).toHaveURL(/\/meus-pontos$/);
    // The benefits page gone from the screen (the address changes before the next page is drawn).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MEUS PONTOS');
    await expect(grid).toHaveCount(0);
    await page.getByRole('banner').getByRole('link', { name: 'Benefícios' }).first().click();
    await expect(grid.getByRole('link')).toHaveCount(answer.data.length);
    expect(await page.evaluate(() => 'stayed' in window)).toBe(true);
    expect(asked).toHaveLength(1);
  });

  test('a browser whose cookie outlived its session is sent to log in, and the cookie goes', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'session_role', value: 'CLIENTE', url: baseURL ?? '' }]);
    await page.goto('/meus-pontos');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'session_role')).toBeUndefined();
  });
});
