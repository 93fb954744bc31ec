import { randomInt } from 'node:crypto';
import { type Browser, expect, type Page, test } from './fixtures';
import { ACCOUNTS, generateCpf, linkFromMail, loginViaApi, loginViaModal, PASSWORD, toast } from './support';

// Shop owners: an administrator adds one from the store's page (the new owner is e-mailed a
// link to set its password), edits and deletes it; a store owner only reads its own store's.

const unique = () => `${Date.now().toString(36)}${randomInt(1000)}`;
const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  return context.newPage();
}

/** An administrator's bearer header for setting up records through the API. */
async function adminHeaders(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: { email: ACCOUNTS.DEDPREMIUM, password: PASSWORD } });
  const { data } = (await res.json()) as { data: { access_token: string } };
  return { authorization: `Bearer ${data.access_token}` };
}

test('an administrator adds a shop owner from the store page, who is e-mailed a link; then edits and deletes it', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(300_000);
  const id = unique();
  const keeper = { name: `Helena Teste ${id}`, email: `helena.${id}@example.com` };
  await loginViaApi(page, 'DEDPREMIUM');
  await page.goto('/admin/lojas?search=Lumen');
  await page.getByRole('link', { name: 'Ver loja Lumen Iluminação' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lumen Iluminação' })).toBeVisible();
  const storeId = page.url().split('/').pop() ?? '';
  const sidebar = page.getByRole('complementary', { name: 'Ações da loja' });
  await sidebar.getByRole('link', { name: 'Adicionar lojista' }).click();
  await expect(page).toHaveURL(`/admin/lojas/cadastrar-lojista?storeId=${storeId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastrar lojista' })).toBeVisible();
  await expect(page.getByLabel('Loja')).toHaveValue('Lumen Iluminação');
  await expect(page.getByLabel('Loja')).toHaveAttribute('aria-readonly', 'true');

  // Nothing filled: one toast, each field marked.
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(toast(page, 'Preencha todos os campos obrigatórios')).toBeVisible();
  await expect(page.getByLabel('CPF')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Nome').fill(keeper.name);
  await page.getByLabel('E-mail').fill(keeper.email);
  // A wrong check digit first: the mask formats what is typed, the form names the problem.
  await page.getByLabel('CPF').pressSequentially('39053344706');
  await expect(page.getByLabel('CPF')).toHaveValue('390.533.447-06');
  await page.getByLabel('Telefone').pressSequentially('11987651234');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98765-1234');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('CPF inválido')).toBeVisible();
  await page.getByLabel('CPF').fill('');
  await page.getByLabel('CPF').pressSequentially(generateCpf());
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(toast(page, 'Lojista cadastrado com sucesso')).toBeVisible();
  await expect(page).toHaveURL(`/admin/lojista?storeId=${storeId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lojista' })).toBeVisible();
  await expect(row(page, keeper.name)).toContainText(keeper.email);
  await expect(row(page, keeper.name)).toContainText('(11) 98765-1234');

  // The new shop owner is e-mailed a single-use link to choose its password.
  const link = await linkFromMail(server.mailUrl, keeper.email, '/shopkeeper/set-password');
  expect(link).toMatch(/^\/shopkeeper\/set-password#token=[A-Za-z0-9_-]{20,}$/);

  // Details, with the store's trail.
  await page.getByRole('link', { name: `Ver lojista ${keeper.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: keeper.name })).toBeVisible();
  const trail = page.getByRole('navigation', { name: 'Trilha de navegação' });
  await expect(trail.getByRole('link')).toHaveText(['Loja', 'Lumen Iluminação', 'Lojista']);
  await expect(page.getByText('Ativo', { exact: true })).toBeVisible();

  // Edit: a new password must be confirmed; then it is set at once.
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar lojista' })).toBeVisible();
  await expect(page.getByLabel('Nome')).toHaveValue(keeper.name);
  const edited = `${keeper.name} Editada`;
  await page.getByLabel('Nome').fill(edited);
  await page.getByLabel('Nova senha').fill('NovaSenha123');
  await page.getByLabel('Confirmar senha').fill('NovaSenha124');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('As senhas não coincidem')).toBeVisible();
  await page.getByLabel('Confirmar senha').fill('NovaSenha123');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Lojista atualizado com sucesso')).toBeVisible();
  await expect(page).toHaveURL(`/admin/lojista?storeId=${storeId}`);
  await expect(row(page, edited)).toBeVisible();

  // The shop owner logs in with the password set for it.
  const own = await freshPage(browser);
  await loginViaModal(own, keeper.email, 'NovaSenha123');
  await expect(own).toHaveURL(/\/admin\/dashboard$/);
  await own.context().close();

  // Deleted after confirming.
  await page.getByRole('button', { name: `Excluir lojista ${edited}` }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm).toContainText(edited);
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Lojista excluído com sucesso')).toBeVisible();
  await expect(row(page, edited)).toHaveCount(0);
});

test("a store owner reads only its own store's shop owners, and changes none", async ({ page }) => {
  test.setTimeout(240_000);
  const headers = await adminHeaders(page);
  const stores = await page.request.get('/api/stores?search=Lumen', { headers });
  const lumen = ((await stores.json()) as { data: { id: string; tradeName: string }[] }).data.find(
    (s) => s.tradeName === 'Lumen Iluminação',
  );
  const id = unique();
  const created = await page.request.post('/api/shopkeepers', {
    headers,
    data: {
      name: `Outro Lojista ${id}`,
      email: `outro.${id}@example.com`,
      cpf: generateCpf(),
      phone: '11912345678',
      storeId: lumen?.id,
    },
  });
  expect(created.status()).toBe(201);
  const foreign = ((await created.json()) as { data: { id: string } }).data.id;

  await loginViaApi(page, 'LOJISTA');
  await page.goto('/admin/lojas');
  await page.getByRole('link', { name: 'Ver loja Casa Aurora Móveis' }).click();
  const sidebar = page.getByRole('complementary', { name: 'Ações da loja' });
  await expect(sidebar.getByRole('link', { name: 'Adicionar lojista' })).toHaveCount(0);
  await sidebar.getByRole('link', { name: 'Lojista', exact: true }).click();
  await expect(row(page, 'Luísa Lojista')).toContainText('lojista@example.com');
  await expect(page.getByRole('link', { name: 'Adicionar lojista' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Editar lojista Luísa Lojista' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Excluir lojista Luísa Lojista' })).toHaveCount(0);

  // Another store's address still shows its own store; another store's shop owner is not found.
  await page.goto(`/admin/lojista?storeId=${lumen?.id}`);
  await expect(row(page, 'Luísa Lojista')).toBeVisible();
  await expect(page.getByText(`Outro Lojista ${id}`)).toHaveCount(0);
  await page.goto(`/admin/lojista/${foreign}`);
  await expect(page.getByText('Lojista não encontrado')).toBeVisible();
  // The edit form is for administrators: the store owner lands on its own page.
  await page.goto(`/admin/lojista/editar/${foreign}`);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
