import { expect, test } from './fixtures';
import { customerWithPurchases, loginViaApi } from './support';

// After redeeming, a prize page tells the customer they already redeemed in this campaign (one
// per CPF per campaign) and links their voucher, instead of "Pontos insuficientes".

test('after redeeming, a prize page says the customer already redeemed and links the voucher', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const credentials = await customerWithPurchases(api, 3000);
  const login = await api.post('/api/auth/login', { data: credentials });
  const headers = {
    authorization: `Bearer ${((await login.json()) as { data: { access_token: string } }).data.access_token}`,
  };
  const prizes = await api.get('/api/prizes/active?page=1&limit=50', { headers });
  const list = ((await prizes.json()) as { data: { id: string; name: string; points: number; soldOut?: boolean }[] })
    .data;
  const affordable = list.filter((p) => p.points <= 3 && !p.soldOut);
  expect(affordable.length).toBeGreaterThan(1);
  const [redeemed, other] = affordable as [(typeof affordable)[0], (typeof affordable)[0]];
  const rescue = await api.post('/api/rescues', { headers, data: { prizeId: redeemed.id, points: redeemed.points } });
  expect(rescue.status()).toBe(201);
  const voucher = ((await rescue.json()) as { data: { voucher: string } }).data.voucher;

  await loginViaApi(page, 'CLIENTE', credentials);
  for (const prize of [redeemed, other]) {
    await page.goto(`/cliente/brinde/${prize.id}`);
    await expect(page.getByRole('heading', { level: 1, name: prize.name })).toBeVisible({ timeout: 20_000 });
    // "Confira mais brindes" below may still be loading, with a status of its own.
    await expect(page.getByRole('status').filter({ hasText: 'Você já resgatou' })).toHaveText(
      'Você já resgatou um benefício nesta campanha (um por CPF por campanha)',
    );
    await expect(page.getByText('Pontos insuficientes para resgatar este brinde')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Resgatar' })).toBeDisabled();
  }
  await page.getByRole('link', { name: 'Ver meu voucher' }).click();
  await expect(page).toHaveURL(new RegExp(`/cliente/voucher\\?code=${voucher}$`));
  await expect(page.getByTestId('voucher-code')).toHaveText(voucher);
  await api.dispose();
});
