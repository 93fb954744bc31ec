import { DEFAULT_PAGE_DESCRIPTION } from '@mall/shared';
import { expect, type Page, test } from './fixtures';
import { type DemoRole, loginViaApi } from './support';

// Every page has one title that names it and the programme ("Meus pontos · Clube Decor & Design"),
// different from every other page's, and one description: the public pages each their own.

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

const PUBLIC_PATHS = ['/', '/faq', '/contato', '/regulamento', '/lojas-participantes'];

interface Head {
  path: string;
  title: string;
  description: string;
}

async function headsAs(page: Page, role: DemoRole | null): Promise<Head[]> {
  if (role) await loginViaApi(page, role);
  const heads: Head[] = [];
  for (const [who, path] of ROUTES) {
    if (who !== role) continue;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
    // The page's own title replaces the static one from index.html.
    await expect(page).not.toHaveTitle('Programa de pontos · Clube Decor & Design', { timeout: 10_000 });
    await expect(page.locator('title')).toHaveCount(1);
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveCount(1);
    if (PUBLIC_PATHS.includes(path)) await expect(description).not.toHaveAttribute('content', DEFAULT_PAGE_DESCRIPTION);
    heads.push({ path, title: await page.title(), description: (await description.getAttribute('content')) ?? '' });
  }
  return heads;
}

test('every page has one title that names the page and the programme, distinct from the others, and one description', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const heads: Head[] = [];
  for (const role of [null, 'CLIENTE', 'DEDPREMIUM'] as const) {
    const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    heads.push(...(await headsAs(await context.newPage(), role)));
    await context.close();
  }
  for (const { path, description } of heads) expect(description.length, path).toBeGreaterThanOrEqual(50);
  const publicDescriptions = heads.filter((h) => PUBLIC_PATHS.includes(h.path)).map((h) => h.description);
  expect(publicDescriptions).toHaveLength(PUBLIC_PATHS.length);
  expect(new Set(publicDescriptions).size).toBe(PUBLIC_PATHS.length);
  const all = heads.map((h): [string, string] => [h.path, h.title]);
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
