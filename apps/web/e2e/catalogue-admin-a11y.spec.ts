import { expect, test } from './fixtures';
import { loginViaApi, seriousA11yViolations } from './support';

const PAGES = [
  '/admin/campanhas',
  '/admin/campanhas/cadastrar',
  '/admin/segmentos',
  '/admin/lojas/cadastrar',
  '/admin/brindes',
  '/admin/brindes/cadastrar',
];

for (const path of PAGES) {
  test(`${path} has no serious or critical axe violations`, async ({ page }) => {
    test.setTimeout(240_000);
    await loginViaApi(page, 'DEDPREMIUM');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
