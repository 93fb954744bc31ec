import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  checkAtWidths,
  downloaded,
  loginViaApi,
  loginViaModal,
  registerCustomer,
  seriousA11yViolations,
  toast,
} from './support';

/** A customer of its own who accepted SMS at sign-up: the spec deletes it, no demo data is touched. */
const registerPrivacyCustomer = (request: APIRequestContext) =>
  registerCustomer(request, { name: 'Helena Privacidade', prefix: 'lgpd', acceptsSMS: true });

test('a customer downloads its data, withdraws SMS, deletes its account and can no longer log in', async ({ page }) => {
  test.setTimeout(240_000);
  const customer = await registerPrivacyCustomer(page.request);
  await loginViaApi(page, 'CLIENTE', { email: customer.email, password: customer.password });
  await page.goto('/meu-dados');
  await expect(page.getByRole('heading', { level: 2, name: 'Privacidade e seus dados' })).toBeVisible();

  const json = await downloaded(page, 'Baixar meus dados (JSON)');
  expect(json.name).toMatch(/^meus-dados-clube-decor-design-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(json.text);
  expect(data.profile).toMatchObject({ name: 'Helena Privacidade', email: customer.email, cpf: customer.cpf });
  expect(data.consents.map((c: { kind: string }) => c.kind).sort()).toEqual(['privacy', 'sms', 'terms']);
  expect(data.purchases).toEqual([]);

  const csv = await downloaded(page, 'Baixar compras e resgates (CSV)');
  expect(csv.name).toMatch(/\.csv$/);
  expect(csv.text.startsWith('\uFEFFTipo;Data;Loja;Nota fiscal;')).toBe(true);

  const sms = page.getByRole('switch', { name: 'Receber SMS do programa' });
  await expect(sms).toHaveAttribute('aria-checked', 'true');
  // On a phone a toast opens at the bottom: it never covers the header, even at the page's top.
  await page.setViewportSize({ width: 390, height: 844 });
  await sms.click();
  const smsToast = toast(page, 'Você não receberá mais SMS do programa.');
  await expect(smsToast).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  const [toastBox, bannerBox] = [await smsToast.boundingBox(), await page.getByRole('banner').boundingBox()];
  expect(toastBox!.y).toBeGreaterThanOrEqual(bannerBox!.y + bannerBox!.height);
  await expect(smsToast).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(sms).toHaveAttribute('aria-checked', 'false');
  const history = page.getByRole('list', { name: 'Histórico de consentimentos' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Envio de SMS' })).toContainText('retirado em');

  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
  await dialog.getByLabel('Sua senha').fill('SenhaErrada1');
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await expect(dialog.getByText('Senha incorreta: sua conta não foi excluída')).toBeVisible();
  await dialog.getByLabel('Sua senha').fill(customer.password);
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await expect(toast(page, 'Sua conta foi excluída e seus dados pessoais foram anonimizados.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();

  await loginViaModal(page, customer.email, customer.password);
  await expect(page.getByRole('dialog', { name: 'Entrar' }).getByText('E-mail ou senha inválidos')).toBeVisible();
});

// The page loaded once, at the phone's width; it and the deletion dialog (with its error) checked
// at each width.
test('/meu-dados with the privacy section and the deletion dialog at 390 and 1280 px has no serious or critical axe violations', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const viewports = [390, 1280].map((width) => ({ width, height: width < 600 ? 844 : 800 }));
  const customer = await registerPrivacyCustomer(page.request);
  await loginViaApi(page, 'CLIENTE', { email: customer.email, password: customer.password });
  await page.setViewportSize(viewports[0]!);
  await page.goto('/meu-dados');
  await expect(page.getByRole('list', { name: 'Histórico de consentimentos' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const problems: Record<string, unknown[]> = {};
  await checkAtWidths(page, viewports, '/meu-dados', problems, async ({ width }) => {
    await expect(page.getByRole('list', { name: 'Histórico de consentimentos' }), `at ${width}px`).toBeVisible();
    const found: unknown[] = await seriousA11yViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) found.push(`the page is ${overflow}px wider than the screen`);
    return found;
  });

  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await checkAtWidths(page, viewports, 'the deletion dialog, with its error', problems, async ({ width }) => {
    await expect(dialog.getByText('Informe sua senha para excluir a conta'), `at ${width}px`).toBeVisible();
    return seriousA11yViolations(page);
  });
  expect(problems).toEqual({});
});
