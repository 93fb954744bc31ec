import { expect, type Page, test } from './fixtures';
import { loginViaApi, resize, snapshot } from './support';

// For people to look at (apps/web/e2e/screenshots/, not committed, written when E2E_SCREENSHOTS=1);
// also asserts no sideways scroll, at each width.
const DIR = 'e2e/screenshots';
const WIDTHS = [390, 1280] as const;
const viewport = (width: number) => ({ width, height: width < 600 ? 844 : 800 });

/** Loads `path` once, at the narrowest width, and looks at it in each width in turn. */
async function shoot(page: Page, path: string, name: string) {
  await page.setViewportSize(viewport(WIDTHS[0]));
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const width of WIDTHS) {
    await resize(page, viewport(width));
    await expect(page.getByRole('heading', { level: 1 }), `${path} at ${width}px`).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
    await snapshot(page, `${DIR}/${name}-${width}.png`, { fullPage: true });
  }
}

test(`catalogue admin lists and forms at ${WIDTHS.join(' and ')}px`, async ({ page }) => {
  // Ten screens in a row, each waiting for the network and the fonts: room for a busy two-core machine.
  test.setTimeout(300_000);
  await loginViaApi(page, 'DEDPREMIUM');
  await shoot(page, '/admin/campanhas', 'admin-campaigns');
  await shoot(page, '/admin/campanhas/cadastrar', 'admin-campaign-form');
  await shoot(page, '/admin/segmentos', 'admin-segments');
  await shoot(page, '/admin/lojas', 'admin-stores');
  await shoot(page, '/admin/lojas/cadastrar', 'admin-store-form');
  await shoot(page, '/admin/brindes', 'admin-prizes');
  await shoot(page, '/admin/brindes/cadastrar', 'admin-prize-form');
  await page.goto('/admin/lojas');
  await page.locator('tbody tr').first().getByRole('link').first().click();
  await expect(page.getByRole('complementary', { name: 'Ações da loja' })).toBeVisible();
  await shoot(page, page.url().replace(/^https?:\/\/[^/]+/, ''), 'admin-store-detail');
  await page.goto('/admin/brindes');
  await page.locator('tbody tr').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, page.url().replace(/^https?:\/\/[^/]+/, ''), 'admin-prize-detail');
  await page.goto('/admin/campanhas');
  await page.locator('tbody tr').first().getByRole('link').first().click();
  await shoot(page, page.url().replace(/^https?:\/\/[^/]+/, ''), 'admin-campaign-detail');
});
