import { expect, type Page, test } from './fixtures';
import { loginViaApi } from './support';

// A list's row actions must be in reach without scrolling the table sideways: on a desktop the
// statement's whole row fits; on a phone the actions column stays pinned while the rest scrolls.

/** The statement's first sale that can be approved. */
const saleRow = (page: Page) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Aprovar compra' }) })
    .first();

test('on a desktop the statement shows each sale whole: status and actions in view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginViaApi(page, 'CONCIERGE');
  await page.goto('/admin/extratos/pontuacao');
  const row = saleRow(page);
  await expect(row.getByTestId('status-under-client')).toHaveCount(0);
  await expect(row.getByRole('cell').filter({ hasText: /EM ANALISE|APROVADA|REJEITADA|CANCELADA/ })).toBeInViewport();
  await expect(row.getByRole('button', { name: 'Aprovar compra' })).toBeInViewport();
  await expect(row.getByRole('link', { name: 'Visualizar venda' })).toBeInViewport();
  // Nothing scrolls sideways, so the table is no extra stop for the keyboard.
  await expect(page.getByRole('region', { name: 'Vendas' })).toHaveCount(0);
});

test('on a phone the actions stay pinned beside the first column of every list', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginViaApi(page, 'DEDPREMIUM');
  await page.goto('/admin/extratos/pontuacao');
  const sale = saleRow(page);
  await expect(sale.getByRole('button', { name: 'Aprovar compra' })).toBeInViewport();
  await expect(sale.getByRole('cell').first()).toBeInViewport();
  // The box that scrolls is a named region the keyboard can reach and scroll.
  await page.getByRole('region', { name: 'Vendas' }).focus();
  await expect(page.getByRole('region', { name: 'Vendas' })).toBeFocused();
  // The status shows under the customer's name; its own column scrolls beneath the actions and
  // comes into view when the table is scrolled.
  await expect(sale.getByTestId('status-under-client')).toHaveText(/EM ANALISE|APROVADA|REJEITADA|CANCELADA/);
  const status = sale.getByRole('cell').nth(6);
  await expect(status).toHaveText(/EM ANALISE|APROVADA|REJEITADA|CANCELADA/);
  await expect(status).not.toBeInViewport();
  await status.scrollIntoViewIfNeeded();
  await expect(status).toBeInViewport();
  await expect(sale.getByRole('button', { name: 'Aprovar compra' })).toBeInViewport();

  await page.goto('/admin/lojas');
  const store = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: /^Editar loja/ }) })
    .first();
  await expect(store.getByRole('link', { name: /^Editar loja/ })).toBeInViewport();
  await expect(store.getByRole('button', { name: /^Excluir loja/ })).toBeInViewport();
});

test("on a phone the customer's purchases read as cards, each one whole in view", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginViaApi(page, 'CLIENTE');
  await page.goto('/meus-pontos');
  const purchases = page.getByRole('list', { name: 'Minhas compras' });
  const first = purchases.getByRole('listitem').first();
  await expect(first).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  for (const label of ['Valor Total', 'Pts.', 'Data da Venda', 'Data do Lançamento']) {
    await expect(first.getByText(label, { exact: true })).toBeInViewport();
  }
  await expect(first.getByText(/EM ANALISE|APROVADA|REJEITADA/)).toBeInViewport();
  await expect(page.getByTestId('total-points')).toHaveText(/^\d+$/);

  // Wider than a phone, the same purchases are the table of SPEC's columns.
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(page.getByRole('columnheader', { name: 'Data do Lançamento' })).toBeVisible();
  await expect(purchases).toHaveCount(0);
});

test("the customer's benefits grid fades its lower edge while more benefits wait below", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginViaApi(page, 'CLIENTE');
  await page.goto('/cliente');
  const grid = page.getByRole('list', { name: 'Benefícios' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  const overflows = await grid.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
  // The demo's benefits are two rows of four at this width: more than the 600 px box holds.
  expect(overflows).toBe(true);
  await expect(page.getByTestId('benefits-more-below')).toBeVisible();
  await grid.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(page.getByTestId('benefits-more-below')).toHaveCount(0);
  await grid.evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(page.getByTestId('benefits-more-below')).toBeVisible();
});
