import { expect, type Page, test } from './fixtures';
import { ACCOUNTS, PASSWORD } from './support';

/** Opens a deep link logged out: the home page opens with the login modal, and login follows the link. */
async function loginFromDeepLink(page: Page, path: string, email: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/$/);
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-mail ou login').fill(email);
  await dialog.getByLabel('Senha').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
}

test('/meus-pontos asks for login and then opens the customer statement', async ({ page }) => {
  await loginFromDeepLink(page, '/meus-pontos', ACCOUNTS.CLIENTE);
  await expect(page.getByRole('heading', { level: 1, name: /meus pontos/i })).toBeVisible();
  await expect(page).toHaveURL(/\/meus-pontos$/);
});

test('/cliente/brinde/{id} asks for login and then opens that prize', async ({ page, request }) => {
  const featured = await request.get('/api/prizes/featured');
  expect(featured.ok()).toBeTruthy();
  const prize = ((await featured.json()) as { data: { id: string; name: string }[] }).data[0]!;
  await loginFromDeepLink(page, `/cliente/brinde/${prize.id}`, ACCOUNTS.CLIENTE);
  await expect(page).toHaveURL(new RegExp(`/cliente/brinde/${prize.id}$`));
  await expect(page.getByRole('heading', { name: prize.name })).toBeVisible();
});

test('/admin/extratos/pontuacao asks for login and then opens the statement for staff', async ({ page }) => {
  await loginFromDeepLink(page, '/admin/extratos/pontuacao', ACCOUNTS.DEDPREMIUM);
  await expect(page.getByRole('heading', { level: 1, name: /extrato de pontuação/i })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/extratos\/pontuacao$/);
});

test('/admin/extratos/pontuacao sends a customer to the customer home after login', async ({ page }) => {
  await loginFromDeepLink(page, '/admin/extratos/pontuacao', ACCOUNTS.CLIENTE);
  await expect(page).toHaveURL(/\/cliente$/);
});
