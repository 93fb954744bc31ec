import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import {
  ACCOUNTS,
  chartContrastProblems,
  checkAtWidths,
  loginViaApi,
  PASSWORD,
  registerCustomer,
  seriousA11yViolations,
} from './support';

// Issue 16: the four reports. An administrator opens each, changes its filters, sees the chart's
// data and the table agree with the figures, and downloads what the filters show as CSV and XLSX
// (both read back here). The concierge sees only Clientes.

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: ACCOUNTS.DEDPREMIUM, password: PASSWORD } });
  const { data } = (await login.json()) as { data: { access_token: string } };
  return { authorization: `Bearer ${data.access_token}` };
}

/**
 * A customer of this spec's own with two purchases today at the demo seller's store, recorded by
 * the administrator: one approved, one rejected with a reason. Answers who and where.
 */
async function purchasesToday(request: APIRequestContext, name: string) {
  const headers = await adminHeaders(request);
  const customer = await registerCustomer(request, { name, prefix: 'relatorio' });
  const sellers = await request.get(
    `/api/sellers?page=1&limit=1&status=ATIVO&search=${encodeURIComponent(ACCOUNTS.VENDEDOR)}`,
    { headers },
  );
  const seller = ((await sellers.json()) as { data: { id: string; storeId: string }[] }).data[0]!;
  const sale = async (invoiceNumber: string, reais: number) => {
    const res = await request.post('/api/sales', {
      headers,
      data: {
        type: 'invoice_number',
        invoiceNumber,
        saleDate: today(),
        storeId: seller.storeId,
        sellerId: seller.id,
        clientId: customer.id,
        grossValue: reais,
        discountValue: 0,
        netValue: reais,
        amount: reais,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { data: { id: string } }).data.id;
  };
  const stamp = Date.now();
  const approved = await sale(`REL-A-${stamp}`, 1234.5);
  expect(
    (
      await request.patch(`/api/sales/${approved}/approve`, { headers, data: { invoiceNumber: `REL-A-${stamp}` } })
    ).status(),
  ).toBe(200);
  const rejected = await sale(`REL-R-${stamp}`, 99.9);
  const reject = await request.patch(`/api/sales/${rejected}/reject?reason=${encodeURIComponent('Nota ilegível')}`, {
    headers,
  });
  expect(reject.status(), await reject.text()).toBe(200);
  return { customer, storeId: seller.storeId };
}

/** A figure's value (the `<dd>` after its `<dt>`) in the report's summary. */
async function figure(page: Page, label: string): Promise<string> {
  const term = page.getByRole('main').locator('dt', { hasText: new RegExp(`^${label}$`) });
  return ((await term.locator('xpath=following-sibling::dd[1]').textContent()) ?? '').trim();
}

const digits = (text: string) => Number(text.replace(/\D/g, ''));

/** Clicks an export button and answers the saved file's name and bytes. */
async function exported(page: Page, button: 'Exportar CSV' | 'Exportar XLSX') {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

/** The CSV's lines as fields (BOM, `;`, CRLF: the Brazilian spreadsheet's format). */
function csvRows(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return text
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(';'));
}

async function xlsxRows(bytes: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

test('Compras: the filters in the URL, the chart and the table agree, CSV and XLSX hold the rows shown', async ({
  page,
  request,
}) => {
  const { storeId } = await purchasesToday(request, 'Cliente Relatório Compras');
  await loginViaApi(page, 'DEDPREMIUM');
  const day = today();
  await page.goto(`/admin/relatorios/compras?from=${day}&to=${day}&storeId=${storeId}`);
  await expect(page.getByRole('heading', { name: 'Compras', level: 1 })).toBeVisible();

  const count = digits(await figure(page, 'Compras'));
  expect(count).toBeGreaterThanOrEqual(2);
  // The chart's data, as a table: its one day's purchases add up to the figure.
  await page.getByText('Ver dados do gráfico').first().click();
  const series = page.getByRole('table', { name: /^Compras por dia e situação/ });
  await expect(series).toBeVisible();
  const seriesRow = series.locator('tbody tr').first();
  const cells = (await seriesRow.locator('td').allTextContents()).map(digits);
  // Pending + approved + rejected + canceled (the value column, in reais, comes last).
  expect(cells.slice(0, 4).reduce((a, b) => a + b, 0)).toBe(count);
  // The list holds the same purchases.
  const list = page.getByRole('table', { name: 'Compras', exact: true });
  await expect(list.locator('tbody tr')).toHaveCount(Math.min(count, 10));
  await expect(list.getByText('Nota ilegível')).toBeVisible();

  // A filter goes into the URL and survives a reload.
  await page.getByLabel('Situação', { exact: true }).selectOption('rejected');
  await expect(page).toHaveURL(/status=rejected/);
  await page.reload();
  await expect(page.getByLabel('Situação', { exact: true })).toHaveValue('rejected');
  const rejected = digits(await figure(page, 'Compras'));
  expect(rejected).toBeGreaterThanOrEqual(1);
  await expect(list.locator('tbody tr')).toHaveCount(Math.min(rejected, 10));
  const shown = await list.locator('tbody tr').first().locator('td').allTextContents();

  const csv = await exported(page, 'Exportar CSV');
  expect(csv.name).toMatch(/\.csv$/);
  const csvLines = csvRows(csv.bytes);
  expect(csvLines[0]).toContain('Situação');
  expect(csvLines).toHaveLength(rejected + 1);
  const status = csvLines[0]!.indexOf('Situação');
  for (const line of csvLines.slice(1)) expect(line[status]).toBe('REJEITADA');
  // The first line is the first row on screen: same store and value.
  const first = csvLines[1]!.join(';');
  expect(
    shown.some((cell) =>
      first.includes(
        cell
          .replace(/^R\$\s/, '')
          .trim()
          .split('\n')[0]!,
      ),
    ),
  ).toBeTruthy();

  const xlsx = await exported(page, 'Exportar XLSX');
  expect(xlsx.name).toMatch(/\.xlsx$/);
  const sheet = await xlsxRows(xlsx.bytes);
  expect(sheet).toHaveLength(rejected + 1);
  expect(sheet[0]).toEqual(csvLines[0]);
  // Typed cells: the value is a number, the purchase date a date.
  const valueColumn = csvLines[0]!.findIndex((h) => h.startsWith('Valor'));
  expect(typeof sheet[1]![valueColumn]).toBe('number');
  expect(sheet[1]![0]).toBeInstanceOf(Date);
});

test('Pontos por Loja: the ranking, its chart and the drill-down to the store’s purchases', async ({
  page,
  request,
}) => {
  await purchasesToday(request, 'Cliente Relatório Pontos');
  await loginViaApi(page, 'DEDPREMIUM');
  const day = today();
  await page.goto(`/admin/relatorios/pontos-loja?from=${day}&to=${day}`);
  await expect(page.getByRole('heading', { name: 'Pontos por Loja', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: /lojas/i }).first()).toBeVisible();
  const ranking = page.getByRole('table', { name: 'Pontos por loja' });
  const rows = ranking.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const stores = digits(await figure(page, 'Lojas'));
  await expect(rows).toHaveCount(Math.min(stores, 10));

  const csvLines = csvRows((await exported(page, 'Exportar CSV')).bytes);
  expect(csvLines).toHaveLength(stores + 1);
  const xlsx = await xlsxRows((await exported(page, 'Exportar XLSX')).bytes);
  expect(xlsx).toHaveLength(stores + 1);

  // The first store's name opens its purchases in the Compras report, for the same period.
  const link = rows.first().getByRole('link');
  const name = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/admin\/relatorios\/compras\?.*storeId=/);
  await expect(page).toHaveURL(new RegExp(`from=${day}`));
  await expect(page.getByRole('heading', { name: 'Compras', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Compras', exact: true }).getByText(name).first()).toBeVisible();
});

test('Clientes and Histórico de Clientes: find a customer, open its detail and its whole history', async ({
  page,
  request,
}) => {
  const name = `Cliente Histórico ${Date.now()}`;
  const { customer } = await purchasesToday(request, name);
  await loginViaApi(page, 'DEDPREMIUM');
  await page.goto('/admin/relatorios/clientes');
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Busca' }).fill(customer.cpf.slice(0, 9));
  await expect(page).toHaveURL(new RegExp(`search=${customer.cpf.slice(0, 9)}`));
  const list = page.getByRole('table', { name: 'Clientes', exact: true });
  await expect(list.locator('tbody tr')).toHaveCount(1);
  expect(digits(await figure(page, 'Clientes'))).toBe(1);

  const csvLines = csvRows((await exported(page, 'Exportar CSV')).bytes);
  expect(csvLines).toHaveLength(2);
  expect(csvLines[1]!.join(';')).toContain(name);

  await list.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(customer.email);
  await dialog.getByRole('link', { name: 'Ver histórico completo' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/relatorios/historico-clientes\\?clientId=${customer.id}`));
  await expect(page.getByRole('heading', { name: 'Histórico de Clientes', level: 1 })).toBeVisible();
  await expect(page.getByText(customer.email)).toBeVisible();
  const timeline = page.getByRole('table', { name: 'Linha do tempo do cliente' });
  await expect(timeline.getByText('Nota ilegível')).toBeVisible();
  const points = page.getByRole('table', { name: 'Pontos por campanha' });
  await expect(points.locator('tbody tr')).toHaveCount(1);

  const history = await xlsxRows((await exported(page, 'Exportar XLSX')).bytes);
  // Registration, consents, two purchases: at least five events, all of this customer.
  expect(history.length).toBeGreaterThanOrEqual(6);
});

test('the concierge sees only the Clientes report', async ({ page }) => {
  await loginViaApi(page, 'CONCIERGE');
  await page.goto('/admin/relatorios/clientes');
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
  await page.goto('/admin/relatorios/compras');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

// Each report loaded once, at the phone's width, and checked at each width.
test('the four reports at 390 and 1280 px have no serious axe violations', async ({ page, request }) => {
  await purchasesToday(request, 'Cliente Relatório Acessível');
  const viewports = [390, 1280].map((width) => ({ width, height: 900 }));
  await loginViaApi(page, 'DEDPREMIUM');
  const problems: Record<string, unknown[]> = {};
  for (const [path, title] of [
    ['clientes', 'Clientes'],
    ['compras', 'Compras'],
    ['pontos-loja', 'Pontos por Loja'],
    ['historico-clientes', 'Histórico de Clientes'],
  ] as const) {
    await test.step(path, async () => {
      await page.setViewportSize(viewports[0]!);
      await page.goto(`/admin/relatorios/${path}`);
      await expect(page.getByRole('heading', { name: title, level: 1 }), path).toBeVisible();
      if (path !== 'historico-clientes') await expect(page.getByRole('img').first(), path).toBeVisible();
      await page.waitForLoadState('networkidle');
      await checkAtWidths(page, viewports, `/admin/relatorios/${path}`, problems, async ({ width }) => {
        const at = `${path} at ${width}px`;
        await expect(page.getByRole('heading', { name: title, level: 1 }), at).toBeVisible();
        if (path !== 'historico-clientes') await expect(page.getByRole('img').first(), at).toBeVisible();
        const found: unknown[] = await seriousA11yViolations(page);
        // The chart's text and bars too, which axe leaves undecided inside an SVG.
        if (path !== 'historico-clientes') found.push(...(await chartContrastProblems(page)));
        // Nothing wider than the screen but the scrolling tables.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) found.push(`the page is ${overflow}px wider than the screen`);
        return found;
      });
    });
  }
  expect(problems).toEqual({});
});
