import { type Browser, expect, type Page, test } from './fixtures';
import { ACCOUNTS, customerWithPurchases, type DemoRole, loginViaApi, PASSWORD } from './support';

async function pageAs(browser: Browser, role: DemoRole, credentials?: { email: string; password: string }) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await loginViaApi(page, role, credentials);
  return page;
}

async function bearer(page: Page, email: string, password = PASSWORD) {
  const res = await page.request.post('/api/auth/login', { data: { email, password } });
  const { data } = (await res.json()) as { data: { access_token: string; storeId: string | null } };
  return { headers: { authorization: `Bearer ${data.access_token}` }, storeId: data.storeId };
}

/**
 * A customer of its own redeems a prize of the demo store owner's store in the active campaign,
 * and an administrator adds a campaign without redemptions: the filter has something to filter.
 */
async function arrange(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  const { storeId } = await bearer(page, ACCOUNTS.LOJISTA);
  const prizes = await page.request.get('/api/prizes/active?page=1&limit=100');
  const prize = ((await prizes.json()) as { data: { id: string; points: number; storeId: string | null }[] }).data.find(
    (p) => p.storeId === storeId,
  )!;
  const customer = await customerWithPurchases(page.request, prize.points * 1000);
  const asCustomer = await bearer(page, customer.email, customer.password);
  const rescue = await page.request.post('/api/rescues', {
    headers: asCustomer.headers,
    data: { prizeId: prize.id, points: prize.points },
  });
  expect(rescue.status()).toBe(201);
  const voucher = ((await rescue.json()) as { data: { voucher: string } }).data.voucher;
  const admin = await bearer(page, ACCOUNTS.DEDPREMIUM);
  const otherName = `Campanha sem resgates ${Date.now()}`;
  const other = await page.request.post('/api/campaigns', {
    headers: admin.headers,
    data: {
      name: otherName,
      description: 'Sem resgates',
      startDate: '2020-01-01',
      endDate: '2020-01-31',
      conversionRate: 100,
    },
  });
  expect(other.status()).toBe(201);
  const active = ((await (await page.request.get('/api/campaigns/active')).json()) as { data: { name: string } }).data;
  return { customer, voucher, otherName, activeName: active.name };
}

test.describe.configure({ mode: 'serial' });
let data: Awaited<ReturnType<typeof arrange>>;
test.beforeAll(async ({ browser }) => {
  data = await arrange(browser);
});

for (const role of ['CONCIERGE', 'LOJISTA'] as const) {
  test(`${role} filters /admin/resgates by campaign`, async ({ browser }) => {
    const page = await pageAs(browser, role);
    await page.goto('/admin/resgates');
    const filter = page.getByRole('combobox', { name: 'Campanha' });
    await expect(filter).toBeVisible();
    await expect(filter.getByRole('option', { name: data.otherName })).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(data.voucher);
    await expect(page.getByText(data.voucher).first()).toBeVisible();

    await filter.selectOption({ label: data.otherName });
    await expect(page.getByText('Nenhum resgate encontrado com esses filtros.')).toBeVisible();
    await expect(page.getByText(data.voucher)).toHaveCount(0);

    await filter.selectOption({ label: data.activeName });
    await expect(page.getByText(data.voucher).first()).toBeVisible();
  });
}

test('a customer with one campaign filters /meus-resgates by it', async ({ browser }) => {
  const page = await pageAs(browser, 'CLIENTE', data.customer);
  await page.goto('/meus-resgates');
  const filter = page.getByRole('combobox', { name: 'Campanha' });
  await expect(filter).toBeVisible();
  await expect(filter.getByRole('option')).toHaveText(['Todas as campanhas', data.activeName]);
  await filter.selectOption({ label: data.activeName });
  await expect(page.getByText(data.voucher).first()).toBeVisible();
  await filter.selectOption({ label: 'Todas as campanhas' });
  await expect(page.getByText(data.voucher).first()).toBeVisible();
});
