import { expect, test } from './fixtures';
import { loginViaApi } from './support';

// The public pages arrive rendered (build/prerender.ts): their first lines are in the HTML, drawn
// before any script runs, and React takes that HTML over without drawing it again.

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
      const reported: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') reported.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => reported.push(`pageerror: ${e.message}`));
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
