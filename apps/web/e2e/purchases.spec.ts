import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { awaitingReact, type Browser, expect, type Page, test } from './fixtures';
import { type DemoRole, loginViaApi, pickOption, toast } from './support';

/** A small PNG of random colours: its content (and hash) differs on every run. */
function randomPng(size = 8): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let i = 1; i < row.length; i++) row[i] = randomInt(256);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function todaySaoPaulo(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

async function pageAs(browser: Browser, role: DemoRole): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = awaitingReact(await context.newPage());
  await loginViaApi(page, role);
  return page;
}

test('a receipt purchase is recorded, approved, edited and counted in the customer points', async ({ browser }) => {
  test.setTimeout(240_000);
  const customer = await pageAs(browser, 'CLIENTE');

  // Before: the home cards and the header.
  await customer.goto('/cliente');
  await expect(customer.getByRole('heading', { name: /Olá, / })).toBeVisible();
  const pointsCard = customer.getByTestId('card-points-value');
  await expect(pointsCard).toHaveText(/\d/);
  const before = digits(await pointsCard.textContent());
  const purchasesBefore = digits(await customer.getByTestId('card-purchases-value').textContent());
  await expect(customer.getByTestId('points-balance')).toContainText(`Você tem ${before} pontos`);
  await expect(customer.getByTestId('next-point')).toContainText('para o seu próximo ponto');
  await expect(customer.getByRole('heading', { name: 'Confira os Benefícios' })).toBeVisible();
  await expect(customer.getByRole('link', { name: 'Ver tudo' })).toHaveAttribute('href', '/cliente/brindes');

  // Record the purchase: R$ 1.000,00 adds exactly one point whatever the remainder was.
  await customer.locator('#conteudo').getByRole('link', { name: 'Registrar pontos' }).click();
  await expect(customer).toHaveURL(/\/registrar-pontos$/);
  const submit = customer.getByRole('button', { name: 'Registrar compra' });
  await expect(submit).toBeDisabled();
  await customer.getByLabel('Data da compra').fill(todaySaoPaulo());
  await pickOption(customer, customer.getByRole('combobox', { name: /^Loja/ }), 'Casa Aurora Móveis');
  await customer.getByLabel('Valor bruto').fill('1050,00');
  await customer.getByLabel('Desconto').fill('50,00');
  await expect(customer.getByLabel('Valor líquido')).toHaveValue('1.000,00');

  // A wrong type is refused before any upload; a PNG goes through.
  const fileInput = customer.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'nota.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(customer.getByText('Apenas arquivos PNG, JPEG, WEBP e PDF são permitidos.').first()).toBeVisible();
  await expect(submit).toBeDisabled();
  const photo = randomPng();
  await fileInput.setInputFiles({ name: 'nota.png', mimeType: 'image/png', buffer: photo });
  await expect(toast(customer, 'Upload feito com sucesso!')).toBeVisible();
  await expect(customer.getByAltText('Pré-visualização do comprovante')).toBeVisible();
  await expect(submit).toBeEnabled();

  const created = customer.waitForResponse((r) => r.url().endsWith('/api/sales') && r.request().method() === 'POST');
  await submit.click();
  const sale = (await (await created).json()) as { data: { id: string; client: { cpf: string } } };
  const thanks = customer.getByRole('dialog', { name: 'Obrigado!' });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: 'Voltar ao início' }).click();
  await expect(customer).toHaveURL(/\/cliente$/);
  // Other tests may record sales for this customer at the same time: at least one more.
  await expect
    .poll(async () => digits(await customer.getByTestId('card-purchases-value').textContent()))
    .toBeGreaterThanOrEqual(purchasesBefore + 1);

  // Concierge approves it from the statement with an invoice number.
  const concierge = await pageAs(browser, 'CONCIERGE');
  await concierge.goto('/admin/extratos/pontuacao');
  await concierge.getByLabel('Situação').selectOption('pending');
  await concierge.getByLabel('Buscar').fill(sale.data.client.cpf);
  const viewLink = concierge.locator(`a[href="/admin/extratos/editar/${sale.data.id}"]`);
  const row = concierge.locator('tr', { has: viewLink });
  await expect(row).toBeVisible();
  await expect(row.getByText('EM ANALISE')).toBeVisible();
  await row.getByRole('button', { name: 'Aprovar compra' }).click();
  const approve = concierge.getByRole('dialog', { name: 'Aprovar compra' });
  await approve.getByRole('button', { name: 'Aprovar' }).click();
  await expect(approve.getByText('Informe o número da nota fiscal')).toBeVisible();
  const invoice = `NF-E2E-${randomInt(1_000_000)}`;
  await approve.getByLabel('Número da nota fiscal').fill(invoice);
  await approve.getByRole('button', { name: 'Aprovar' }).click();
  await expect(approve).toBeHidden();
  await expect(toast(concierge, 'Compra aprovada com sucesso')).toBeVisible();
  // The list was refreshed: the sale left the pending filter.
  await expect(row).toHaveCount(0);

  // The customer's header, home cards and MEUS PONTOS show the new point.
  await customer.reload();
  await expect(customer.getByTestId('card-points-value')).toHaveText(String(before + 1));
  await expect(customer.getByTestId('points-balance')).toContainText(`Você tem ${before + 1} pontos`);
  await customer.getByRole('link', { name: 'Ver minhas notas' }).click();
  await expect(customer.getByRole('heading', { name: 'MEUS PONTOS' })).toBeVisible();
  await expect(customer.getByTestId('total-points')).toHaveText(String(before + 1));
  const mine = customer.locator('tr', { hasText: 'R$ 1.000,00' }).filter({ hasText: 'APROVADA' }).first();
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await mine.getByRole('button', { name: 'Ver foto do comprovante' }).click();
  const viewer = customer.getByRole('dialog', { name: 'Foto do comprovante' });
  await expect(viewer.getByRole('img', { name: 'Foto do comprovante' })).toBeVisible();
  await viewer.getByRole('button', { name: 'Fechar' }).click();

  // An edit made afterwards shows in the sale's history.
  await concierge.goto(`/admin/extratos/editar/${sale.data.id}`);
  await expect(concierge.getByText('Padrão (1/1000)')).toBeVisible();
  await expect(concierge.getByTestId('sale-points')).toHaveText('1');
  await expect(concierge.getByText('Travado')).toHaveCount(3);
  const invoiceField = concierge.getByLabel('Número da nota fiscal / pedido');
  await expect(invoiceField).toHaveValue(invoice);
  await invoiceField.fill(`${invoice}-B`);
  await concierge.getByRole('button', { name: 'Atualizar' }).click();
  await expect(toast(concierge, 'Compra atualizada com sucesso')).toBeVisible();
  const history = concierge.getByRole('table', { name: 'Histórico da venda' });
  const edit = history.locator('tbody tr', { hasText: 'Alteração' });
  await expect(edit).toContainText(`${invoice} → ${invoice}-B`);
  await expect(history.locator('tbody tr', { hasText: 'Aprovação' })).toBeVisible();
  await expect(history.locator('tbody tr', { hasText: 'Registro' })).toBeVisible();

  // The same photo again is refused as it is chosen, at the upload field, before the rest is filled.
  await customer.goto('/registrar-pontos');
  await customer
    .locator('input[type="file"]')
    .setInputFiles({ name: 'nota.png', mimeType: 'image/png', buffer: photo });
  await expect(
    customer.locator('p[role="alert"]', { hasText: 'Este comprovante já foi registrado em outra compra' }),
  ).toBeVisible();
  await expect(customer.getByRole('button', { name: 'Registrar compra' })).toBeDisabled();

  await customer.context().close();
  await concierge.context().close();
});

test('a store owner sees its store locked and the review actions disabled', async ({ page }) => {
  await loginViaApi(page, 'LOJISTA');
  await page.goto('/admin/extratos/pontuacao');
  await expect(page.getByRole('heading', { name: 'Extrato de Pontuação' })).toBeVisible();
  await expect(page.getByTestId('shopkeeper-note')).toContainText('Não permitido para lojistas');
  const store = page.getByLabel('Loja');
  await expect(store).toBeDisabled();
  await expect(store.locator('option:checked')).toHaveText('Casa Aurora Móveis');
  const first = page.locator('tbody tr').first();
  await expect(first).toBeVisible();
  for (const name of ['Visualizar venda', 'Aprovar compra']) {
    const button = first.getByRole('button', { name });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('title', 'Não permitido para lojistas');
  }
  await expect(page.locator('tbody a[href^="/admin/extratos/editar/"]')).toHaveCount(0);
});

test('staff record an invoice sale; missing fields are refused first', async ({ page }) => {
  await loginViaApi(page, 'VENDEDOR');
  await page.goto('/admin/registrar-venda');
  await expect(page.getByTestId('fixed-store')).toHaveValue('Casa Aurora Móveis');
  await expect(page.getByTestId('fixed-seller')).toHaveValue('Vítor Vendedor');
  await page.getByRole('button', { name: 'Registrar venda' }).click();
  await expect(toast(page, 'Preencha todos os campos obrigatórios.')).toBeVisible();

  await page.getByRole('combobox', { name: /Cliente/ }).fill('Cliente');
  const option = page.getByRole('option').first();
  await expect(option).toBeVisible();
  await option.click();
  // A seller sees the customer's name and a masked CPF, never the whole number.
  await expect(page.getByTestId('picked-client')).toContainText(/CPF \*\*\*\.\d{3}\.\d{3}-\*\*/);
  await page.getByLabel('Número da nota fiscal').fill(`NF-V-${randomInt(1_000_000)}`);
  await page.getByLabel('Data da venda').fill(todaySaoPaulo());
  await page.getByLabel('Valor bruto').fill('350,00');
  await expect(page.getByLabel('Valor líquido')).toHaveValue('350,00');
  await page.getByRole('button', { name: 'Registrar venda' }).click();
  await expect(toast(page, 'Compra registrada com sucesso!')).toBeVisible();
  await expect(page.getByLabel('Número da nota fiscal')).toHaveValue('');
  await expect(page.getByTestId('picked-client')).toHaveCount(0);
});
