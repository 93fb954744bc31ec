import { expect, type Page, test } from './fixtures';
import { loginViaApi } from './support';

// Written for people to look at (apps/web/e2e/screenshots/, not committed).
const DIR = 'e2e/screenshots';

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'nothing pushes the page sideways').toBeLessThanOrEqual(0);
}

const PAGES = [
  ['home', '/'],
  ['stores', '/lojas-participantes'],
  ['faq', '/faq'],
  ['contact', '/contato'],
  ['rules', '/regulamento'],
] as const;

for (const width of [360, 390, 1280] as const) {
  test.describe(`public pages at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    for (const [name, path] of PAGES) {
      test(name, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (name === 'faq') await page.getByRole('main').locator('button[aria-controls]').first().click();
        await settle(page);
        await page.screenshot({ path: `${DIR}/public-${name}-${width}.png`, fullPage: true });
        await page.screenshot({ path: `${DIR}/public-${name}-${width}-top.png` });
      });
    }

    test('admin FAQ settings', async ({ page }) => {
      await loginViaApi(page, 'DEDPREMIUM');
      await page.goto('/admin/configuracoes/faq');
      await expect(page.getByTestId('faq-admin-item').first()).toBeVisible();
      await page.getByRole('main').getByRole('button', { expanded: false }).first().click();
      await settle(page);
      await page.screenshot({ path: `${DIR}/public-admin-faq-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Nova Pergunta' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Adicionar' }).click();
      await expect(page.getByRole('dialog').getByText('Pergunta é obrigatória')).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${DIR}/public-admin-faq-form-${width}.png` });
    });
  });
}
