import { expect, test } from './fixtures';
import { ACCOUNTS, generateCpf, loginViaModal, toast } from './support';

test('a bad password shows the server message inline and in a toast', async ({ page }) => {
  await loginViaModal(page, ACCOUNTS.CLIENTE, 'senha-errada-1');
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await expect(dialog.getByTestId('server-errors')).toHaveText('E-mail ou senha inválidos');
  await expect(toast(page, 'E-mail ou senha inválidos')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('Escape closes the login modal and focus returns to the Login button', async ({ page }) => {
  await page.goto('/');
  const login = page.getByRole('banner').getByRole('button', { name: 'Login' });
  await login.click();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await expect(dialog).toBeVisible();
  // Scroll is locked while the modal is open.
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(login).toBeFocused();
});

test('the close button closes the registration modal', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Cadastrar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastre-se' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
});

test('a window-level event opens the login modal', async ({ page }) => {
  await page.goto('/faq');
  await page.evaluate(() => window.dispatchEvent(new Event('mall:open-login')));
  await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
});

test('logout shows its goodbye toast and returns to the visitor home', async ({ page }) => {
  await loginViaModal(page, ACCOUNTS.CLIENTE);
  await expect(page).toHaveURL(/\/cliente$/);
  await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
  await expect(toast(page, /^Até logo, .+! Volte sempre!$/)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
});

test('a rejected token clears the session and opens the login modal', async ({ page }) => {
  // A well-formed but unsigned token: the server answers 401 to the header's points request.
  const payload = Buffer.from(JSON.stringify({ sub: 'x', role: 'CLIENTE', exp: 4_102_444_800 })).toString('base64url');
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify({ id: 'x', name: 'Pessoa Antiga', role: 'CLIENTE', storeId: null }));
      sessionStorage.setItem('seeded', '1');
    }
  }, `eyJhbGciOiJIUzI1NiJ9.${payload}.assinatura-invalida`);
  await page.goto('/cliente');
  await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

async function fillRegistration(page: import('@playwright/test').Page, cpf: string, email: string) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Cadastrar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastre-se' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Nome completo').fill('Marina Teste Silva');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('CPF').pressSequentially(cpf);
  await dialog.getByLabel('Data de nascimento').pressSequentially('15051990');
  await dialog.getByLabel('Telefone').pressSequentially('11987654321');
  await dialog.getByLabel('Gênero').selectOption('FEMININO');
  await dialog.getByLabel('Endereço').fill('Rua Haddock Lobo, 1000, Cerqueira César, São Paulo - SP');
  await dialog.getByLabel('CEP').pressSequentially('01414000');
  await dialog.getByLabel('Senha').fill('Senha1234');
  await dialog.getByLabel(/regulamento e os termos de uso/).check();
  await dialog.getByLabel('Li e aceito a política de privacidade').check();
  return dialog;
}

test('registration with an invalid CPF shows "CPF inválido" and sends nothing', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/clients') posts.push(r.url());
  });
  const dialog = await fillRegistration(page, '12345678900', `cpf-invalido-${Date.now()}@example.com`);
  await expect(dialog.getByLabel('CPF')).toHaveValue('123.456.789-00');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog.getByText('CPF inválido')).toBeVisible();
  await expect(toast(page, 'CPF inválido')).toBeVisible();
  await page.waitForTimeout(500);
  expect(posts).toEqual([]);
  await expect(dialog).toBeVisible();
});

test('a successful registration closes the modal and opens login', async ({ page }) => {
  const dialog = await fillRegistration(page, generateCpf(), `novo-${Date.now()}@example.com`);
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/clients',
  );
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  expect((await created).status()).toBe(201);
  await expect(page.getByRole('dialog', { name: 'Cadastre-se' })).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
});
