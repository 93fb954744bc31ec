import { expect, test } from './fixtures';
import { type DemoRole, loginViaApi, seriousA11yViolations } from './support';

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

for (const width of [390, 1280]) {
  for (const { path, role } of PAGES) {
    test(`${path} as ${role} at ${width}px has no serious or critical axe violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await loginViaApi(page, role);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousA11yViolations(page)).toEqual([]);
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
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
