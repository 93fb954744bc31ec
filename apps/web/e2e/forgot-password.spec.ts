import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  ACCOUNTS,
  checkAtWidths,
  generateCpf,
  linkFromMail,
  PASSWORD,
  registerCustomer,
  seriousA11yViolations,
} from './support';

/** A shop owner of the spec's own, added through the API: it is e-mailed a set-password link. */
async function newShopkeeper(page: Page, email: string): Promise<void> {
  const login = await page.request.post('/api/auth/login', {
    data: { email: ACCOUNTS.DEDPREMIUM, password: PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).data.access_token}` };
  const stores = await page.request.get('/api/stores?page=1&limit=1&search=Lumen', { headers });
  const storeId = (await stores.json()).data[0].id as string;
  const res = await page.request.post('/api/shopkeepers', {
    headers,
    data: { name: 'Lojista Axe', email, cpf: generateCpf(), phone: '11987650000', storeId },
  });
  expect(res.status()).toBe(201);
}

const FORGOT_MESSAGE =
  'Se houver uma conta com este e-mail, enviaremos um link para redefinir a senha. O link vale por 1 hora.';

test('a customer who forgot the password gets a link by e-mail, sets a new one and is logged in; the link then says it was used', async ({
  page,
  server,
  request,
}) => {
  test.setTimeout(180_000);
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
  // The token goes after `#`: the page reads it, and no request the browser sends carries it.
  expect(link).toMatch(/^\/redefinir-senha#token=[A-Za-z0-9_-]{20,}$/);
  const token = new URLSearchParams(link.split('#')[1]).get('token')!;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible();
  await expect(page.getByText(/O link vale até/)).toBeVisible();
  expect(requested.length).toBeGreaterThan(0);
  expect(requested.filter((url) => url.includes(token))).toEqual([]);
  await page.getByLabel('Nova senha').fill('NovaSenha9');
  await page.getByLabel('Confirmar senha').fill('NovaSenha8');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('As senhas não coincidem')).toBeVisible();
  await page.getByLabel('Confirmar senha').fill('NovaSenha9');
  // From the reset on, no request is refused and nothing is logged as an error: the spent link
  // is not checked again (it would answer 400).
  const refused: string[] = [];
  const consoleErrors: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) refused.push(`${r.status()} ${r.url()}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();

  // Logged in, on the customer's home.
  await expect(page).toHaveURL(/\/cliente$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Cliente' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
  expect(consoleErrors).toEqual([]);

  // The old password no longer opens the account; the new one does.
  expect(
    (await request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } })).status(),
  ).toBe(401);
  expect(
    (await request.post('/api/auth/login', { data: { email: customer.email, password: 'NovaSenha9' } })).status(),
  ).toBe(200);

  // The same link again: used, with the way to a new one.
  // The page checks the link as it opens: no form to fill for a dead link.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('Este link já foi usado. Peça um novo link.');
  await expect(page.getByLabel('Nova senha')).toHaveCount(0);
  await page.getByRole('link', { name: 'Pedir um novo link' }).click();
  await expect(page).toHaveURL(/\/esqueci-minha-senha$/);
});

test('an unknown e-mail gets the same answer', async ({ page }) => {
  await page.goto('/esqueci-minha-senha');
  await page.getByLabel('E-mail').fill(`ninguem-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status')).toHaveText(FORGOT_MESSAGE);
});

// One run of the flow, each page loaded once at the phone's width and each state checked at each
// width.
test('the forgotten-password, reset and set-password pages at 390 and 1280 px have no serious or critical axe violations', async ({
  page,
  server,
}) => {
  // Sixteen axe scans, a customer's registration and a new shop owner; a run of the flow at one
  // width took 57 s at 390 px on a busy 2-core machine, and past 90 s at 1280 px in one run where
  // the end-to-end suite took 47 min.
  test.setTimeout(360_000);
  const viewports = [390, 1280].map((width) => ({ width, height: width < 600 ? 844 : 800 }));
  const problems: Record<string, Awaited<ReturnType<typeof seriousA11yViolations>>> = {};
  // Axe at each width, what the state shows (`shown`) still shown at each.
  const axe = (name: string, shown: Locator[]) =>
    checkAtWidths(page, viewports, name, problems, async ({ width }) => {
      for (const locator of shown) await expect(locator, `${name} at ${width}px`).toBeVisible();
      return seriousA11yViolations(page);
    });
  await page.setViewportSize(viewports[0]!);
  await page.goto('/esqueci-minha-senha');
  await expect(page.getByRole('heading', { level: 1, name: 'Esqueci minha senha' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText('E-mail é obrigatório')).toBeVisible();
  await axe('/esqueci-minha-senha, sent empty', [page.getByText('E-mail é obrigatório')]);
  await page.getByLabel('E-mail').fill(`axe-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status')).toHaveText(FORGOT_MESSAGE);
  await axe('/esqueci-minha-senha, sent', [page.getByRole('status')]);

  // A live link of each kind, read from the e-mails: a customer's reset, a new shop owner's set.
  const customer = await registerCustomer(page.request, { prefix: 'axe' });
  await page.request.post('/api/auth/forgot-password', { data: { email: customer.email } });
  const keeperEmail = `axe-lojista-${Date.now()}@example.com`;
  await newShopkeeper(page, keeperEmail);
  const live = {
    'Redefinir senha': await linkFromMail(server.mailUrl, customer.email, '/redefinir-senha'),
    'Definir senha': await linkFromMail(server.mailUrl, keeperEmail, '/shopkeeper/set-password'),
  };

  for (const [path, title] of [
    ['/redefinir-senha', 'Redefinir senha'],
    ['/shopkeeper/set-password', 'Definir senha'],
  ] as const) {
    // The form of a live link, with a mistake shown.
    await page.setViewportSize(viewports[0]!);
    await page.goto(live[title]);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/O link vale até/)).toBeVisible();
    await page.getByLabel('Nova senha').fill('NovaSenha9');
    await page.getByLabel('Confirmar senha').fill('NovaSenha8');
    await page.getByRole('button', { name: title === 'Definir senha' ? 'Definir senha' : 'Salvar nova senha' }).click();
    await expect(page.getByText('As senhas não coincidem')).toBeVisible();
    await axe(`${path} (a live link), with a mistake`, [page.getByText('As senhas não coincidem')]);

    // An unknown link: the reason and the way to a new one, as the page opens.
    await page.setViewportSize(viewports[0]!);
    await page.goto(`${path}?token=desconhecido`);
    await expect(page.getByRole('alert')).toContainText('Link inválido. Peça um novo link.');
    await expect(page.getByRole('link', { name: 'Pedir um novo link' })).toBeVisible();
    await axe(`${path}?token=desconhecido`, [
      page.getByRole('alert'),
      page.getByRole('link', { name: 'Pedir um novo link' }),
    ]);
  }
  expect(problems).toEqual({});
});
