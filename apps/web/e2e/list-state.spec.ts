import { expect, type Page, test } from './fixtures';
import { loginViaApi } from './support';

// Every admin list keeps its page, page size, search and filters in the address: a reload, a
// shared link and the back button from a detail page show the same rows.

const range = (page: Page) => page.getByText(/^\d+-\d+ de \d+ resultados$|^\d+ resultados?$/);

test('the stores list keeps its page and size through a reload, and its search through a detail and back', async ({
  page,
}) => {
  await loginViaApi(page, 'DEDPREMIUM');
  await page.goto('/admin/lojas');
  // Other specs of this worker may have added stores: read the total first (the demo has 20).
  await expect(range(page)).toHaveText(/^1-10 de \d+ resultados$/);
  const total = Number((await range(page).textContent())?.match(/de (\d+)/)?.[1]);
  expect(total).toBeGreaterThanOrEqual(20);
  const secondPage = `11-${Math.min(20, total)} de ${total} resultados`;
  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(range(page)).toHaveText(secondPage);
  await expect(page).toHaveURL(/[?&]page=2/);
  await page.reload();
  await expect(range(page)).toHaveText(secondPage);

  await page.getByLabel('Itens por página').selectOption('20');
  await expect(range(page)).toHaveText(`1-20 de ${total} resultados`);
  await page.reload();
  await expect(page.getByLabel('Itens por página')).toHaveValue('20');

  await page.getByLabel('Buscar loja').fill('Lumen Ilum');
  await expect(page).toHaveURL(/[?&]search=Lumen\+Ilum|[?&]search=Lumen%20Ilum/);
  await expect(range(page)).toHaveText('1 resultado');
  await page.getByRole('link', { name: 'Lumen Iluminação' }).first().click();
  await expect(page).toHaveURL(/\/admin\/lojas\/[0-9a-f-]{36}$/);
  await page.goBack();
  await expect(page.getByLabel('Buscar loja')).toHaveValue('Lumen Ilum');
  await expect(range(page)).toHaveText('1 resultado');
  await expect(page.getByLabel('Itens por página')).toHaveValue('20');
});

test('the statement keeps its status filter and page, and a malformed address reads as the defaults', async ({
  page,
}) => {
  await loginViaApi(page, 'CONCIERGE');
  await page.goto('/admin/extratos/pontuacao');
  await page.getByLabel('Situação').selectOption('approved');
  await expect(page).toHaveURL(/[?&]status=approved/);
  // The list keeps the previous rows until the filtered answer arrives: wait until every sale
  // shown is approved before reading the count.
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  const onlyApproved = async () => {
    const texts = await rows.allTextContents();
    return texts.length > 0 && texts.every((t) => t.includes('APROVADA'));
  };
  await expect.poll(onlyApproved).toBe(true);
  const approved = await range(page).textContent();
  await page.reload();
  await expect(page.getByLabel('Situação')).toHaveValue('approved');
  await expect.poll(onlyApproved).toBe(true);
  await expect(range(page)).toHaveText(approved ?? '');

  await page.goto('/admin/extratos/pontuacao?status=nada&page=abc&limit=7');
  await expect(page.getByLabel('Situação')).toHaveValue('all');
  await expect(page.getByLabel('Itens por página')).toHaveValue('10');
  await expect(range(page)).toHaveText(/^1-\d+ de \d+ resultados$/);
});

test('campaigns, prizes, segments and redemptions keep their search and filters through a reload', async ({ page }) => {
  await loginViaApi(page, 'DEDPREMIUM');

  await page.goto('/admin/campanhas');
  await page.getByLabel('Buscar campanha').fill('zzz-nenhuma');
  await expect(page.getByText('Nenhuma campanha encontrada.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Buscar campanha')).toHaveValue('zzz-nenhuma');
  await expect(page.getByText('Nenhuma campanha encontrada.')).toBeVisible();

  await page.goto('/admin/brindes');
  const campaign = page.getByLabel('Campanha');
  await expect(campaign.locator('option').nth(1)).toBeAttached();
  const chosen = await campaign.locator('option').nth(1).getAttribute('value');
  await campaign.selectOption(chosen ?? '');
  await page.getByLabel('Buscar brinde').fill('Lumin');
  await expect(page).toHaveURL(/[?&]search=Lumin/);
  await page.reload();
  await expect(page.getByLabel('Campanha')).toHaveValue(chosen ?? '');
  await expect(page.getByLabel('Buscar brinde')).toHaveValue('Lumin');

  await page.goto('/admin/segmentos');
  await page.getByLabel('Itens por página').selectOption('50');
  await expect(page).toHaveURL(/[?&]limit=50/);
  await page.reload();
  await expect(page.getByLabel('Itens por página')).toHaveValue('50');

  await page.goto('/admin/resgates');
  await page.getByLabel('Buscar', { exact: true }).fill('Clara');
  await expect(page).toHaveURL(/[?&]search=Clara/);
  await page.reload();
  await expect(page.getByLabel('Buscar', { exact: true })).toHaveValue('Clara');
});

test('the sellers list keeps its store, status, search and page through a reload and a detail and back', async ({
  page,
}) => {
  await loginViaApi(page, 'DEDPREMIUM');
  await page.goto('/admin/vendedores');
  // Every demo store has a seller: at least 20 of them, two pages of 10.
  await expect(range(page)).toHaveText(/^1-10 de \d+ resultados$/);
  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  // The address changes first, the list follows it: wait for the second page's range.
  await expect(range(page)).toHaveText(/^11-\d+ de \d+ resultados$/);
  const second = await range(page).textContent();
  await page.reload();
  await expect(range(page)).toHaveText(second ?? '');

  await page.getByLabel('Status', { exact: true }).selectOption('ATIVO');
  await expect(page).toHaveURL(/[?&]status=ATIVO/);
  await page.getByLabel('Buscar vendedor').fill('vendedor2@');
  await expect(page).toHaveURL(/[?&]search=vendedor2%40|[?&]search=vendedor2@/);
  await expect(range(page)).toHaveText('1 resultado');
  await page.reload();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('ATIVO');
  await expect(page.getByLabel('Buscar vendedor')).toHaveValue('vendedor2@');
  await expect(range(page)).toHaveText('1 resultado');
  await page.getByRole('link', { name: 'Ver vendedor Bruno Almeida' }).click();
  await expect(page.getByRole('heading', { name: 'Bruno Almeida', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('Buscar vendedor')).toHaveValue('vendedor2@');
  await expect(range(page)).toHaveText('1 resultado');

  // A store in the address (the store detail's "Vendedores" link) is a filter that survives too.
  await page.goto('/admin/lojas?search=Lumen');
  await page.getByRole('link', { name: 'Lumen Iluminação' }).first().click();
  await page.getByRole('complementary', { name: 'Ações da loja' }).getByRole('link', { name: 'Vendedores' }).click();
  await expect(page).toHaveURL(/\/admin\/vendedores\?storeId=[0-9a-f-]{36}$/);
  await expect(page.getByRole('combobox', { name: 'Loja' })).toHaveValue('Lumen Iluminação');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Loja' })).toHaveValue('Lumen Iluminação');
  await expect(page.getByRole('row').filter({ hasText: 'Bruno Almeida' })).toBeVisible();
});
