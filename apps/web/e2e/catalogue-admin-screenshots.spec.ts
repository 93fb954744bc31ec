import { expect, type Page, test } from './fixtures';
import { loginViaApi } from './support';

// For people to look at (apps/web/e2e/screenshots/, not committed); also asserts no sideways scroll.
const DIR = 'e2e/screenshots';

async function shoot(page: Page, path: string, name: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${DIR}/${name}.png`, fullPage: true });
}

for (const width of [390, 1280] as const) {
  test.describe(`catalogue admin at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    test('lists and forms', async ({ page }) => {
      // Nine screens in a row, each waiting for the network and the fonts: room for a busy two-core machine.
      test.setTimeout(300_000);
      await loginViaApi(page, 'DEDPREMIUM');
      await shoot(page, '/admin/campanhas', `admin-campaigns-${width}`);
      await shoot(page, '/admin/campanhas/cadastrar', `admin-campaign-form-${width}`);
      await shoot(page, '/admin/segmentos', `admin-segments-${width}`);
      await shoot(page, '/admin/lojas', `admin-stores-${width}`);
      await shoot(page, '/admin/lojas/cadastrar', `admin-store-form-${width}`);
      await shoot(page, '/admin/brindes', `admin-prizes-${width}`);
      await shoot(page, '/admin/brindes/cadastrar', `admin-prize-form-${width}`);
      await page.goto('/admin/lojas');
      await page.locator('tbody tr').first().getByRole('link').first().click();
      await expect(page.getByRole('complementary', { name: 'Ações da loja' })).toBeVisible();
      await shoot(page, page.url().replace(/^https?:\/\/[^/]+/, ''), `admin-store-detail-${width}`);
      await page.goto('/admin/brindes');
      await page.locator('tbody tr').first().getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, page.url().replace(/^https?:\/\/[^/]+/, ''), `admin-prize-detail-${width}`);
      await page.goto('/admin/campanhas');
      await page.locator('tbody tr').first().getByRole('link').first().click();
      await shoot(page, page.url().replace(/^https?:\/\/[^/]+/, ''), `admin-campaign-detail-${width}`);
    });
  });
}
