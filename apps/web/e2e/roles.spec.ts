import { expect, type Page, test } from './fixtures';
import { ACCOUNTS, type DemoRole, loginViaModal } from './support';

type Menu = Record<string, string[] | null>; // top-level label -> group items (null for a plain link)

const FULL_MENU: Menu = {
  Dashboard: null,
  Lojas: ['Lojas', 'Vendedores', 'Boletos'],
  Segmentos: null,
  Brindes: null,
  Campanhas: null,
  'Registrar venda': null,
  Resgates: null,
  Relatórios: ['Clientes', 'Compras', 'Histórico de Clientes', 'Pontos por Loja'],
  Extratos: ['Extrato de Pontuação', 'Extrato Financeiro'],
};

interface StaffCase {
  role: Exclude<DemoRole, 'CLIENTE'>;
  landing: string;
  menu: Menu;
  settings: boolean;
  restricted: string | null;
}

const STAFF: StaffCase[] = [
  { role: 'DEDPREMIUM', landing: '/admin/dashboard', menu: FULL_MENU, settings: true, restricted: null },
  { role: 'SMART', landing: '/admin/dashboard', menu: FULL_MENU, settings: true, restricted: null },
  {
    role: 'LOJISTA',
    landing: '/admin/dashboard',
    menu: {
      Dashboard: null,
      Lojas: ['Lojas', 'Vendedores', 'Boletos'],
      'Registrar venda': null,
      Resgates: null,
      Extratos: ['Extrato de Pontuação', 'Extrato Financeiro'],
    },
    settings: false,
    restricted: '/admin/segmentos',
  },
  {
    role: 'CONCIERGE',
    landing: '/admin/dashboard',
    menu: {
      Dashboard: null,
      Resgates: null,
      Relatórios: ['Clientes'],
      Extratos: ['Extrato de Pontuação', 'Extrato Financeiro'],
    },
    settings: false,
    restricted: '/admin/lojas',
  },
  {
    role: 'VENDEDOR',
    landing: '/admin/registrar-venda',
    menu: { 'Registrar venda': null },
    settings: false,
    restricted: '/admin/dashboard',
  },
];

async function readMenu(page: Page): Promise<Menu> {
  const nav = page.getByTestId('admin-menu');
  await expect(nav).toBeVisible();
  const entries = nav.locator(':scope > a, :scope > div > button');
  const menu: Menu = {};
  for (let i = 0; i < (await entries.count()); i++) {
    const entry = entries.nth(i);
    const label = ((await entry.textContent()) ?? '').trim();
    if ((await entry.evaluate((el) => el.tagName)) === 'A') {
      menu[label] = null;
      continue;
    }
    await entry.click();
    const panel = entry.locator('xpath=following-sibling::div[1]');
    await expect(panel).toBeVisible();
    menu[label] = (await panel.getByRole('link').allInnerTexts()).map((t) => t.trim());
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  }
  return menu;
}

for (const c of STAFF) {
  test(`${c.role} logs in, lands on ${c.landing}, sees exactly its menu and is kept out of restricted paths`, async ({
    page,
  }) => {
    await loginViaModal(page, ACCOUNTS[c.role]);
    await expect(page).toHaveURL(new RegExp(`${c.landing}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    expect(await readMenu(page)).toEqual(c.menu);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Configurações' })).toHaveCount(c.settings ? 1 : 0);
    await expect(header.getByRole('button', { name: 'Sair' })).toBeVisible();

    if (c.role === 'LOJISTA') {
      await header.getByRole('button', { name: 'Lojas' }).click();
      await expect(header.getByRole('link', { name: 'Vendedores' })).toHaveAttribute(
        'href',
        /\/admin\/vendedores\?storeId=.+/,
      );
      await page.keyboard.press('Escape');
    }

    if (c.restricted) {
      await page.goto(c.restricted);
      await expect(page).toHaveURL(new RegExp(`${c.landing}$`));
    } else {
      await page.goto('/admin/usuarios');
      await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    }
  });
}

test('CLIENTE logs in, lands on /cliente with the client header and is kept out of the admin area', async ({
  page,
}) => {
  await loginViaModal(page, ACCOUNTS.CLIENTE);
  await expect(page).toHaveURL(/\/cliente$/);
  const header = page.getByRole('banner');
  await expect(header.getByText(/^Olá, /)).toBeVisible();
  // Demo client has approved purchases: a pt-BR formatted number of points.
  await expect(header.getByTestId('points-balance')).toHaveText(/Você tem [\d.]+ pontos/);
  await expect(header.getByRole('button', { name: 'Login' })).toHaveCount(0);
  await expect(page.getByTestId('admin-menu')).toHaveCount(0);

  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/cliente$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/cliente$/);
});

test('admin aliases lead to the canonical pages', async ({ page }) => {
  await loginViaModal(page, ACCOUNTS.DEDPREMIUM);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/extratos');
  await expect(page).toHaveURL(/\/admin\/extratos\/pontuacao$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Extrato de Pontuação' })).toBeVisible();
});
