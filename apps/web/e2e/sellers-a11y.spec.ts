import { expect, test } from './fixtures';
import { checkAtWidths, type DemoRole, loginViaApi, seriousA11yViolations } from './support';

// The sellers screens, as an administrator and as a store owner, on a phone and a desktop.

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];
const SCREENS: { name: string; role: DemoRole; path: (sellerId: string) => string }[] = [
  { name: 'list', role: 'DEDPREMIUM', path: () => '/admin/vendedores' },
  { name: 'list (store owner)', role: 'LOJISTA', path: () => '/admin/vendedores' },
  { name: 'create', role: 'DEDPREMIUM', path: () => '/admin/vendedores/cadastrar' },
  { name: 'create (store owner)', role: 'LOJISTA', path: () => '/admin/vendedores/cadastrar' },
  { name: 'detail', role: 'DEDPREMIUM', path: (id) => `/admin/vendedores/${id}` },
  { name: 'edit', role: 'LOJISTA', path: (id) => `/admin/vendedores/editar/${id}` },
];

type Violation = Awaited<ReturnType<typeof seriousA11yViolations>>[number];

// One test per role, visiting its screens in turn: each loaded once, at the phone's width, and
// checked at each width.
for (const role of [...new Set(SCREENS.map((s) => s.role))]) {
  const screens = SCREENS.filter((s) => s.role === role);
  test(`sellers ${screens.map((s) => s.name).join(', ')} at 390 and 1280 px have no serious or critical axe violations`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await loginViaApi(page, role);
    // The demo seller of the first store (the store owner's).
    await page.goto('/admin/vendedores?search=V%C3%ADtor');
    const view = page.getByRole('link', { name: 'Ver vendedor Vítor Vendedor' });
    await expect(view).toBeVisible();
    const sellerId = (await view.getAttribute('href'))?.split('/').pop() ?? '';
    const problems: Record<string, Violation[]> = {};
    for (const screen of screens) {
      const name = `sellers ${screen.name} (${screen.path(sellerId)} as ${role})`;
      await test.step(name, async () => {
        await page.setViewportSize(WIDTHS[0]!);
        await page.goto(screen.path(sellerId));
        await expect(page.getByRole('heading', { level: 1 }), name).toBeVisible();
        await page.waitForLoadState('networkidle');
        await checkAtWidths(page, WIDTHS, name, problems, async ({ width }) => {
          await expect(page.getByRole('heading', { level: 1 }), `${name} at ${width}px`).toBeVisible();
          return seriousA11yViolations(page);
        });
      });
    }
    expect(problems).toEqual({});
  });
}
