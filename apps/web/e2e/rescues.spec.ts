import { type Browser, expect, type Page, test } from './fixtures';
import { customerWithPurchases, type DemoRole, loginViaApi, snapshot, toast } from './support';

const SHOTS = 'e2e/screenshots';
const PRIZE = 'Kit de velas aromáticas';

async function pageAs(
  browser: Browser,
  role: DemoRole,
  credentials?: { email: string; password: string },
): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await loginViaApi(page, role, credentials);
  return page;
}

/** An API client on the app's base URL, for arranging data. */
async function request(browser: Browser) {
  const context = await browser.newContext();
  return (await context.newPage()).request;
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await snapshot(page, `${SHOTS}/rescues-${name}-${width}.png`, { fullPage: true });
  }
}

test('a customer redeems a prize, the concierge delivers it, the customer sees ENTREGUE', async ({ browser }) => {
  test.setTimeout(240_000);
  // A customer of its own with R$ 3.000,00 approved (3 points): redeeming zeroes only its balance.
  const customer = await pageAs(browser, 'CLIENTE', await customerWithPurchases(await request(browser), 3000));

  // The benefits grid links to the prize page.
  await customer.goto('/cliente/brindes');
  await expect(customer.getByRole('heading', { level: 1, name: 'Benefícios' })).toBeVisible();
  await shoot(customer, 'prizes');
  let card = customer.getByRole('list', { name: 'Benefícios' }).getByRole('link', { name: new RegExp(PRIZE) });
  while (!(await card.isVisible())) {
    await customer.getByRole('button', { name: 'Próxima' }).click();
    card = customer.getByRole('list', { name: 'Benefícios' }).getByRole('link', { name: new RegExp(PRIZE) });
  }
  await card.click();

  await expect(customer.getByRole('heading', { level: 1, name: PRIZE })).toBeVisible();
  await expect(customer.getByText('Você pode resgatar este brinde')).toBeVisible();
  const more = customer.getByRole('list', { name: 'Mais brindes' });
  await expect(more.getByRole('link').first()).toBeVisible();
  await expect(more.getByRole('link', { name: new RegExp(PRIZE) })).toHaveCount(0);
  await shoot(customer, 'prize');

  await customer.getByRole('button', { name: 'Resgatar' }).click();
  const dialog = customer.getByRole('dialog', { name: 'Confirmar resgate' });
  await expect(dialog.getByText('Esta ação é irreversível.')).toBeVisible();
  await expect(dialog.getByText(/um resgate por CPF por campanha/)).toBeVisible();
  await expect(dialog.getByText(/válido por 10 dias após o término da campanha/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmar resgate' }).click();

  await expect(customer).toHaveURL(/\/cliente\/resgate-sucesso$/);
  await expect(customer.getByRole('heading', { level: 1, name: /^Parabéns/ })).toBeVisible();
  const voucher = (await customer.getByTestId('voucher-code').textContent())?.trim() ?? '';
  expect(voucher).toMatch(/^[0-9A-Z]{10}$/);
  await expect(customer.getByText(PRIZE)).toBeVisible();
  await expect(customer.getByRole('banner')).toContainText('Você tem 0 pontos');
  await shoot(customer, 'success');

  await customer.getByRole('link', { name: 'Acessar Voucher' }).click();
  await expect(customer).toHaveURL(new RegExp(`/cliente/voucher\\?code=${voucher}$`));
  await expect(customer.getByTestId('voucher-code')).toHaveText(voucher);
  await expect(customer.getByRole('img', { name: `QR code do voucher ${voucher}` })).toBeVisible();
  await expect(customer.getByText('SOLICITADO')).toBeVisible();
  await expect(customer.getByText(/espaço da concierge/)).toBeVisible();
  await shoot(customer, 'voucher');

  // In the mall's basement, without signal: the voucher kept on this phone opens, code and QR code,
  // saying it is the saved one. Kept once the page is idle, by the service worker (public/sw.js).
  const kept = () =>
    customer.evaluate(async (code) => {
      const cache = (await caches.has('vouchers')) ? await caches.open('vouchers') : null;
      return (await cache?.keys())?.some((r) => r.url.endsWith(`/api/rescues/voucher/${code}`)) ?? false;
    }, voucher);
  await expect.poll(kept, { timeout: 15_000 }).toBe(true);
  await customer.context().setOffline(true);
  await customer.reload();
  await expect(customer.getByTestId('voucher-code')).toHaveText(voucher);
  await expect(customer.getByRole('img', { name: `QR code do voucher ${voucher}` })).toBeVisible();
  await expect(
    customer.getByText(/^Você está sem internet: mostrando o voucher salvo em \d{2}\/\d{2} às \d{2}:\d{2}$/),
  ).toBeVisible();
  // Only the vouchers: any other page opened offline is not the app from a cache, but says so.
  await customer.goto('/meus-pontos');
  await expect(customer.getByRole('heading', { level: 1, name: 'Você está sem internet' })).toBeVisible();
  await expect(customer.getByRole('link', { name: voucher })).toBeVisible();
  await expect(customer.getByRole('heading', { level: 1, name: 'Meus pontos' })).toHaveCount(0);
  await customer.context().setOffline(false);

  // The concierge types (or scans) the code and delivers in one click.
  const concierge = await pageAs(browser, 'CONCIERGE');
  await concierge.goto('/admin/resgates');
  // As read out at the desk: in two groups, lower case (case and spaces do not count).
  await concierge
    .getByRole('textbox', { name: 'Validar voucher' })
    .fill(`${voucher.slice(0, 4)} ${voucher.slice(4)}`.toLowerCase());
  await concierge.getByRole('textbox', { name: 'Validar voucher' }).press('Enter');
  const result = concierge.getByTestId('voucher-desk-result');
  await expect(result).toContainText(PRIZE);
  await shoot(concierge, 'admin-found');
  await result.getByRole('button', { name: 'Marcar como ENTREGUE' }).click();
  await expect(toast(concierge, 'Status atualizado com sucesso')).toBeVisible();
  await expect(result).toContainText('ENTREGUE');
  await expect(result.getByRole('button', { name: 'Marcar como ENTREGUE' })).toHaveCount(0);
  const delivered = concierge.getByRole('row', { name: new RegExp(voucher) });
  await expect(delivered).toContainText('ENTREGUE');
  // A delivered voucher is final: neither its status nor a cancel is offered.
  await expect(delivered.getByRole('button', { name: `Editar status do voucher ${voucher}` })).toBeDisabled();
  await expect(delivered.getByRole('button', { name: `Cancelar resgate do voucher ${voucher}` })).toBeDisabled();
  await shoot(concierge, 'admin');

  await customer.goto('/meus-resgates');
  const row = customer.getByRole('row', { name: new RegExp(voucher) });
  await expect(row).toContainText('ENTREGUE');
  await expect(row).toContainText(PRIZE);
  await shoot(customer, 'mine');
  // On a phone the redemption is a card, its voucher code and link in view.
  await customer.setViewportSize({ width: 390, height: 844 });
  const mine = customer.getByRole('list', { name: 'Meus resgates' }).getByRole('listitem').filter({ hasText: voucher });
  await expect(mine).toContainText('ENTREGUE');
  await expect(mine.getByRole('link', { name: 'Abrir voucher' })).toBeInViewport();
  await customer.setViewportSize({ width: 1280, height: 800 });
  await row.getByRole('link', { name: `Abrir voucher ${voucher}` }).click();
  await expect(customer.getByTestId('voucher-code')).toHaveText(voucher);

  // Logging out takes the saved vouchers off the phone (it may be shared): offline, nothing opens.
  await customer.getByRole('button', { name: 'Sair' }).first().click();
  await expect.poll(kept).toBe(false);
  await customer.context().setOffline(true);
  await expect(customer.goto(`/cliente/voucher?code=${voucher}`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await customer.context().setOffline(false);
});

test('an unknown voucher reads "Voucher Inválido" with the server message', async ({ page }) => {
  await page.goto('/cliente/voucher?code=ZZZZZZZZZZ');
  await expect(page.getByRole('heading', { name: 'Voucher Inválido' })).toBeVisible();
  await expect(page.getByText('Voucher não encontrado')).toBeVisible();
  await shoot(page, 'voucher-invalid');
});
