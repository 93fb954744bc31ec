import { type APIRequestContext, expect, test } from './fixtures';
import { ACCOUNTS, loginViaApi, loginViaModal, PASSWORD, registerCustomer, toast } from './support';

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

const newCustomer = (request: APIRequestContext) =>
  registerCustomer(request, { name: 'Paula Perfil', prefix: 'perfil' });

test('a customer changes its address from the CEP and its password, then logs in with the new one', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { email, password } = await newCustomer(page.request);
  await loginViaModal(page, email, password);
  await expect(page).toHaveURL(/\/cliente$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Meus dados' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'MEUS DADOS' })).toBeVisible();
  await expect(page.getByLabel('Nome Completo')).toHaveValue('Paula Perfil');
  await expect(page.getByLabel('CPF')).not.toBeEditable();

  const cep = page.getByLabel('CEP');
  await cep.fill('');
  await cep.pressSequentially('01305000');
  await cep.blur();
  await expect(page.getByLabel('Endereço')).toHaveValue('Rua Augusta, Consolação, São Paulo - SP');
  await page.getByLabel('Endereço').fill('Rua Augusta, 500, Consolação, São Paulo - SP');

  // A new password without the current one is refused on the spot.
  await page.getByLabel('Nova Senha').fill('NovaSenha2026');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Informe a senha atual para definir uma nova senha')).toBeVisible();
  await expect(page.getByLabel('Senha Atual')).toBeFocused();
  await page.getByLabel('Senha Atual').fill(password);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Dados atualizados com sucesso!')).toBeVisible();

  // This tab goes on with the fresh token: the saved record reads back after a reload.
  await page.reload();
  await expect(page.getByLabel('Endereço')).toHaveValue('Rua Augusta, 500, Consolação, São Paulo - SP');
  await expect(page.getByLabel('CEP')).toHaveValue('01305-000');
  await expect(page.getByLabel('Senha Atual')).toHaveValue('');

  const old = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(old.status()).toBe(401);
  await page.evaluate(() => localStorage.clear());
  await loginViaModal(page, email, 'NovaSenha2026');
  await expect(page).toHaveURL(/\/cliente$/);
});

test('a staff member changes its name from the admin header, and the header follows', async ({ page }) => {
  test.setTimeout(240_000);
  const login = await page.request.post('/api/auth/login', {
    data: { email: ACCOUNTS.DEDPREMIUM, password: PASSWORD },
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const email = `smart-${unique()}@example.com`;
  const created = await page.request.post('/api/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Sérgio Smart', email, password: 'Smart12345', role: 'SMART' },
  });
  expect(created.status()).toBe(201);
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginViaApi(page, 'SMART', { email, password: 'Smart12345' });
  await page.goto('/admin/dashboard');
  await expect(page.getByText('Olá, Sérgio')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Meus dados' }).click();
  // Staff edit themselves inside the admin area, under its header (DECISIONS.md).
  await expect(page).toHaveURL(/\/admin\/meus-dados$/);
  await expect(page.getByRole('heading', { level: 1, name: 'MEUS DADOS' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Administrador Smart')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByLabel('CPF')).toHaveCount(0);
  await page.getByLabel('Nome Completo').fill('Rogério Smart');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Dados atualizados com sucesso!')).toBeVisible();
  await page.goto('/admin/dashboard');
  await expect(page.getByText('Olá, Rogério')).toBeVisible();
});

test('staff are never in the customer area: its pages send them to their landing page', async ({ page }) => {
  await loginViaApi(page, 'CONCIERGE');
  for (const path of ['/meu-dados', '/meus-pontos', '/cliente', '/registrar-pontos', '/cliente/brindes']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/admin\/dashboard$/);
  }
  await expect(page.getByText(/Você tem .* pontos/)).toHaveCount(0);
});

test('a seller on a phone opens its own "Meus dados" from the admin menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginViaApi(page, 'VENDEDOR');
  await page.goto('/meus-pontos');
  await expect(page).toHaveURL(/\/admin\/registrar-venda$/);
  await page.getByRole('button', { name: 'Menu administrativo' }).click();
  await page.getByRole('link', { name: 'Meus dados' }).click();
  await expect(page).toHaveURL(/\/admin\/meus-dados$/);
  await expect(page.getByRole('heading', { level: 1, name: 'MEUS DADOS' })).toBeVisible();
  await expect(page.getByLabel('Nome Completo')).not.toHaveValue('');
});
