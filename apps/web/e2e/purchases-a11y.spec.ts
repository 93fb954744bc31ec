import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { type DemoRole, loginViaApi } from './support';

// The purchase and redemption screens, each at a phone's width (cards, pinned actions) and a
// desktop's, checked by axe for serious or critical WCAG 2.1 A/AA violations.
const PAGES: { path: string; role: DemoRole }[] = [
  { path: '/cliente', role: 'CLIENTE' },
  { path: '/registrar-pontos', role: 'CLIENTE' },
  { path: '/meus-pontos', role: 'CLIENTE' },
  { path: '/meus-resgates', role: 'CLIENTE' },
  { path: '/admin/extratos/pontuacao', role: 'CONCIERGE' },
  { path: '/admin/extratos/pontuacao', role: 'LOJISTA' },
  { path: '/admin/registrar-venda', role: 'DEDPREMIUM' },
  { path: '/admin/registrar-venda', role: 'VENDEDOR' },
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

for (const width of [390, 1280]) {
  for (const { path, role } of PAGES) {
    test(`${path} as ${role} at ${width}px has no serious or critical axe violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await loginViaApi(page, role);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test(`the sale edit page at ${width}px has no serious or critical axe violations`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await loginViaApi(page, 'CONCIERGE');
    await page.goto('/admin/extratos/pontuacao');
    const link = page.getByRole('link', { name: 'Visualizar venda' }).first();
    await page.goto((await link.getAttribute('href')) ?? '/');
    await expect(page.getByRole('heading', { name: 'Histórico de alterações' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}
