import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { loginViaApi } from './support';

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
    test.setTimeout(120_000);
    await loginViaApi(page, 'DEDPREMIUM');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
    expect(serious).toEqual([]);
  });
}
