import { expect, test } from './fixtures';
import { checkAtWidths, type DemoRole, loginViaApi, seriousA11yViolations, snapshot } from './support';

// The purchase and redemption screens, each at a phone's width (cards, pinned actions) and a
// desktop's, checked by axe for serious or critical WCAG 2.1 A/AA violations. With
// E2E_SCREENSHOTS=1 each is also shot at each width (e2e/screenshots/purchases-*.png).
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
const VIEWPORTS = [390, 1280].map((width) => ({ width, height: 900 }));

type Violation = Awaited<ReturnType<typeof seriousA11yViolations>>[number];

// One test per role, visiting its pages in turn: each page loaded once, at the phone's width, then
// checked at each width. The concierge's test goes on to the sale edit page, linked from its list.
for (const role of [...new Set(PAGES.map((p) => p.role))]) {
  const paths = PAGES.filter((p) => p.role === role).map((p) => p.path);
  const saleEdit = role === 'CONCIERGE';
  test(`${paths.join(', ')}${saleEdit ? ' and the sale edit page' : ''} as ${role} at 390 and 1280px have no serious or critical axe violations`, async ({
    page,
  }) => {
    await loginViaApi(page, role);
    const problems: Record<string, Violation[]> = {};
    for (const path of paths) {
      await test.step(`${path} as ${role}`, async () => {
        await page.setViewportSize(VIEWPORTS[0]!);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }), `${path} as ${role}`).toBeVisible();
        await page.waitForLoadState('networkidle');
        await checkAtWidths(page, VIEWPORTS, `${path} as ${role}`, problems, async ({ width }) => {
          await expect(page.getByRole('heading', { level: 1 }), `${path} as ${role} at ${width}px`).toBeVisible();
          await snapshot(page, `e2e/screenshots/purchases${path.replaceAll('/', '-')}-${role}-${width}.png`, {
            fullPage: true,
          });
          return seriousA11yViolations(page);
        });
      });
    }
    if (saleEdit) {
      await test.step('the sale edit page', async () => {
        await page.goto('/admin/extratos/pontuacao');
        const link = page.getByRole('link', { name: 'Visualizar venda' }).first();
        const path = (await link.getAttribute('href')) ?? '/';
        await page.setViewportSize(VIEWPORTS[0]!);
        await page.goto(path);
        const heading = page.getByRole('heading', { name: 'Histórico de alterações' });
        await expect(heading).toBeVisible();
        await page.waitForLoadState('networkidle');
        await checkAtWidths(page, VIEWPORTS, `the sale edit page (${path}) as ${role}`, problems, async ({ width }) => {
          await expect(heading, `the sale edit page at ${width}px`).toBeVisible();
          await snapshot(page, `e2e/screenshots/purchases-venda-${width}.png`, { fullPage: true });
          return seriousA11yViolations(page);
        });
      });
    }
    expect(problems).toEqual({});
  });
}
