import { expect, type Page, test } from './fixtures';
import { loginViaApi, loginViaModal, PASSWORD, pickOption, toast } from './support';

const NEW_PASSWORD = 'Concierge2026';

function row(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name });
}

async function openUsers(page: Page) {
  await page.goto('/admin/usuarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
}

/** Searches and waits for the answer: the list keeps the previous rows on screen while it asks. */
async function search(page: Page, text: string) {
  await page.getByLabel('Buscar usuário').fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text).replace(/\./g, '\\.')}`));
  await expect(async () => {
    const rows = await page.locator('tbody tr').allInnerTexts();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.toLowerCase()).toContain(text.toLowerCase());
  }).toPass();
}

test('an administrator creates a concierge, who then logs in', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await loginViaApi(page, 'DEDPREMIUM');
  await openUsers(page);
  await page.getByRole('button', { name: 'Novo usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo usuário' });
  await expect(dialog.getByLabel('Perfil')).toHaveValue('SMART');
  // Blank fields are refused here, each under its field, and the first is focused.
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByLabel('Nome')).toBeFocused();
  await expect(dialog.getByText('Campo obrigatório')).toHaveCount(3);
  await dialog.getByLabel('Nome').fill('Carla Concierge Nova');
  await dialog.getByLabel('E-mail').fill('carla.nova@example.com');
  await dialog.getByLabel('Senha').fill(NEW_PASSWORD);
  await dialog.getByLabel('Perfil').selectOption({ label: 'Concierge' });
  // Customers register themselves: the role is not offered.
  await expect(dialog.getByLabel('Perfil').locator('option', { hasText: 'Cliente' })).toHaveCount(0);
  await expect(dialog.getByRole('combobox', { name: /^Loja/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Usuário criado com sucesso')).toBeVisible();
  await expect(dialog).toBeHidden();
  await search(page, 'carla.nova');
  await expect(row(page, 'Carla Concierge Nova')).toContainText('Concierge');

  const other = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await loginViaModal(other, 'carla.nova@example.com', NEW_PASSWORD);
  await expect(other).toHaveURL(/\/admin\/dashboard$/);
  await other.close();
});

test('a store role needs its store, chosen by searching', async ({ page }) => {
  test.setTimeout(240_000);
  await loginViaApi(page, 'SMART');
  await openUsers(page);
  await page.getByRole('button', { name: 'Novo usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo usuário' });
  await dialog.getByLabel('Nome').fill('Laura Lojista Nova');
  await dialog.getByLabel('E-mail').fill('laura.nova@example.com');
  await dialog.getByLabel('Senha').fill('Lojista2026');
  await dialog.getByLabel('Perfil').selectOption({ label: 'Lojista' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Selecione uma loja')).toBeVisible();
  await pickOption(page, dialog.getByRole('combobox', { name: /^Loja/ }), 'Lumen Iluminação');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Usuário criado com sucesso')).toBeVisible();
  await search(page, 'laura.nova');
  await row(page, 'Laura Lojista Nova').getByRole('button', { name: 'Ver usuário Laura Lojista Nova' }).click();
  const details = page.getByRole('dialog', { name: 'Detalhes do usuário' });
  await expect(details).toContainText('Lumen Iluminação');
  await expect(details).toContainText('Lojista');
});

test('an administrator edits a user; the password changes only when typed', async ({ page }) => {
  test.setTimeout(240_000);
  await loginViaApi(page, 'DEDPREMIUM');
  await openUsers(page);
  await search(page, 'smart@example.com');
  await row(page, 'Sérgio Smart').getByRole('button', { name: 'Editar usuário Sérgio Smart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar usuário' });
  await expect(dialog.getByLabel('Nome')).toHaveValue('Sérgio Smart');
  await expect(dialog.getByLabel('Senha')).toHaveValue('');
  await dialog.getByLabel('Nome').fill('Sérgio Smart Editado');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Usuário atualizado com sucesso')).toBeVisible();
  await expect(row(page, 'Sérgio Smart Editado')).toBeVisible();
  // The password was not sent: the old one still works.
  const login = await page.request.post('/api/auth/login', {
    data: { email: 'smart@example.com', password: PASSWORD },
  });
  expect(login.status()).toBe(200);
});

test('a deactivated user cannot log in until reactivated; one’s own row has no switch and no delete', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await loginViaApi(page, 'DEDPREMIUM');
  await openUsers(page);
  await search(page, 'concierge@example.com');
  const toggle = page.getByRole('switch', { name: /^Usuário ativo: / });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toast(page, 'Usuário desativado com sucesso')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');

  const other = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await loginViaModal(other, 'concierge@example.com');
  await expect(
    other.getByRole('dialog', { name: 'Entrar' }).getByText('Usuário desativado. Procure a administração do shopping.'),
  ).toBeVisible();

  await toggle.click();
  await expect(toast(page, 'Usuário ativado com sucesso')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await loginViaModal(other, 'concierge@example.com');
  await expect(other).toHaveURL(/\/admin\/dashboard$/);
  await other.close();

  await search(page, 'admin@example.com');
  const self = row(page, 'Ana Administradora');
  await expect(self).toContainText('(você)');
  await expect(self.getByRole('switch')).toHaveCount(0);
  await expect(self.getByRole('button', { name: /^Excluir/ })).toHaveCount(0);
  await self.getByRole('button', { name: 'Editar usuário Ana Administradora' }).click();
  await expect(page.getByRole('dialog', { name: 'Editar usuário' }).getByLabel('Perfil')).toBeDisabled();
});

test('deleting is refused for a user with records and allowed for one without', async ({ page }) => {
  test.setTimeout(240_000);
  await loginViaApi(page, 'DEDPREMIUM');
  const login = await page.request.post('/api/auth/login', {
    data: { email: 'admin@example.com', password: PASSWORD },
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const created = await page.request.post('/api/users', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Temporário Sem Registros',
      email: 'temporario@example.com',
      password: 'Temp12345',
      role: 'CONCIERGE',
    },
  });
  expect(created.status()).toBe(201);
  await openUsers(page);

  await search(page, 'vendedor@example.com');
  await row(page, 'Vítor Vendedor').getByRole('button', { name: 'Excluir usuário Vítor Vendedor' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir usuário' });
  await expect(confirm).toContainText('Vítor Vendedor');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Este usuário tem registros vinculados e não pode ser excluído; desative-o')).toBeVisible();
  await expect(row(page, 'Vítor Vendedor')).toBeVisible();

  await search(page, 'temporario@example.com');
  await row(page, 'Temporário Sem Registros')
    .getByRole('button', { name: 'Excluir usuário Temporário Sem Registros' })
    .click();
  await page.getByRole('dialog', { name: 'Excluir usuário' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Usuário excluído com sucesso')).toBeVisible();
  await expect(page.getByText('Nenhum usuário encontrado.')).toBeVisible();
});

for (const role of ['LOJISTA', 'CONCIERGE'] as const) {
  test(`${role} cannot open the users screen`, async ({ page }) => {
    await loginViaApi(page, role);
    await page.goto('/admin/usuarios');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toHaveCount(0);
  });
}
