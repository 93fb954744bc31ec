import { type Page, test } from './fixtures';
import { type DemoRole, loginViaApi, resize, snapshot } from './support';

/**
 * Screenshots of the purchase screens at phone and desktop widths (e2e/screenshots is gitignored),
 * written when E2E_SCREENSHOTS=1; without it, each screen still shows its heading at each width.
 */
const shots: { name: string; role: DemoRole; path: string; ready: string }[] = [
  { name: 'cliente', role: 'CLIENTE', path: '/cliente', ready: 'Confira os Benefícios' },
  { name: 'registrar-pontos', role: 'CLIENTE', path: '/registrar-pontos', ready: 'Registrar pontos' },
  { name: 'meus-pontos', role: 'CLIENTE', path: '/meus-pontos', ready: 'MEUS PONTOS' },
  { name: 'extrato-pontuacao', role: 'CONCIERGE', path: '/admin/extratos/pontuacao', ready: 'Extrato de Pontuação' },
  { name: 'extrato-lojista', role: 'LOJISTA', path: '/admin/extratos/pontuacao', ready: 'Extrato de Pontuação' },
  { name: 'registrar-venda', role: 'DEDPREMIUM', path: '/admin/registrar-venda', ready: 'Registrar venda' },
];
const WIDTHS = [390, 1280];
const viewport = (width: number) => ({ width, height: width < 500 ? 844 : 900 });

/** Loads `path` once, at the phone's width, and shoots it at each width in turn. */
async function shoot(page: Page, path: string, ready: string, name: string) {
  await page.setViewportSize(viewport(WIDTHS[0]!));
  await page.goto(path);
  await page.getByRole('heading', { name: ready }).first().waitFor();
  await page.waitForLoadState('networkidle');
  for (const width of WIDTHS) {
    await resize(page, viewport(width));
    await page.getByRole('heading', { name: ready }).first().waitFor();
    await snapshot(page, `e2e/screenshots/purchases-${name}-${width}.png`, { fullPage: true });
  }
}

// One test per role, visiting its screens in turn. The concierge's goes on to the sale edit page.
for (const role of [...new Set(shots.map((s) => s.role))]) {
  const mine = shots.filter((s) => s.role === role);
  const saleEdit = role === 'CONCIERGE';
  test(`screenshot ${mine.map((s) => s.name).join(', ')}${saleEdit ? ', sale edit' : ''} at ${WIDTHS.join(' and ')}px`, async ({
    page,
  }) => {
    await loginViaApi(page, role);
    for (const shot of mine) {
      await test.step(shot.name, () => shoot(page, shot.path, shot.ready, shot.name));
    }
    if (saleEdit) {
      await test.step('sale edit', async () => {
        await page.goto('/admin/extratos/pontuacao');
        const link = page.locator('a[href^="/admin/extratos/editar/"]').first();
        await link.waitFor();
        await shoot(page, (await link.getAttribute('href')) ?? '/', 'Histórico de alterações', 'venda');
      });
    }
  });
}
