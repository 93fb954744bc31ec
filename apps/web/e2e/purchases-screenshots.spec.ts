import { test } from './fixtures';
import { type DemoRole, loginViaApi } from './support';

/** Screenshots of the purchase screens at phone and desktop widths (e2e/screenshots is gitignored). */
const shots: { name: string; role: DemoRole; path: string; ready: string }[] = [
  { name: 'cliente', role: 'CLIENTE', path: '/cliente', ready: 'Confira os Benefícios' },
  { name: 'registrar-pontos', role: 'CLIENTE', path: '/registrar-pontos', ready: 'Registrar pontos' },
  { name: 'meus-pontos', role: 'CLIENTE', path: '/meus-pontos', ready: 'MEUS PONTOS' },
  { name: 'extrato-pontuacao', role: 'CONCIERGE', path: '/admin/extratos/pontuacao', ready: 'Extrato de Pontuação' },
  { name: 'extrato-lojista', role: 'LOJISTA', path: '/admin/extratos/pontuacao', ready: 'Extrato de Pontuação' },
  { name: 'registrar-venda', role: 'DEDPREMIUM', path: '/admin/registrar-venda', ready: 'Registrar venda' },
];

for (const width of [390, 1280]) {
  for (const shot of shots) {
    test(`screenshot ${shot.name} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await loginViaApi(page, shot.role);
      await page.goto(shot.path);
      await page.getByRole('heading', { name: shot.ready }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `e2e/screenshots/purchases-${shot.name}-${width}.png`, fullPage: true });
    });
  }
  test(`screenshot sale edit at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await loginViaApi(page, 'CONCIERGE');
    await page.goto('/admin/extratos/pontuacao');
    const link = page.locator('a[href^="/admin/extratos/editar/"]').first();
    await link.waitFor();
    await page.goto((await link.getAttribute('href')) ?? '/');
    await page.getByRole('heading', { name: 'Histórico de alterações' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `e2e/screenshots/purchases-venda-${width}.png`, fullPage: true });
  });
}
