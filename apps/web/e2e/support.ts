import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { contrastRatio } from '@mall/shared';
import { type APIRequestContext, expect, type Locator, type Page, type PageScreenshotOptions } from '@playwright/test';

export const PASSWORD = 'Demo@1234';

export const ACCOUNTS = {
  DEDPREMIUM: 'admin@example.com',
  SMART: 'smart@example.com',
  LOJISTA: 'lojista@example.com',
  VENDEDOR: 'vendedor@example.com',
  CONCIERGE: 'concierge@example.com',
  CLIENTE: 'cliente@example.com',
} as const;
export type DemoRole = keyof typeof ACCOUNTS;

/** Opens the login modal from the home header and signs in. */
export async function loginViaModal(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-mail ou login').fill(email);
  await dialog.getByLabel('Senha').fill(password);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * Signs in through the API and stores the session the way the app does, for tests about
 * something other than the login form (screenshots, accessibility).
 */
export async function loginViaApi(
  page: Page,
  role: DemoRole,
  credentials: { email: string; password: string } = { email: ACCOUNTS[role], password: PASSWORD },
): Promise<string> {
  const res = await page.request.post('/api/auth/login', { data: credentials });
  expect(res.ok()).toBeTruthy();
  const { data } = (await res.json()) as {
    data: { access_token: string; id: string; name: string; role: string; storeId: string | null; store: unknown };
  };
  const user = { id: data.id, name: data.name, role: data.role, storeId: data.storeId, store: data.store };
  await page.addInitScript(
    ([token, json]) => {
      if (!sessionStorage.getItem('e2e-seeded')) {
        localStorage.setItem('token', token);
        localStorage.setItem('user', json);
        sessionStorage.setItem('e2e-seeded', '1');
      }
    },
    [data.access_token, JSON.stringify(user)] as const,
  );
  return data.name;
}

/** A CPF with valid check digits, random enough not to collide between runs. */
export { generateCpf };

export function toast(page: Page, text: string | RegExp) {
  return page.locator('.Toastify__toast').filter({ hasText: text });
}

/**
 * A customer of the spec's own, registered through the API (never the demo customer, whose
 * password and points other specs read). Answers its e-mail, password and client id.
 */
export async function registerCustomer(
  request: APIRequestContext,
  { name = 'Cliente de Teste', prefix = 'cliente', password = 'Cliente123', acceptsSMS = false } = {},
): Promise<{ email: string; password: string; id: string; cpf: string }> {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const cpf = generateCpf();
  const res = await request.post('/api/clients', {
    data: {
      name,
      email,
      cpf,
      address: 'Avenida Paulista, 1000',
      zipCode: '01310100',
      phone: '11987654321',
      birthdate: '1990-05-20',
      acceptsSMS,
      acceptsTerms: true,
      acceptsPrivacy: true,
      user: { email, password },
    },
  });
  expect(res.status()).toBe(201);
  return { email, password, cpf, id: ((await res.json()) as { data: { id: string } }).data.id };
}

/**
 * A customer of its own, with `reais` of approved purchases, arranged through the API: specs that
 * spend points must not race the specs that count the shared demo customer's points.
 */
export async function customerWithPurchases(
  request: APIRequestContext,
  reais: number,
): Promise<{ email: string; password: string }> {
  const { email, password, id: clientId } = await registerCustomer(request, { name: 'Cliente de Teste' });
  const login = await request.post('/api/auth/login', { data: { email: ACCOUNTS.DEDPREMIUM, password: PASSWORD } });
  const headers = {
    authorization: `Bearer ${((await login.json()) as { data: { access_token: string } }).data.access_token}`,
  };
  // The demo seller of the first store: active, in an open store (other sellers may be inactive
  // or in a blocked store after other specs of the worker ran).
  const sellers = await request.get(
    `/api/sellers?page=1&limit=1&status=ATIVO&search=${encodeURIComponent(ACCOUNTS.VENDEDOR)}`,
    {
      headers,
    },
  );
  const seller = ((await sellers.json()) as { data: { id: string; storeId: string }[] }).data[0]!;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const invoiceNumber = `E2E-${Date.now()}`;
  const sale = await request.post('/api/sales', {
    headers,
    data: {
      type: 'invoice_number',
      invoiceNumber,
      saleDate: today,
      storeId: seller.storeId,
      sellerId: seller.id,
      clientId,
      grossValue: reais,
      discountValue: 0,
      netValue: reais,
      amount: reais,
    },
  });
  expect(sale.status()).toBe(201);
  const saleId = ((await sale.json()) as { data: { id: string } }).data.id;
  const approved = await request.patch(`/api/sales/${saleId}/approve`, { headers, data: { invoiceNumber } });
  expect(approved.status()).toBe(200);
  return { email, password };
}

/** The page's serious or critical WCAG 2.1 A/AA violations found by axe (an empty list passes). */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

/**
 * What the page's charts draw below WCAG contrast, in `seriousA11yViolations`' shape: each text
 * (axis labels, legends) under 4.5:1 and each bar under 3:1 against the card the chart sits on.
 * axe reads the charts' text but leaves it undecided ("incomplete": it cannot tell the background
 * behind an SVG), so the drawn colours are measured here. A page without a drawn chart is a problem.
 */
export async function chartContrastProblems(page: Page) {
  const drawn = await page.evaluate(() => {
    const transparent = (c: string) => c === 'transparent' || /^rgba\(.*,\s*0\)$/.test(c);
    const backgroundOf = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const bg = getComputedStyle(e).backgroundColor;
        if (!transparent(bg)) return bg;
      }
      return 'rgb(255, 255, 255)';
    };
    return [...document.querySelectorAll('.recharts-wrapper')].flatMap((chart) => {
      const background = backgroundOf(chart);
      const texts = [...chart.querySelectorAll('text, .recharts-legend-item-text')]
        .filter((el) => (el.textContent ?? '').trim() !== '')
        .map((el) => ({
          kind: 'text' as const,
          what: (el.textContent ?? '').trim().slice(0, 30),
          colour: el instanceof SVGElement ? getComputedStyle(el).fill : getComputedStyle(el).color,
          background,
        }));
      const bars = [...chart.querySelectorAll('.recharts-bar-rectangle path')].map((el) => ({
        kind: 'bar' as const,
        what: el.getAttribute('name') ?? 'bar',
        colour: getComputedStyle(el).fill,
        background,
      }));
      return [...texts, ...bars];
    });
  });
  if (drawn.length === 0) return [{ id: 'chart-contrast', impact: 'serious', nodes: ['no chart drawn'] }];
  const found = new Set<string>();
  for (const d of drawn) {
    const ratio = contrastRatio(d.colour, d.background);
    if (ratio < (d.kind === 'text' ? 4.5 : 3))
      found.add(`${d.kind} "${d.what}" ${d.colour} on ${d.background}: ${ratio.toFixed(2)}:1`);
  }
  return [...found].map((node) => ({ id: 'chart-contrast', impact: 'serious', nodes: [node] }));
}

/**
 * Chooses `name` in a searchable combobox (stores, sellers): types its start, waits for the
 * server's results and clicks the option; the box then names the choice.
 */
export async function pickOption(page: Page, box: Locator, name: string): Promise<void> {
  await box.click();
  await box.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(box).toHaveValue(name);
}

interface SunkMail {
  to: string[];
  subject: string;
  text: string;
}

/**
 * Waits for the newest e-mail to `to` that carries a link to `path` (delivered by the app's outbox
 * to this worker's SMTP sink) and answers that link's path and query, to open with page.goto.
 */
export async function linkFromMail(mailUrl: string, to: string, path: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const res = await fetch(`${mailUrl}/messages?to=${encodeURIComponent(to)}`);
        const mails = (await res.json()) as SunkMail[];
        const urls = mails.flatMap((m) => m.text.match(/https?:\/\/\S+/g) ?? []);
        const found = urls.map((u) => new URL(u)).filter((u) => u.pathname === path);
        const last = found.at(-1);
        link = last ? `${last.pathname}${last.search}${last.hash}` : '';
        return link;
      },
      { timeout: 30_000, message: `an e-mail to ${to} with a link to ${path}` },
    )
    .not.toBe('');
  return link;
}

/** Clicks a download button and answers the file's suggested name and its text. */
export async function downloaded(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

/**
 * Holds back the script files whose address matches `file` until the returned `release` is called:
 * the page is on screen as its HTML drew it, its code not yet arrived.
 */
export async function holdScript(page: Page, file: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(file, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/**
 * Gives the page another viewport and waits until its layout follows: the window has the new width,
 * the fonts are in and two frames are drawn (what a media query changes is rendered by then:
 * `useMediaQuery` re-renders synchronously). For checks made at several widths on one load.
 */
export async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction((width) => window.innerWidth === width, size.width);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}

/** Whether screenshots are written: E2E_SCREENSHOTS=1. */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/**
 * A screenshot for people to look at (apps/web/e2e/screenshots/, not committed), written only when
 * E2E_SCREENSHOTS=1: no test asserts on it, and a full page's PNG costs a second or more.
 */
export async function snapshot(page: Page, path: string, options: Omit<PageScreenshotOptions, 'path'> = {}) {
  if (!SCREENSHOTS) return;
  await page.screenshot({ ...options, path });
}

export interface Viewport {
  width: number;
  height: number;
}

/**
 * Checks the page as it is (one load) at each viewport in turn, resized as `resize` does: `check`
 * answers what is wrong there (an empty list passes), kept in `problems` under
 * `${name} at ${width}px`, so that one `expect(problems).toEqual({})` names every page, role and
 * width that failed.
 */
export async function checkAtWidths<T>(
  page: Page,
  viewports: readonly Viewport[],
  name: string,
  problems: Record<string, T[]>,
  check: (viewport: Viewport) => Promise<T[]>,
): Promise<void> {
  for (const viewport of viewports) {
    await resize(page, viewport);
    const found = await check(viewport);
    if (found.length > 0) problems[`${name} at ${viewport.width}px`] = found;
  }
}
