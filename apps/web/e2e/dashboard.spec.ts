import { expect, test } from './fixtures';
import { chartContrastProblems, checkAtWidths, loginViaApi, seriousA11yViolations } from './support';

// Issue 16: each role lands on its own figures, and each figure opens the list behind it.

// Each queue in a test of its own: a test that walks through both lists and back runs close to
// the time limit on a busy machine.
test("the concierge's review queue opens the pending purchases", async ({ page }) => {
  await loginViaApi(page, 'CONCIERGE');
  await page.goto('/admin/dashboard');
  const queue = page.getByRole('link', { name: /Compras aguardando validação/ });
  await expect(queue).toBeVisible();
  await expect(page.getByRole('link', { name: /^Usuários/ })).toHaveCount(0);
  const pending = Number((await queue.locator('.font-display').textContent())?.replace(/\D/g, ''));

  await queue.click();
  await expect(page).toHaveURL(/\/admin\/extratos\/pontuacao\?status=pending$/);
  await expect(page.getByLabel('Situação', { exact: true })).toHaveValue('pending');
  const statement = page.getByRole('table', { name: 'Vendas' });
  // Other tests of this worker may have reviewed the demo's pending purchases: the list says so.
  if (pending > 0) {
    await expect(statement.getByText('EM ANALISE', { exact: true }).first()).toBeVisible();
    await expect(statement.getByText('APROVADA', { exact: true })).toHaveCount(0);
  } else {
    await expect(page.getByText('Nenhuma venda encontrada com esses filtros.')).toBeVisible();
  }
});

test("the concierge's vouchers to hand over open the redemptions to hand over", async ({ page }) => {
  await loginViaApi(page, 'CONCIERGE');
  await page.goto('/admin/dashboard');
  const vouchers = page.getByRole('link', { name: /Vouchers a entregar/ });
  await expect(vouchers).toBeVisible();
  const toHandOver = Number((await vouchers.locator('.font-display').textContent())?.replace(/\D/g, ''));
  await vouchers.click();
  await expect(page).toHaveURL(/\/admin\/resgates\?status=A_ENTREGAR$/);
  const status = page.getByLabel('Status', { exact: true });
  await expect(status).toHaveValue('A_ENTREGAR');
  const rescues = page.getByRole('table', { name: 'Resgates' });
  if (toHandOver === 0) {
    await expect(page.getByText('Nenhum resgate encontrado com esses filtros.')).toBeVisible();
  } else {
    await expect(rescues.getByRole('row')).toHaveCount(Math.min(toHandOver, 10) + 1);
    // The Status column by its header's place (a voucher's code may be all letters too).
    const headers = await rescues.getByRole('columnheader').allTextContents();
    const column = headers.indexOf('Status');
    expect(column).toBeGreaterThan(-1);
    const statuses = await rescues.locator(`tbody tr td:nth-child(${column + 1})`).allTextContents();
    expect(statuses).toHaveLength(Math.min(toHandOver, 10));
    for (const status of statuses) expect(['SOLICITADO', 'APROVADO']).toContain(status.trim());
  }
  // The filter survives a reload, and "Todos os status" lists them all again.
  await page.reload();
  await expect(status).toHaveValue('A_ENTREGAR');
  await status.selectOption('');
  await expect(page).toHaveURL(/\/admin\/resgates$/);
});

test("a store owner sees its store's month, statement and bill", async ({ page }) => {
  await loginViaApi(page, 'LOJISTA');
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: /^Sua loja em / })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Último extrato/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Último boleto/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Vouchers a entregar/ })).toHaveCount(0);
  await page.getByRole('link', { name: /Valor aprovado no mês/ }).click();
  await expect(page).toHaveURL(/\/admin\/extratos\/pontuacao\?month=\d+&year=\d{4}&status=approved$/);
});

// The dashboard loaded once, at the phone's width, and checked at each width: its table opened
// once, at the first.
test("the administrators' dashboard, its chart and its table at 390 and 1280 px, with no serious axe violations", async ({
  page,
}) => {
  const viewports = [390, 1280].map((width) => ({ width, height: 900 }));
  await loginViaApi(page, 'DEDPREMIUM');
  await page.setViewportSize(viewports[0]!);
  await page.goto('/admin/dashboard');
  const main = page.getByRole('main');
  const chart = page.getByRole('img', { name: /Gráfico de barras das compras por dia/ });
  const table = page.getByRole('table', { name: 'Compras por dia nos últimos 30 dias' });
  let opened = false;
  const problems: Record<string, Awaited<ReturnType<typeof seriousA11yViolations>>> = {};
  await checkAtWidths(page, viewports, '/admin/dashboard', problems, async ({ width }) => {
    const at = `/admin/dashboard at ${width}px`;
    for (const name of [/^Usuários/, /^Lojas/, /^Campanhas/, /Compras de hoje/, /Novos clientes no mês/]) {
      await expect(main.getByRole('link', { name }), at).toBeVisible();
    }
    await expect(chart.locator('.recharts-bar-rectangle').first(), at).toBeVisible();
    if (!opened) {
      await page.getByText('Ver os dados do gráfico em tabela').click();
      opened = true;
    }
    await expect(table.getByRole('row'), at).toHaveCount(31);
    // The chart's total in its name is the table's.
    const counts = await table.locator('tbody tr td:nth-of-type(1)').allTextContents();
    const total = counts.reduce((n, c) => n + Number(c.replace(/\D/g, '')), 0);
    await expect(chart, at).toHaveAccessibleName(new RegExp(`: ${total.toLocaleString('pt-BR')} registradas`));
    await page.waitForLoadState('networkidle');
    // The chart's text and bars too, which axe leaves undecided inside an SVG.
    return [...(await seriousA11yViolations(page)), ...(await chartContrastProblems(page))];
  });
  expect(problems).toEqual({});

  // "Compras de hoje" opens the purchases dated today in São Paulo, as many as the figure counts.
  const todays = main.getByRole('link', { name: /Compras de hoje/ });
  const count = Number((await todays.locator('.font-display').textContent())?.replace(/\D/g, ''));
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const listed = page.waitForResponse((r) => new URL(r.url()).searchParams.get('day') === day);
  await todays.click();
  await expect(page).toHaveURL(new RegExp(`/admin/extratos/pontuacao\\?day=${day}$`));
  expect(((await (await listed).json()) as { total: number }).total).toBe(count);
  await expect(page.getByTestId('day-filter')).toHaveText(`Data da compra: ${day.split('-').reverse().join('/')}`);
  await page.getByRole('button', { name: /Remover o filtro da data da compra/ }).click();
  await expect(page).toHaveURL(/\/admin\/extratos\/pontuacao$/);
});
