import { randomInt } from 'node:crypto';
import { type Browser, expect, type Page, test } from './fixtures';
import { type DemoRole, loginViaApi, loginViaModal, pickOption, toast } from './support';

// Sellers managed on /admin/vendedores: an administrator for any store, a store owner for its own
// store only; a new seller logs in and records an invoice sale.

const todaySaoPaulo = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const unique = () => `${Date.now().toString(36)}${randomInt(1000)}`;

async function pageAs(browser: Browser, role?: DemoRole): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  if (role) await loginViaApi(page, role);
  return page;
}

/** Fills the create form (the store is chosen by the caller) and saves. */
async function fillSeller(page: Page, seller: { name: string; email: string; login: string; password: string }) {
  await page.getByLabel('Nome').fill(seller.name);
  await page.getByLabel('E-mail').fill(seller.email);
  await page.getByLabel('Usuário').fill(seller.login);
  await page.getByLabel('Senha').fill(seller.password);
  await page.getByRole('button', { name: 'Cadastrar' }).click();
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('an administrator creates, edits, deactivates and deletes a seller of any store', async ({ page }) => {
  test.setTimeout(240_000);
  const id = unique();
  const seller = { name: `Ana Teste ${id}`, email: `ana.${id}@example.com`, login: `ana.${id}`, password: 'Senha1234' };
  await loginViaApi(page, 'DEDPREMIUM');
  await page.goto('/admin/vendedores');
  await expect(page.getByRole('heading', { name: 'Vendedores', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Cadastrar vendedor' }).click();
  await expect(page).toHaveURL(/\/admin\/vendedores\/cadastrar$/);

  // Nothing filled: the SPEC's toast, each field marked.
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(toast(page, 'Preencha todos os campos')).toBeVisible();
  await expect(page.getByLabel('Nome')).toHaveAttribute('aria-invalid', 'true');

  await pickOption(page, page.getByRole('combobox', { name: 'Loja' }), 'Lumen Iluminação');
  await fillSeller(page, seller);
  await expect(toast(page, 'Vendedor cadastrado com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/vendedores\?storeId=[0-9a-f-]{36}$/);
  await expect(page.getByRole('combobox', { name: 'Loja' })).toHaveValue('Lumen Iluminação');
  await expect(row(page, seller.name)).toContainText('Lumen Iluminação');

  // Details, then the edit form: name and e-mail editable, the user locked, the store's trail.
  await page.getByRole('link', { name: `Ver vendedor ${seller.name}` }).click();
  await expect(page.getByRole('heading', { name: seller.name, level: 1 })).toBeVisible();
  await expect(page.getByText(seller.email)).toBeVisible();
  await expect(page.getByText('Ativo', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { name: 'Editar vendedor' })).toBeVisible();
  const trail = page.getByRole('navigation', { name: 'Trilha de navegação' });
  await expect(trail.getByRole('link')).toHaveText(['Loja', 'Lumen Iluminação', 'Vendedores']);
  await expect(page.getByLabel('Usuário')).toHaveAttribute('readonly', '');
  await page.getByLabel('Nome').fill(`${seller.name} Editada`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Vendedor atualizado com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/vendedores\?storeId=[0-9a-f-]{36}$/);
  const edited = `${seller.name} Editada`;
  await expect(row(page, edited)).toBeVisible();

  // Deactivated: the switch reads Inativo and the INATIVO filter finds it.
  const status = page.getByRole('switch', { name: `Vendedor ativo: ${edited}` });
  await expect(status).toHaveAttribute('aria-checked', 'true');
  await status.click();
  await expect(toast(page, 'Status atualizado com sucesso')).toBeVisible();
  await expect(status).toHaveAttribute('aria-checked', 'false');
  await expect(status).toHaveText('Inativo');
  await page.getByLabel('Status', { exact: true }).selectOption('INATIVO');
  await expect(row(page, edited)).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('ATIVO');
  await expect(page.getByText('Nenhum vendedor encontrado.').or(page.getByRole('row').nth(1))).toBeVisible();
  await expect(row(page, edited)).toHaveCount(0);
  await page.getByLabel('Status', { exact: true }).selectOption('');

  // Deleted after confirming.
  await page.getByRole('button', { name: `Excluir vendedor ${edited}` }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm).toContainText(edited);
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Vendedor excluído com sucesso')).toBeVisible();
  await expect(row(page, edited)).toHaveCount(0);

  // A seller with sales is refused, with the way out.
  await page.goto('/admin/vendedores?search=V%C3%ADtor');
  await page.getByRole('button', { name: 'Excluir vendedor Vítor Vendedor' }).click();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Vendedor com vendas não pode ser excluído; inative-o')).toBeVisible();
  await expect(row(page, 'Vítor Vendedor')).toBeVisible();
});

test('a store owner manages its own store’s sellers only, and a new seller records an invoice sale', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const id = unique();
  const seller = { name: `Bia Loja ${id}`, email: `bia.${id}@example.com`, login: `bia.${id}`, password: 'Senha1234' };
  await loginViaApi(page, 'LOJISTA');
  const admin = await pageAs(browser, 'DEDPREMIUM');
  await page.goto('/admin/vendedores');
  const store = page.getByLabel('Loja');
  await expect(store).toBeDisabled();
  await expect(store.locator('option:checked')).toHaveText('Casa Aurora Móveis');
  await expect(page.getByRole('cell', { name: 'Lumen Iluminação' })).toHaveCount(0);
  await expect(row(page, 'Vítor Vendedor')).toBeVisible();

  await page.getByRole('link', { name: 'Cadastrar vendedor' }).click();
  await expect(page.getByLabel('Loja')).toHaveValue('Casa Aurora Móveis');
  await expect(page.getByLabel('Loja')).toHaveAttribute('aria-readonly', 'true');
  await fillSeller(page, seller);
  await expect(toast(page, 'Vendedor cadastrado com sucesso')).toBeVisible();
  await expect(row(page, seller.name)).toContainText('Casa Aurora Móveis');

  // Another store's seller is not found for the store owner.
  await admin.goto('/admin/vendedores?search=Bruno');
  await admin.getByRole('link', { name: 'Ver vendedor Bruno Almeida' }).click();
  await expect(admin).toHaveURL(/\/admin\/vendedores\/[0-9a-f-]{36}$/);
  const foreign = admin.url().split('/').pop();
  await page.goto(`/admin/vendedores/${foreign}`);
  await expect(page.getByText('Vendedor não encontrado')).toBeVisible();
  await page.goto(`/admin/vendedores/editar/${foreign}`);
  await expect(page.getByText('Vendedor não encontrado')).toBeVisible();

  // The new seller logs in with its login and records an invoice sale as itself.
  const sellerPage = await pageAs(browser);
  await loginViaModal(sellerPage, seller.login, seller.password);
  await expect(sellerPage).toHaveURL(/\/admin\/registrar-venda$/);
  await expect(sellerPage.getByTestId('fixed-store')).toHaveValue('Casa Aurora Móveis');
  await expect(sellerPage.getByTestId('fixed-seller')).toHaveValue(seller.name);
  await sellerPage.getByRole('combobox', { name: /Cliente/ }).fill('Cliente');
  const option = sellerPage.getByRole('option').first();
  await expect(option).toBeVisible();
  await option.click();
  await sellerPage.getByLabel('Número da nota fiscal').fill(`NF-S-${id}`);
  await sellerPage.getByLabel('Data da venda').fill(todaySaoPaulo());
  await sellerPage.getByLabel('Valor bruto').fill('420,00');
  await sellerPage.getByRole('button', { name: 'Registrar venda' }).click();
  await expect(toast(sellerPage, 'Compra registrada com sucesso!')).toBeVisible();

  // The store owner edits and deactivates the seller; with a sale it cannot be deleted.
  await page.goto('/admin/vendedores');
  await page.getByRole('link', { name: `Editar vendedor ${seller.name}` }).click();
  await page.getByLabel('E-mail').fill(`bia.nova.${id}@example.com`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Vendedor atualizado com sucesso')).toBeVisible();
  await expect(row(page, seller.name)).toContainText(`bia.nova.${id}@example.com`);
  await page.getByRole('switch', { name: `Vendedor ativo: ${seller.name}` }).click();
  await expect(toast(page, 'Status atualizado com sucesso')).toBeVisible();
  await page.getByRole('button', { name: `Excluir vendedor ${seller.name}` }).click();
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Vendedor com vendas não pode ser excluído; inative-o')).toBeVisible();

  // A deactivated seller cannot log in any more.
  const again = await sellerPage.request.post('/api/auth/login', {
    data: { email: seller.login, password: seller.password },
  });
  expect(again.ok()).toBe(false);

  // A seller without sales the store owner deletes.
  const other = {
    name: `Caio Loja ${id}`,
    email: `caio.${id}@example.com`,
    login: `caio.${id}`,
    password: 'Senha1234',
  };
  await page.getByRole('link', { name: 'Cadastrar vendedor' }).click();
  await fillSeller(page, other);
  await expect(row(page, other.name)).toBeVisible();
  await page.getByRole('button', { name: `Excluir vendedor ${other.name}` }).click();
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Vendedor excluído com sucesso')).toBeVisible();
  await expect(row(page, other.name)).toHaveCount(0);
});
