import { expect, test } from './fixtures';
import { type DemoRole, loginViaApi, seriousA11yViolations } from './support';

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

for (const viewport of WIDTHS) {
  for (const screen of SCREENS) {
    test(`sellers ${screen.name} at ${viewport.width} px has no serious or critical axe violations`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      await loginViaApi(page, screen.role);
      // The demo seller of the first store (the store owner's).
      await page.goto('/admin/vendedores?search=V%C3%ADtor');
      const view = page.getByRole('link', { name: 'Ver vendedor Vítor Vendedor' });
      await expect(view).toBeVisible();
      const sellerId = (await view.getAttribute('href'))?.split('/').pop() ?? '';
      await page.goto(screen.path(sellerId));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
}
