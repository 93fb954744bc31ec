import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { type Browser, expect, type Page, test } from './fixtures';
import { ACCOUNTS, loginViaApi, PASSWORD, registerCustomer, seriousA11yViolations, toast } from './support';

// The money side through the screens: an administrator processes last month for two stores,
// generates their bills, opens a PDF, e-mails one to its store (it reaches the SMTP sink with the
// PDF attached) and marks one paid; the store owner then sees its bill and the sales behind it.

const SP = 'America/Sao_Paulo';
const ymd = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: SP }).format(d);
const brl = (reais: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(reais).replace(/\s/g, ' ');

/** Last month in São Paulo: its number, year, last day (YYYY-MM-DD) and label ("10/2026"). */
function lastMonth() {
  const [y, m] = ymd(new Date()).split('-').map(Number) as [number, number];
  const month = m === 1 ? 12 : m - 1;
  const year = m === 1 ? y - 1 : y;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { month, year, lastDay: `${year}-${mm}-${lastDay}`, label: `${mm}/${year}` };
}

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: ACCOUNTS.DEDPREMIUM, password: PASSWORD } });
  return { authorization: `Bearer ${((await login.json()) as { data: { access_token: string } }).data.access_token}` };
}

async function storeOf(request: APIRequestContext, email: string) {
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const { data } = (await login.json()) as { data: { store: { id: string; tradeName: string } } };
  return data.store;
}

/**
 * An approved invoice sale of `reais` at `store` on `saleDate`, recorded and approved by the
 * administrator through the API, as staff would on the sales screens.
 */
async function approvedSale(
  request: APIRequestContext,
  headers: Record<string, string>,
  sale: { storeId: string; clientId: string; saleDate: string; reais: number; invoiceNumber: string },
) {
  const sellers = await request.get(`/api/sellers?page=1&limit=1&status=ATIVO&storeId=${sale.storeId}`, { headers });
  const seller = ((await sellers.json()) as { data: { id: string }[] }).data[0];
  expect(seller, 'every demo store has an active seller').toBeDefined();
  const created = await request.post('/api/sales', {
    headers,
    data: {
      type: 'invoice_number',
      invoiceNumber: sale.invoiceNumber,
      saleDate: sale.saleDate,
      storeId: sale.storeId,
      sellerId: seller!.id,
      clientId: sale.clientId,
      grossValue: sale.reais,
      discountValue: 0,
      netValue: sale.reais,
      amount: sale.reais,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const approved = await request.patch(`/api/sales/${id}/approve`, {
    headers,
    data: { invoiceNumber: sale.invoiceNumber },
  });
  expect(approved.status()).toBe(200);
}

/**
 * Purchases are recorded within the active campaign. The demo campaign starts 30 days ago, so on
 * the 31st of a month last month is outside it: the administrator then starts the campaign on the
 * first of last month, as it would to accept a late receipt.
 */
async function campaignCovers(request: APIRequestContext, headers: Record<string, string>, day: string) {
  const res = await request.get('/api/campaigns/active');
  const { data } = (await res.json()) as { data: { id: string; startDate: string } };
  if (data.startDate <= day) return;
  const patched = await request.patch(`/api/campaigns/${data.id}`, {
    headers,
    data: { startDate: `${day.slice(0, 8)}01` },
  });
  expect(patched.status(), await patched.text()).toBe(200);
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: SP, acceptDownloads: true });
  return context.newPage();
}

async function pdfText(path: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await readFile(path)) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/**
 * What `store`'s approved purchases of `period` add up to, in reais: the test's own sale, and in a
 * month's first days the demo's purchases too (seeded 6 and 12 days back, so then last month's).
 */
async function approvedTotal(
  request: APIRequestContext,
  headers: Record<string, string>,
  storeId: string,
  period: { month: number; year: number },
) {
  const res = await request.get(
    `/api/sales?store=${storeId}&status=approved&month=${period.month}&year=${period.year}&page=1&limit=100`,
    { headers },
  );
  expect(res.status()).toBe(200);
  const { data, total } = (await res.json()) as { data: { netValue: number }[]; total: number };
  expect(data).toHaveLength(total);
  return data.reduce((cents, sale) => cents + Math.round(sale.netValue * 100), 0) / 100;
}

interface SunkMail {
  to: string[];
  subject: string;
  attachments: { filename: string; contentType: string; head: string }[];
}

test('an administrator processes and bills last month, e-mails a PDF and records a payment; the store owner sees its bill and sales', async ({
  page: admin,
  browser,
  request,
  server,
}) => {
  test.setTimeout(600_000);
  const period = lastMonth();
  const id = `${Date.now().toString(36)}${randomInt(1000)}`;
  const headers = await adminHeaders(request);
  // The store owner's store and the second demo store (its seller is vendedor2).
  const ownStore = await storeOf(request, ACCOUNTS.LOJISTA);
  const otherStore = await storeOf(request, 'vendedor2@example.com');
  const customer = await registerCustomer(request, { name: 'Cliente do Extrato' });
  await campaignCovers(request, headers, period.lastDay);
  const ownInvoice = `NF-EX-${id}`;
  await approvedSale(request, headers, {
    storeId: ownStore.id,
    clientId: customer.id,
    saleDate: period.lastDay,
    reais: 2500,
    invoiceNumber: ownInvoice,
  });
  await approvedSale(request, headers, {
    storeId: otherStore.id,
    clientId: customer.id,
    saleDate: period.lastDay,
    reais: 1800,
    invoiceNumber: `NF-EY-${id}`,
  });

  const ownTotal = await approvedTotal(request, headers, ownStore.id, period);
  expect(ownTotal).toBeGreaterThanOrEqual(2500);

  // 1. The administrator processes last month for the two stores.
  await loginViaApi(admin, 'DEDPREMIUM');
  await admin.goto('/admin/extratos/financeiro');
  await expect(admin.getByRole('heading', { level: 1, name: 'Extrato Financeiro' })).toBeVisible();
  await admin.getByRole('button', { name: /Processar extrato/ }).click();
  const processDialog = admin.getByRole('dialog', { name: 'Processar extrato' });
  // "Process all" is the default (no zero statements); this story names its two stores.
  await expect(processDialog.getByRole('radio', { name: 'Todas as lojas com vendas no mês' })).toBeChecked();
  await processDialog.getByRole('radio', { name: 'Escolher lojas' }).check();
  for (const store of [ownStore, otherStore]) {
    await processDialog.getByLabel('Filtrar lojas').fill(store.tradeName);
    await processDialog.getByRole('checkbox', { name: store.tradeName, exact: true }).check();
  }
  await expect(processDialog.getByText('(2 selecionadas)')).toBeVisible();
  await expect(processDialog.getByRole('combobox', { name: /^Mês/ })).toHaveValue(String(period.month));
  await expect(processDialog.getByLabel('Ano')).toHaveValue(String(period.year));
  await processDialog.getByRole('button', { name: 'Processar' }).click();
  await expect(processDialog).toBeHidden();
  await expect(admin).toHaveURL(
    new RegExp(`month=${period.month}.*year=${period.year}|year=${period.year}.*month=${period.month}`),
  );

  // 2. It selects both statements and generates their bills.
  for (const store of [ownStore, otherStore]) {
    const box = admin.getByRole('checkbox', { name: `Selecionar extrato ${store.tradeName} ${period.label}` });
    await expect(box).toBeVisible();
    await box.check();
  }
  await admin.getByRole('button', { name: /Gerar boletos/ }).click();
  const confirm = admin.getByRole('dialog', { name: 'Gerar boletos' });
  await confirm.getByRole('button', { name: 'Gerar boletos' }).click();
  const generated = admin.getByRole('dialog', { name: 'Boletos gerados' });
  await expect(generated).toBeVisible();
  await expect(generated.getByText(ownStore.tradeName)).toBeVisible();
  await expect(generated.getByText(otherStore.tradeName)).toBeVisible();
  await generated.getByRole('button', { name: 'Concluir' }).click();

  // 3. On the bills screen it opens the store owner's bill as a PDF.
  await admin.goto(`/admin/lojas/boletos?month=${period.month}&year=${period.year}`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Boletos' })).toBeVisible();
  const ownLabel = `${ownStore.tradeName} ${period.label}`;
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: `Baixar PDF do boleto ${ownLabel}` }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^boleto-${period.year}-${String(period.month).padStart(2, '0')}-.+\\.pdf$`),
  );
  const text = await pdfText(await download.path());
  expect(text).toContain(ownStore.tradeName);
  const monthName = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(period.year, period.month - 1, 15)),
  );
  expect(text).toContain(`Mês de referência ${monthName} de ${period.year}`);
  expect(text).toContain(`Total das compras ${brl(ownTotal)}`);
  expect(text).toMatch(/copia e cola/i);

  // 4. It e-mails the other store's bill: the store's invoice address gets it with the PDF.
  const otherLabel = `${otherStore.tradeName} ${period.label}`;
  await admin.getByRole('button', { name: `Enviar por email o boleto ${otherLabel}` }).click();
  await expect(toast(admin, /enviado/i)).toBeVisible();
  const storeMail = 'notas@loja2.example.com';
  await expect
    .poll(
      async () => {
        const res = await fetch(`${server.mailUrl}/messages?to=${encodeURIComponent(storeMail)}`);
        const mails = (await res.json()) as SunkMail[];
        const bill = mails.find((m) => m.subject.includes(otherStore.tradeName));
        return bill?.attachments.map((a) => ({
          type: a.contentType,
          head: a.head.slice(0, 5),
          pdf: a.filename.endsWith('.pdf'),
        }));
      },
      { timeout: 60_000, message: `the bill e-mail to ${storeMail} with its PDF` },
    )
    .toEqual([{ type: 'application/pdf', head: '%PDF-', pdf: true }]);

  // 5. It records the store owner's payment, today.
  await admin.getByRole('button', { name: `Ver boleto ${ownLabel}` }).click();
  const billDialog = admin.getByRole('dialog', { name: 'Boleto' });
  // The PIX BR Code: EMV payload from "000201" to its CRC ("6304" and four hex digits).
  await expect(billDialog.getByRole('textbox', { name: 'PIX copia e cola' })).toHaveValue(/^000201.*6304[0-9A-F]{4}$/);
  await admin.waitForTimeout(300); // the dialog's open animation, so colours are measured at full opacity
  expect(await seriousA11yViolations(admin)).toEqual([]);
  await billDialog.getByRole('button', { name: 'Marcar como pago' }).click();
  const paidDialog = admin.getByRole('dialog', { name: 'Marcar como pago' });
  await expect(paidDialog.getByLabel('Data do pagamento')).toHaveValue(ymd(new Date()));
  await paidDialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(admin, 'Pagamento do boleto registrado')).toBeVisible();
  await expect(billDialog.getByText('QUITADO')).toBeVisible();
  await billDialog.getByRole('button', { name: 'Fechar' }).click();
  const ownRow = admin.getByRole('row').filter({ hasText: ownStore.tradeName }).filter({ hasText: period.label });
  await expect(ownRow.getByText('QUITADO')).toBeVisible();

  // 6. The store owner sees its own bill only, and the sales behind it.
  const owner = await freshPage(browser);
  await loginViaApi(owner, 'LOJISTA');
  await owner.goto(`/admin/lojas/boletos?month=${period.month}&year=${period.year}`);
  await expect(owner.getByRole('heading', { level: 1, name: 'Boletos' })).toBeVisible();
  const ownerRow = owner.getByRole('row').filter({ hasText: ownStore.tradeName }).filter({ hasText: period.label });
  await expect(ownerRow.getByText('QUITADO')).toBeVisible();
  await expect(owner.getByRole('row').filter({ hasText: otherStore.tradeName })).toHaveCount(0);
  await expect(owner.getByRole('button', { name: `Enviar por email o boleto ${ownLabel}` })).toHaveCount(0);
  await owner.getByRole('button', { name: `Ver boleto ${ownLabel}` }).click();
  const ownerDialog = owner.getByRole('dialog', { name: 'Boleto' });
  await expect(ownerDialog.getByRole('button', { name: 'Marcar como pago' })).toHaveCount(0);
  await ownerDialog.getByRole('link', { name: 'Ver extrato e vendas' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: ownStore.tradeName })).toBeVisible();
  await expect(owner.getByText(`Extrato Financeiro · ${period.label}`)).toBeVisible();
  await expect(owner.getByRole('link', { name: new RegExp(ownInvoice) })).toBeVisible();
  await expect(owner.getByText(brl(2500)).first()).toBeVisible();
});
