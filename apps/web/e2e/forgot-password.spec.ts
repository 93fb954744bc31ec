import { expect, test } from './fixtures';
import { linkFromMail, registerCustomer, seriousA11yViolations } from './support';

const FORGOT_MESSAGE =
  'Se houver uma conta com este e-mail, enviaremos um link para redefinir a senha. O link vale por 1 hora.';

test('a customer who forgot the password gets a link by e-mail, sets a new one and is logged in; the link then says it was used', async ({
  page,
  server,
  request,
}) => {
  test.setTimeout(90_000);
  const customer = await registerCustomer(request, {
    name: 'Cliente Esquecida',
    prefix: 'esqueci',
    password: 'Antiga123',
  });

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await dialog.getByLabel('E-mail ou login').fill(customer.email);
  await dialog.getByRole('button', { name: 'Esqueci minha senha' }).click();

  await expect(page).toHaveURL(/\/esqueci-minha-senha$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Esqueci minha senha' })).toBeVisible();
  // What was typed in the login modal comes along.
  await expect(page.getByLabel('E-mail')).toHaveValue(customer.email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status')).toHaveText(FORGOT_MESSAGE);

  const link = await linkFromMail(server.mailUrl, customer.email, '/redefinir-senha');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible();
  await page.getByLabel('Nova senha').fill('NovaSenha9');
  await page.getByLabel('Confirmar senha').fill('NovaSenha8');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('As senhas não coincidem')).toBeVisible();
  await page.getByLabel('Confirmar senha').fill('NovaSenha9');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();

  // Logged in, on the customer's home.
  await expect(page).toHaveURL(/\/cliente$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Cliente' })).toBeVisible();

  // The old password no longer opens the account; the new one does.
  expect(
    (await request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } })).status(),
  ).toBe(401);
  expect(
    (await request.post('/api/auth/login', { data: { email: customer.email, password: 'NovaSenha9' } })).status(),
  ).toBe(200);

  // The same link again: used, with the way to a new one.
  await page.goto(link);
  await page.getByLabel('Nova senha').fill('OutraSenha7');
  await page.getByLabel('Confirmar senha').fill('OutraSenha7');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByRole('alert')).toContainText('Este link já foi usado. Peça um novo link.');
  await page.getByRole('link', { name: 'Pedir um novo link' }).click();
  await expect(page).toHaveURL(/\/esqueci-minha-senha$/);
});

test('an unknown e-mail gets the same answer', async ({ page }) => {
  await page.goto('/esqueci-minha-senha');
  await page.getByLabel('E-mail').fill(`ninguem-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status')).toHaveText(FORGOT_MESSAGE);
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    test('the forgotten-password, reset and set-password pages have no serious or critical axe violations', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.goto('/esqueci-minha-senha');
      await expect(page.getByRole('heading', { level: 1, name: 'Esqueci minha senha' })).toBeVisible();
      await page.getByRole('button', { name: 'Enviar link' }).click();
      await expect(page.getByText('E-mail é obrigatório')).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByLabel('E-mail').fill(`axe-${Date.now()}@example.com`);
      await page.getByRole('button', { name: 'Enviar link' }).click();
      await expect(page.getByRole('status')).toHaveText(FORGOT_MESSAGE);
      expect(await seriousA11yViolations(page)).toEqual([]);

      for (const [path, title] of [
        ['/redefinir-senha?token=desconhecido', 'Redefinir senha'],
        ['/shopkeeper/set-password?token=desconhecido', 'Definir senha'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await page.getByLabel('Nova senha').fill('NovaSenha9');
        await page.getByLabel('Confirmar senha').fill('NovaSenha8');
        await page
          .getByRole('button', { name: title === 'Definir senha' ? 'Definir senha' : 'Salvar nova senha' })
          .click();
        await expect(page.getByText('As senhas não coincidem')).toBeVisible();
        expect(await seriousA11yViolations(page)).toEqual([]);
        // An unknown link: the reason and the way to a new one.
        await page.getByLabel('Confirmar senha').fill('NovaSenha9');
        await page
          .getByRole('button', { name: title === 'Definir senha' ? 'Definir senha' : 'Salvar nova senha' })
          .click();
        await expect(page.getByRole('alert')).toContainText('Link inválido. Peça um novo link.');
        await expect(page.getByRole('link', { name: 'Pedir um novo link' })).toBeVisible();
        expect(await seriousA11yViolations(page)).toEqual([]);
      }
    });
  });
}
