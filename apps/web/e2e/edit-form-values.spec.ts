import { type APIRequestContext, expect, test } from './fixtures';
import { ACCOUNTS, loginViaApi, PASSWORD } from './support';

/** A pattern for text beginning with `text`, taken literally (names may hold parentheses). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: ACCOUNTS.DEDPREMIUM, password: PASSWORD } });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  return { authorization: `Bearer ${token}` };
}

test('a reloaded prize edit page shows and saves the prize own store and campaign', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const list = await request.get('/api/prizes?page=1&limit=100', { headers });
  type PrizeRow = {
    id: string;
    storeId: string;
    store: { tradeName: string };
    campaignId: string;
    campaign: { name: string };
  };
  const prizes = ((await list.json()) as { data: PrizeRow[] }).data.filter((p) => p.store);
  // The last one is the least likely to sit first in the option lists.
  const prize = prizes[prizes.length - 1]!;

  await loginViaApi(page, 'DEDPREMIUM');
  await page.goto(`/admin/brindes/editar/${prize.id}`);
  await page.reload();
  const store = page.getByLabel(/^Loja/);
  const campaign = page.getByLabel(/^Campanha/);
  await expect(store).toBeEnabled();
  await expect(campaign).toBeEnabled();
  // The store combobox holds the prize's store and names it.
  await expect(store).toHaveAttribute('data-value', prize.storeId);
  await expect(store).toHaveValue(startsWith(prize.store.tradeName));
  await expect(campaign).toHaveValue(prize.campaignId);
  await expect(campaign.locator('option:checked')).toHaveText(startsWith(prize.campaign.name));

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/brindes/${prize.id}$`));
  const after = (await (await request.get(`/api/prizes/${prize.id}`, { headers })).json()) as { data: PrizeRow };
  expect(after.data.storeId).toBe(prize.storeId);
  expect(after.data.campaignId).toBe(prize.campaignId);
});

test('a reloaded store edit page shows and saves the store own segment', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const list = await request.get('/api/stores?page=1&limit=100', { headers });
  type StoreRow = { id: string; segmentId: string | null; segment: { name: string } | null };
  const stores = ((await list.json()) as { data: StoreRow[] }).data.filter((s) => s.segmentId);
  const store = stores[stores.length - 1]!;

  await loginViaApi(page, 'DEDPREMIUM');
  await page.goto(`/admin/lojas/editar/${store.id}`);
  await page.reload();
  const segment = page.getByLabel(/^Segmento/);
  await expect(segment).toBeEnabled();
  await expect(segment).toHaveValue(store.segmentId!);
  await expect(segment.locator('option:checked')).toHaveText(store.segment!.name);

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/lojas/${store.id}$`));
  const after = (await (await request.get(`/api/stores/${store.id}`, { headers })).json()) as { data: StoreRow };
  expect(after.data.segmentId).toBe(store.segmentId);
});
