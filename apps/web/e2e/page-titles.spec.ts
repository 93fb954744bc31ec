import { expect, type Page, test } from './fixtures';
import { type DemoRole, loginViaApi } from './support';

// Every page has one title that names it and the programme ("Meus pontos · Clube Decor & Design"),
// different from every other page's.

const BRAND = 'Clube Decor & Design';

const ROUTES: [DemoRole | null, string][] = [
  [null, '/'],
  [null, '/faq'],
  [null, '/contato'],
  [null, '/regulamento'],
  [null, '/lojas-participantes'],
  [null, '/esqueci-minha-senha'],
  [null, '/redefinir-senha?token=x'],
  [null, '/shopkeeper/set-password?token=x'],
  [null, '/pagina-que-nao-existe'],
  ['CLIENTE', '/cliente'],
  ['CLIENTE', '/cliente/brindes'],
  ['CLIENTE', '/meus-pontos'],
  ['CLIENTE', '/meus-resgates'],
  ['CLIENTE', '/registrar-pontos'],
  ['DEDPREMIUM', '/admin/lojas'],
  ['DEDPREMIUM', '/admin/lojas/cadastrar'],
  ['DEDPREMIUM', '/admin/segmentos'],
  ['DEDPREMIUM', '/admin/extratos/pontuacao'],
  ['DEDPREMIUM', '/admin/brindes'],
  ['DEDPREMIUM', '/admin/brindes/cadastrar'],
  ['DEDPREMIUM', '/admin/campanhas'],
  ['DEDPREMIUM', '/admin/campanhas/cadastrar'],
  ['DEDPREMIUM', '/admin/resgates'],
  ['DEDPREMIUM', '/admin/registrar-venda'],
  ['DEDPREMIUM', '/admin/vendedores'],
  ['DEDPREMIUM', '/admin/vendedores/cadastrar'],
  ['DEDPREMIUM', '/admin/configuracoes'],
  ['DEDPREMIUM', '/admin/configuracoes/faq'],
  ['DEDPREMIUM', '/admin/configuracoes/logs'],
];

async function titlesAs(page: Page, role: DemoRole | null): Promise<[string, string][]> {
  if (role) await loginViaApi(page, role);
  const titles: [string, string][] = [];
  for (const [who, path] of ROUTES) {
    if (who !== role) continue;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
    // The page's own title replaces the static one from index.html.
    await expect(page).not.toHaveTitle('Programa de pontos · Clube Decor & Design', { timeout: 10_000 });
    await expect(page.locator('title')).toHaveCount(1);
    titles.push([path, await page.title()]);
  }
  return titles;
}

test('every page has one title that names the page and the programme, distinct from the others', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const all: [string, string][] = [];
  for (const role of [null, 'CLIENTE', 'DEDPREMIUM'] as const) {
    const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    all.push(...(await titlesAs(await context.newPage(), role)));
    await context.close();
  }
  for (const [path, title] of all) {
    expect(title, path).toContain(BRAND);
    expect(title.replace(BRAND, '').replace(/[·\s]/g, ''), path).not.toBe('');
  }
  const seen = new Map<string, string>();
  for (const [path, title] of all) {
    expect(seen.get(title), `${path} has the title of ${seen.get(title)}`).toBeUndefined();
    seen.set(title, path);
  }
});
