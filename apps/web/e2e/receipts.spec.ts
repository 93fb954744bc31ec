import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fiscalKeyCheckDigit, formatFiscalKey, normaliseCnpj } from '@mall/shared';
import sharp from 'sharp';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';
import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { ACCOUNTS, linkFromMail, loginViaApi, PASSWORD, registerCustomer, toast } from './support';

// Issue 17: a receipt's NFC-e QR code read off its photo fills in the purchase; the same receipt
// cannot back a second account's purchase; a rejected purchase shows its reason and is contested.

const STORE = 'Casa Aurora Móveis';
const todaySaoPaulo = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/** A valid NFC-e key of `cnpj`, issued this month, its number unique to this run. */
function nfceKey(cnpj: string): string {
  const today = todaySaoPaulo();
  const number = String(Date.now() % 1e9).padStart(9, '0');
  const body = `35${today.slice(2, 4)}${today.slice(5, 7)}${normaliseCnpj(cnpj)}65001${number}1${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  return body + fiscalKeyCheckDigit(body);
}

let prepared = false;
/** A photo of a receipt with the key's NFC-e QR code on it (a URL as SEFAZ-SP prints it). */
async function receiptPhoto(key: string, seed: number): Promise<Buffer> {
  if (!prepared) {
    const wasm = createRequire(import.meta.url).resolve('zxing-wasm/writer/zxing_writer.wasm');
    prepareZXingModule({ overrides: { wasmBinary: new Uint8Array(readFileSync(wasm)).buffer } });
    prepared = true;
  }
  const text = `https://www.nfce.fazenda.sp.gov.br/qrcode?p=${key}|2|1|1|3f7a9c1e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a`;
  const written = await writeBarcode(text, { format: 'QRCode', scale: 6 });
  if (!written.image) throw new Error(written.error);
  const qr = Buffer.from(await written.image.arrayBuffer());
  const paper = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600"><rect width="100%" height="100%" fill="#5b4a3b"/><rect x="150" y="80" width="900" height="1440" fill="#f3efe6"/><rect x="220" y="${150 + seed}" width="600" height="24" fill="#555"/></svg>`;
  return sharp(Buffer.from(paper))
    .composite([{ input: qr, left: 330, top: 700 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function storeCnpj(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/stores/active?limit=100');
  const stores = ((await res.json()) as { data: { tradeName: string; cnpj: string }[] }).data;
  return stores.find((s) => s.tradeName === STORE)!.cnpj;
}

/** Uploads the photo on /registrar-pontos, types the value and registers; answers the POST's status and body. */
async function registerWithPhoto(page: Page, photo: Buffer) {
  await page.goto('/registrar-pontos');
  await page.getByLabel('Valor bruto').fill('1.250,00');
  await page.locator('input[type="file"]').setInputFiles({ name: 'cupom.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(toast(page, 'Upload feito com sucesso!')).toBeVisible();
}

test('a receipt photo fills in its purchase, the desk approves it by keyboard, the same receipt is refused to another account', async ({
  page,
  browser,
}) => {
  const key = nfceKey(await storeCnpj(page.request));
  const customer = await registerCustomer(page.request, { name: 'Cliente do Cupom', prefix: 'cupom' });
  await loginViaApi(page, 'CLIENTE', customer);
  await registerWithPhoto(page, await receiptPhoto(key, 1));

  // The server read the QR code: the key, the store and the date are filled in, and it says so.
  await expect(page.getByLabel('Chave de acesso da nota (opcional)')).toHaveValue(formatFiscalKey(key));
  const feedback = page.getByTestId('fiscal-key-feedback');
  await expect(feedback).toContainText('Chave lida no QR code da foto do comprovante.');
  await expect(feedback).toContainText(`Loja selecionada: ${STORE}.`);
  await expect(page.getByRole('combobox', { name: /^Loja/ })).toHaveValue(STORE);
  await expect(page.getByLabel('Data da compra')).toHaveValue(todaySaoPaulo());

  const created = page.waitForResponse((r) => r.url().endsWith('/api/sales') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Registrar compra' }).click();
  const sale = (await (await created).json()) as {
    data: { fiscalKey: string; checks: { code: string; status: string }[] };
  };
  expect(sale.data.fiscalKey).toBe(key);
  expect(sale.data.checks.every((c) => c.status === 'passed')).toBe(true);
  await expect(page.getByRole('dialog', { name: 'Obrigado!' })).toBeVisible();

  // The concierge finds it among the purchases whose checks all passed and approves it by keyboard.
  const desk = await browser.newPage();
  await loginViaApi(desk, 'CONCIERGE');
  await desk.goto(`/admin/extratos/pontuacao?status=pending&checks=passed&search=${customer.cpf}`);
  const table = desk.getByRole('table', { name: 'Vendas' });
  await expect(table.getByText('Verificações ok')).toHaveCount(1);
  await desk.keyboard.press('j');
  await desk.keyboard.press('a');
  const approve = desk.getByRole('dialog', { name: /Aprovar/ });
  await expect(approve.getByRole('textbox')).toHaveValue(`NFC-e ${Number(key.slice(25, 34))}/1`);
  await expect(approve.getByRole('textbox')).toBeFocused();
  await desk.keyboard.press('Enter');
  await expect(toast(desk, 'Compra aprovada com sucesso')).toBeVisible();
  await desk.close();

  // Another account, another photo of the same receipt: refused as it is chosen, at the upload
  // field, once the server read its code with the upload; read later, when the purchase is sent.
  const other = await browser.newPage();
  const second = await registerCustomer(other.request, { name: 'Outra Cliente', prefix: 'cupom2' });
  await loginViaApi(other, 'CLIENTE', second);
  await other.goto('/registrar-pontos');
  const uploaded = other.waitForResponse((r) => r.url().includes('/api/shared/upload'));
  await other
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cupom.jpg', mimeType: 'image/jpeg', buffer: await receiptPhoto(key, 30) });
  if ((await uploaded).status() === 409) {
    await expect(
      other.locator('p[role="alert"]', { hasText: 'Este comprovante já foi registrado em outra compra' }),
    ).toBeVisible();
    await expect(other.getByRole('button', { name: 'Registrar compra' })).toBeDisabled();
  } else {
    await other.getByLabel('Valor bruto').fill('1.250,00');
    await other.getByRole('button', { name: 'Registrar compra' }).click();
    await expect(other.getByText('Esta chave de acesso já foi registrada em outra compra').first()).toBeVisible();
  }
  await expect(other.getByRole('dialog', { name: 'Obrigado!' })).toHaveCount(0);
  await other.close();
});

test('a rejected purchase shows its reason, and its customer contests it once', async ({ page, server }) => {
  const customer = await registerCustomer(page.request, { name: 'Cliente Contesta', prefix: 'contesta' });
  await loginViaApi(page, 'CLIENTE', customer);
  await registerWithPhoto(page, await receiptPhoto(nfceKey(await storeCnpj(page.request)), 60));
  const created = page.waitForResponse((r) => r.url().endsWith('/api/sales') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Registrar compra' }).click();
  const { data: sale } = (await (await created).json()) as { data: { id: string } };

  // The concierge rejects it, with a reason.
  const login = await page.request.post('/api/auth/login', { data: { email: ACCOUNTS.CONCIERGE, password: PASSWORD } });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const rejected = await page.request.patch(
    `/api/sales/${sale.id}/reject?reason=${encodeURIComponent('Valor diferente do cupom')}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(rejected.status()).toBe(200);

  // The rejection e-mail's button opens Meus pontos on the purchase's date, "Contestar" in view
  // with until when (30 days, in São Paulo).
  const link = await linkFromMail(server.mailUrl, customer.email, '/meus-pontos');
  expect(link).toMatch(/^\/meus-pontos\?startDate=\d{4}-\d{2}-\d{2}&endDate=\d{4}-\d{2}-\d{2}$/);
  await page.goto(link);
  await expect(page.getByText('Motivo: Valor diferente do cupom').first()).toBeVisible();
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
    .format(Date.now() + 30 * 86_400_000)
    .split('-');
  await expect(page.getByText(`Você pode contestar até ${d}/${m}/${y}`).first()).toBeVisible();
  await page
    .getByRole('button', { name: /^Contestar/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Contestar compra' });
  await expect(dialog).toBeVisible();
  await dialog
    .getByLabel('Por que a compra deve ser aprovada?')
    .fill('O valor da nota é R$ 1.250,00, confira o rodapé');
  await dialog.getByRole('button', { name: /Enviar/ }).click();
  await expect(toast(page, 'Contestação enviada: a compra voltou para análise')).toBeVisible();
  await expect(page.getByText(/^Contestada em/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Contestar/ })).toHaveCount(0);
});
