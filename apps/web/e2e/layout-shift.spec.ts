import { expect, type Page, test } from './fixtures';
import { loginViaApi } from './support';

// Cumulative layout shift (CLS) of every public and customer page while it loads, on a phone and
// on a desktop. The API answers late (as on a phone on 4G) and so do the font files, so anything
// drawn first and moved later (a "Carregando..." line replaced by taller content, the footer
// pushed down, a line arriving above the hero, text reflowing when a web font swaps in) shows up
// as layout-shift entries. The sum of every shift not caused by input must stay within 0.05.

const MAX_SHIFT = 0.05;
/** How late each /api answer arrives. */
const API_DELAY_MS = 800;
/** How late each font file arrives: the first paint uses the fallback faces. */
const FONT_DELAY_MS = 400;

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const PUBLIC_PAGES = [
  '/',
  '/lojas-participantes',
  '/faq',
  '/regulamento',
  '/contato',
  '/esqueci-minha-senha',
  '/cliente/voucher?code=NAOEXISTE',
];
const CUSTOMER_PAGES = [
  '/cliente',
  '/cliente/brindes',
  '/cliente/brinde/:id',
  '/meus-pontos',
  '/meus-resgates',
  '/meu-dados',
  '/registrar-pontos',
];

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/** Records every layout shift from the first paint on, with what moved (for the failure message). */
async function observeShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    window.__layoutShifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}> "${text}"`;
    };
    type LayoutShift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map(
            (s) =>
              `${describe(s.node)} ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)} (y), ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)} (h)`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const later = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function slowNetwork(page: Page, apiDelayMs = API_DELAY_MS): Promise<void> {
  await page.route('**/api/**', async (route) => {
    await later(apiDelayMs);
    await route.continue().catch(() => {});
  });
  await page.route(/\.woff2?$/, async (route) => {
    await later(FONT_DELAY_MS);
    await route.continue().catch(() => {});
  });
}

/** Waits until nothing is loading any more, then a little longer for late layout work. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^Carregando/)).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(500);
}

/**
 * Loads `path` at `viewport` in the page (slowed and observed by `observeShifts` and `slowNetwork`,
 * set up once per page) and sums its layout shifts. Each load is a new document, whose init script
 * starts a new list of shifts: nothing of a previous load is counted.
 */
async function measure(
  page: Page,
  path: string,
  viewport: (typeof VIEWPORTS)[number],
): Promise<{ total: number; shifts: Shift[] }> {
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }), `${path} at ${viewport.width}px`).toBeVisible();
  await settle(page);
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}

/**
 * Loads each page at each width in turn, in one browser page, and answers the loads whose shifts
 * sum over MAX_SHIFT (their report, by page and width).
 */
async function measureEach(page: Page, paths: { path: string; name: string }[]): Promise<Record<string, string>> {
  await observeShifts(page);
  await slowNetwork(page);
  const over: Record<string, string> = {};
  for (const { path, name } of paths) {
    for (const viewport of VIEWPORTS) {
      await test.step(`${name} at ${viewport.width}px (${viewport.name})`, async () => {
        const { total, shifts } = await measure(page, path, viewport);
        const text = report(name, viewport.width, total, shifts);
        if (!(total <= MAX_SHIFT)) over[`${name} at ${viewport.width}px`] = text;
      });
    }
  }
  return over;
}

function report(path: string, width: number, total: number, shifts: Shift[]): string {
  const lines = shifts.map((s) => `  ${s.value.toFixed(4)}: ${s.sources.join('; ')}`);
  const summary = `CLS ${path} at ${width}px: ${total.toFixed(4)}`;
  console.log([summary, ...lines].join('\n'));
  test.info().annotations.push({ type: 'cls', description: `${path} ${width}px ${total.toFixed(4)}` });
  return [summary, ...lines].join('\n');
}

// The rules' title names the running campaign. The page comes with GET /campaigns/active's answer
// written into it, so however late the API answers (longer than the 3 s the page would wait for
// it), the title is drawn whole at once and nothing below it moves.
test('/regulamento names the campaign from its first paint, however late the API answers', async ({
  page,
  request,
}) => {
  const { data } = (await (await request.get('/api/campaigns/active')).json()) as { data: { name: string } };
  await page.setViewportSize({ width: 390, height: 844 });
  await observeShifts(page);
  await slowNetwork(page, 30_000);
  await page.goto('/regulamento');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Regulamento do Clube Decor & Design - ${data.name}`,
  );
  await expect(page.getByText(/^Carregando/)).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  expect(total, report('/regulamento, API late', 390, total, shifts)).toBeLessThanOrEqual(MAX_SHIFT);
});

const AT = VIEWPORTS.map((v) => `${v.width} px (${v.name})`).join(' and ');

// One load per page per width (the shifts are those of a load), the loads of a group in one browser
// page, one after the other: a new browser page and a login per load cost more than the load.
test(`the public pages stay still while they load, at ${AT}`, async ({ page }) => {
  const over = await measureEach(
    page,
    PUBLIC_PAGES.map((path) => ({ path, name: path })),
  );
  expect(over, `CLS over ${MAX_SHIFT}`).toEqual({});
});

test(`the customer pages stay still while they load for a customer, at ${AT}`, async ({ page, request }) => {
  const res = await request.get('/api/prizes/featured');
  const prize = ((await res.json()) as { data: { id: string }[] }).data[0];
  expect(prize, 'the demo data has a featured prize').toBeTruthy();
  await loginViaApi(page, 'CLIENTE');
  const over = await measureEach(
    page,
    CUSTOMER_PAGES.map((pattern) => ({ path: pattern.replace(':id', prize?.id ?? ''), name: pattern })),
  );
  expect(over, `CLS over ${MAX_SHIFT}`).toEqual({});
});

// The points statement, which Lighthouse measures too: drawn at build for the administrators
// without knowing the screen's width, so nothing in it may change its layout by width once the
// page's code runs (the review queue's filters fold on a phone by CSS alone).
test(`/admin/extratos/pontuacao stays still while it loads for an administrator, at ${AT}`, async ({
  page,
  context,
  baseURL,
}) => {
  await loginViaApi(page, 'DEDPREMIUM');
  // As a returning administrator's browser: the role cookie brings the page drawn at build.
  await context.addCookies([{ name: 'session_role', value: 'DEDPREMIUM', url: baseURL ?? '' }]);
  const over = await measureEach(page, [{ path: '/admin/extratos/pontuacao', name: '/admin/extratos/pontuacao' }]);
  expect(over, `CLS over ${MAX_SHIFT}`).toEqual({});
});
