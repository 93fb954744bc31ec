import { randomInt } from 'node:crypto';
import { type Browser, expect, type Page, test } from './fixtures';
import { generateCpf, linkFromMail, loginViaApi, loginViaModal, toast } from './support';

// The whole chain of people the back office runs on, through the screens: an administrator adds a
// shop owner to a store; the owner sets its password from the e-mailed link, adds a seller; the
// seller records an invoice sale; the administrator finds each step in the audit log, with its diff.

const unique = () => `${Date.now().toString(36)}${randomInt(1000)}`;
const todaySaoPaulo = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  return context.newPage();
}

/**
 * Filters the log by its author, found by typing the e-mail as staff would (the list shows twenty
 * users at a time), and opens the newest entry of `module`/`method`.
 */
async function openLogEntry(admin: Page, author: { name: string; email: string }, module: string, method: string) {
  await admin.goto('/admin/configuracoes/logs');
  await expect(admin.getByRole('heading', { level: 1, name: 'Logs' })).toBeVisible();
  const box = admin.getByRole('combobox', { name: 'Usuário' });
  await box.click();
  await box.fill(author.email);
  await admin.getByRole('option', { name: `${author.name} (${author.email})`, exact: true }).click();
  await expect(admin).toHaveURL(/userId=/);
  const row = admin.locator('tbody tr').filter({ hasText: module }).filter({ hasText: method }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: new RegExp(`^Ver detalhes: ${module} ${method}`) }).click();
  const dialog = admin.getByRole('dialog', { name: 'Detalhes do log' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('an administrator adds a shop owner, who sets its password by e-mail and adds a seller; the seller sells; the log shows every step', async ({
  page: admin,
  browser,
  server,
}) => {
  test.setTimeout(480_000);
  const id = unique();
  const keeper = { name: `Olga Dona ${id}`, email: `olga.${id}@example.com`, password: 'Lojista123' };
  const seller = {
    name: `Davi Vende ${id}`,
    email: `davi.${id}@example.com`,
    login: `davi.${id}`,
    password: 'Vende1234',
  };
  const invoice = `NF-H-${id}`;

  // 1. The administrator adds the shop owner from the store's page.
  await loginViaApi(admin, 'DEDPREMIUM');
  await admin.goto('/admin/lojas?search=Lumen');
  await admin.getByRole('link', { name: 'Ver loja Lumen Iluminação' }).click();
  await admin
    .getByRole('complementary', { name: 'Ações da loja' })
    .getByRole('link', { name: 'Adicionar lojista' })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Cadastrar lojista' })).toBeVisible();
  await admin.getByLabel('Nome').fill(keeper.name);
  await admin.getByLabel('E-mail').fill(keeper.email);
  await admin.getByLabel('CPF').pressSequentially(generateCpf());
  await admin.getByLabel('Telefone').pressSequentially('11987650000');
  await admin.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(toast(admin, 'Lojista cadastrado com sucesso')).toBeVisible();

  // 2. The shop owner opens the e-mailed link, chooses a password and is in.
  const owner = await freshPage(browser);
  await owner.goto(await linkFromMail(server.mailUrl, keeper.email, '/shopkeeper/set-password'));
  await expect(owner.getByRole('heading', { level: 1, name: 'Definir senha' })).toBeVisible();
  await owner.getByLabel('Nova senha').fill(keeper.password);
  await owner.getByLabel('Confirmar senha').fill(keeper.password);
  await owner.getByRole('button', { name: 'Definir senha' }).click();
  await expect(owner).toHaveURL(/\/admin\/dashboard$/);

  // 3. It adds a seller to its own store (the store is fixed for it).
  await owner.goto('/admin/vendedores');
  await owner.getByRole('link', { name: 'Cadastrar vendedor' }).click();
  await expect(owner.getByLabel('Loja')).toHaveValue('Lumen Iluminação');
  await owner.getByLabel('Nome').fill(seller.name);
  await owner.getByLabel('E-mail').fill(seller.email);
  await owner.getByLabel('Usuário').fill(seller.login);
  await owner.getByLabel('Senha').fill(seller.password);
  await owner.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(toast(owner, 'Vendedor cadastrado com sucesso')).toBeVisible();
  await expect(owner.getByRole('row').filter({ hasText: seller.name })).toContainText('Lumen Iluminação');

  // 4. The seller logs in with its login and records an invoice sale for a customer.
  const sales = await freshPage(browser);
  await loginViaModal(sales, seller.login, seller.password);
  await expect(sales).toHaveURL(/\/admin\/registrar-venda$/);
  await expect(sales.getByTestId('fixed-store')).toHaveValue('Lumen Iluminação');
  await expect(sales.getByTestId('fixed-seller')).toHaveValue(seller.name);
  await sales.getByRole('combobox', { name: /Cliente/ }).fill('Cliente');
  await sales.getByRole('option').first().click();
  await sales.getByLabel('Número da nota fiscal').fill(invoice);
  await sales.getByLabel('Data da venda').fill(todaySaoPaulo());
  await sales.getByLabel('Valor bruto').fill('1.250,00');
  await sales.getByRole('button', { name: 'Registrar venda' }).click();
  await expect(toast(sales, 'Compra registrada com sucesso!')).toBeVisible();

  // 5. The administrator finds each step in the log, by who did it, with the fields it wrote.
  let dialog = await openLogEntry(
    admin,
    { name: 'Ana Administradora', email: 'admin@example.com' },
    'Lojistas',
    'Criação',
  );
  await expect(dialog.getByRole('row', { name: /^Nome Adicionado/ })).toContainText(keeper.name);
  await expect(dialog.getByRole('row', { name: /^E-mail Adicionado/ })).toContainText(keeper.email);
  await admin.keyboard.press('Escape');

  dialog = await openLogEntry(admin, keeper, 'Usuários', 'Definição de senha');
  // When the password changed, never the password itself.
  await expect(dialog.getByRole('row', { name: /^passwordChangedAt Adicionado/ })).toBeVisible();
  await expect(dialog).not.toContainText(keeper.password);
  await admin.keyboard.press('Escape');

  dialog = await openLogEntry(admin, keeper, 'Vendedores', 'Criação');
  await expect(dialog.getByRole('row', { name: /^Nome Adicionado/ })).toContainText(seller.name);
  await expect(dialog.getByRole('row', { name: /^Usuário Adicionado/ })).toContainText(seller.login);
  await expect(dialog).not.toContainText(seller.password);
  await admin.keyboard.press('Escape');

  dialog = await openLogEntry(admin, seller, 'Extrato de Pontuação', 'Criação');
  await expect(dialog).toContainText(invoice);
  await expect(dialog).toContainText('EM ANALISE');
});
