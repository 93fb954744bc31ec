import { addDays, fiscalKeyCheckDigit, normaliseCnpj, type ReceiptReading, type Sale } from '@mall/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, sales, stores } from '../src/db/schema';
import { readReceipt } from '../src/modules/uploads/receipt-reading';
import { createTestApp, type TestApp } from './support/app';
import { rowCount } from './support/db';
import { daysAgo, demoIds, postPhotoSale, receiptImage, today } from './support/fixtures';
import { multipartFile } from './support/multipart';
import { receiptPhotoWithQr } from './support/receipt-photo';

// A purchase's receipt must be one that can exist, of real value, and say what was typed: keys no
// tax authority issues, test-environment receipts and purchases of R$ 0,00 are refused before
// anything is written; the day and total a receipt's QR code carries are checked against the
// purchase.

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let storeCnpj: string;
let h: Record<'admin' | 'cliente', { authorization: string }>;
let seed = 7_000;
let number = 70_001;

const thisMonth = () => today().slice(2, 4) + today().slice(5, 7);
const nextMonth = () => {
  const [y, m] = today().split('-').map(Number) as [number, number];
  return m === 12
    ? `${String((y + 1) % 100).padStart(2, '0')}01`
    : `${String(y % 100)}${String(m + 1).padStart(2, '0')}`;
};

/** An NF-e or NFC-e key of the demo store, issued this month; any field may be given. */
function keyOf(o: { aamm?: string; model?: string; no?: string; tpEmis?: string; code?: string; cnpj?: string } = {}) {
  const no = o.no ?? String(number++).padStart(9, '0');
  const body = `35${o.aamm ?? thisMonth()}${o.cnpj ?? storeCnpj}${o.model ?? '65'}001${no}${o.tpEmis ?? '1'}${o.code ?? '58203917'}`;
  return body + fiscalKeyCheckDigit(body);
}

/** A CF-e SAT key of the demo store, issued this month, by device 900004019. */
function satKeyOf(o: { cfe: string; code: string }) {
  const body = `35${thisMonth()}${storeCnpj}59900004019${o.cfe}${o.code}`;
  return body + fiscalKeyCheckDigit(body);
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t);
  const [store] = await t.database.db.select({ cnpj: stores.cnpj }).from(stores).where(eq(stores.id, ids.storeId));
  storeCnpj = normaliseCnpj(store!.cnpj);
  h = { admin: await t.login('admin@example.com'), cliente: await t.login('cliente@example.com') };
});
afterAll(() => t.close());

const photoSale = async (payload: Record<string, unknown> = {}) =>
  postPhotoSale(t, h.cliente, await receiptImage(seed++), ids.storeId, payload);

function invoiceSale(payload: Record<string, unknown> = {}) {
  return t.request({
    method: 'POST',
    url: '/api/sales',
    headers: h.admin,
    payload: {
      type: 'invoice_number',
      invoiceNumber: `VERDADE-${seed++}`,
      saleDate: daysAgo(0),
      storeId: ids.storeId,
      sellerId: ids.sellerId,
      clientId: ids.clientId,
      grossValue: 150,
      netValue: 150,
      ...payload,
    },
  });
}

async function upload(photo: Buffer) {
  const { payload, headers: multipart } = multipartFile(photo, 'cupom.jpg', 'image/jpeg');
  const res = await t.request({
    method: 'POST',
    url: '/api/shared/upload',
    headers: { ...h.cliente, ...multipart },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { url: string; data: { id: string; receipt: ReceiptReading | null } };
}

const SP = 'https://www.nfce.fazenda.sp.gov.br/qrcode';
const HASH = '3f7a9c1e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a';
const DIGVAL = '45433541594a33337247436131674a757967656d4c337550426b493d';
/** An online NFC-e QR code (version 2) of `tpAmb`. */
const onlineQr = (key: string, tpAmb = '1') => `${SP}?p=${key}|2|${tpAmb}|1|${HASH}`;
/** An offline NFC-e QR code, version 2: day of issue and total. */
const offlineQrV2 = (key: string, day: string, total: string) =>
  `${SP}?p=${key}|2|1|${day}|${total}|${DIGVAL}|1|${HASH}`;
/** An offline NFC-e QR code, version 3, of an unidentified buyer. */
const offlineQrV3 = (key: string, day: string, total: string) => `${SP}?p=${key}|3|1|${day}|${total}|||c2lnbmF0dXJl`;

const saleOf = (res: { json(): unknown }) => (res.json() as { data: Sale }).data;
const checkOf = (sale: Sale, code: string) => sale.checks.find((c) => c.code === code);
/** Intl writes a no-break space after "R$". */
const plain = (text: string | undefined) => text?.replace(/\u00a0/g, ' ');

describe('a key that cannot exist', () => {
  const cases: [string, () => string, string][] = [
    [
      'a random code equal to the number',
      () => keyOf({ no: '000071234', code: '00071234' }),
      'Código numérico inválido na chave de acesso (00071234): igual ao número da nota',
    ],
    [
      'a trivial random code (12345678)',
      () => keyOf({ code: '12345678' }),
      'Código numérico inválido na chave de acesso (12345678): sequência recusada pela SEFAZ',
    ],
    [
      'a random code of equal digits, alphanumeric CNPJ',
      () => keyOf({ code: '00000000', cnpj: '12ABC34501DE35' }),
      'Código numérico inválido na chave de acesso (00000000): sequência recusada pela SEFAZ',
    ],
    [
      'an issue month after the current one',
      () => keyOf({ aamm: nextMonth() }),
      `Mês de emissão inválido na chave de acesso (${nextMonth().slice(2)}/20${nextMonth().slice(0, 2)}): posterior ao mês atual`,
    ],
    [
      'an issue month before 2006',
      () => keyOf({ aamm: '0512' }),
      'Mês de emissão inválido na chave de acesso (12/2005): não há nota eletrônica antes de 2006',
    ],
    [
      'a model other than 55, 65 or 59',
      () => keyOf({ model: '57' }),
      'Modelo de documento fiscal não reconhecido (57)',
    ],
    [
      'an emission type outside its domain',
      () => keyOf({ tpEmis: '8' }),
      'Tipo de emissão inválido na chave de acesso (8)',
    ],
    [
      'an NF-e in offline contingency (NFC-e only)',
      () => keyOf({ model: '55', tpEmis: '9' }),
      'Tipo de emissão inválido na chave de acesso (9): a contingência off-line só existe na NFC-e',
    ],
  ];

  it.each(cases)('is refused with %s, by photo and by invoice, writing nothing', async (_label, key, message) => {
    const before = await rowCount(t.database.db, sales);
    for (const res of [await photoSale({ fiscalKey: key() }), await invoiceSale({ fiscalKey: key() })]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await rowCount(t.database.db, sales)).toBe(before);
  });

  it('is not a CF-e SAT whose random code repeats its number, nor an NFC-e code that only looks ordered', async () => {
    const sat = await invoiceSale({ fiscalKey: satKeyOf({ cfe: '071234', code: '071234' }) });
    expect(sat.statusCode, sat.body).toBe(201);
    const almost = await invoiceSale({ fiscalKey: keyOf({ code: '87654312' }) });
    expect(almost.statusCode, almost.body).toBe(201);
  });

  it('is an NFC-e whose random code is a descending run (87654321)', async () => {
    const before = await rowCount(t.database.db, sales);
    const res = await invoiceSale({ fiscalKey: keyOf({ code: '87654321' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Código numérico inválido na chave de acesso (87654321): sequência recusada pela SEFAZ',
    );
    expect(await rowCount(t.database.db, sales)).toBe(before);
  });

  it('is an offline NFC-e of this month, which exists', async () => {
    const res = await photoSale({ fiscalKey: keyOf({ tpEmis: '9' }) });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe("a receipt of SEFAZ's test environment (tpAmb 2)", () => {
  const message =
    'O QR code da foto é de um cupom do ambiente de homologação (teste) da SEFAZ, sem valor fiscal: envie a foto do cupom da compra';

  it('is told by the upload and refused when the purchase is sent, with or without the key, writing nothing', async () => {
    const key = keyOf();
    const uploaded = await upload(await receiptPhotoWithQr(onlineQr(key, '2'), seed++));
    expect(uploaded.data.receipt).toMatchObject({ status: 'found', fiscalKey: key, environment: 'homologacao' });
    const before = await rowCount(t.database.db, sales);
    for (const payload of [{}, { fiscalKey: key }]) {
      const res = await photoSale({ fileUrl: uploaded.url, ...payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await rowCount(t.database.db, sales)).toBe(before);
  });

  it("fails the photo's check when the photo is read after the purchase was sent", async () => {
    const photo = await receiptPhotoWithQr(onlineQr(keyOf(), '2'), seed++);
    const uploaded = await upload(photo);
    await t.database.db.update(files).set({ receiptReading: null }).where(eq(files.id, uploaded.data.id));
    const sale = saleOf(await photoSale({ fileUrl: uploaded.url }));
    await readReceipt(t.database.db, uploaded.data.id, photo, { states: ['35'], models: ['55', '59', '65'] });
    const [row] = await t.database.db.select().from(sales).where(eq(sales.id, sale.id));
    expect(row!.checks.find((c) => c.code === 'photo_key')).toEqual({
      code: 'photo_key',
      status: 'failed',
      message: 'O QR code da foto é de um cupom do ambiente de homologação (teste) da SEFAZ, sem valor fiscal',
    });
  });
});

describe('the day and total an offline QR code carries', () => {
  const day = () => today().slice(8, 10);
  const otherDay = () => addDays(today(), -1).slice(8, 10);

  it('pass when they are the purchase date and value (versions 2 and 3)', async () => {
    for (const qr of [offlineQrV2, offlineQrV3]) {
      const key = keyOf({ tpEmis: '9' });
      const uploaded = await upload(await receiptPhotoWithQr(qr(key, day(), '150.00'), seed++));
      expect(uploaded.data.receipt).toMatchObject({ issueDay: Number(day()), totalCents: 15_000 });
      const res = await photoSale({ fileUrl: uploaded.url, fiscalKey: key, grossValue: 150, netValue: 150 });
      expect(res.statusCode, res.body).toBe(201);
      const sale = saleOf(res);
      expect(checkOf(sale, 'photo_date')).toEqual({
        code: 'photo_date',
        status: 'passed',
        message: `O dia de emissão no QR code (${Number(day())}) é o da data da compra`,
      });
      expect(checkOf(sale, 'photo_total')?.status).toBe('passed');
    }
  });

  it('fail on another day and another value, naming both', async () => {
    const key = keyOf({ tpEmis: '9' });
    const uploaded = await upload(await receiptPhotoWithQr(offlineQrV2(key, otherDay(), '120'), seed++));
    // Net R$ 150,00: gross 170 less 20 of discount.
    const res = await photoSale({
      fileUrl: uploaded.url,
      fiscalKey: key,
      grossValue: 170,
      discountValue: 20,
      netValue: 150,
    });
    expect(res.statusCode, res.body).toBe(201);
    const sale = saleOf(res);
    const [y, m, d] = today().split('-');
    expect(checkOf(sale, 'photo_date')).toEqual({
      code: 'photo_date',
      status: 'failed',
      message: `O dia de emissão no QR code (${Number(otherDay())}) não é o da data da compra (${d}/${m}/${y})`,
    });
    expect(checkOf(sale, 'photo_total')?.status).toBe('failed');
    expect(plain(checkOf(sale, 'photo_total')?.message)).toBe(
      'O valor no QR code (R$ 120,00) não é o valor da compra (R$ 150,00)',
    );
    // The key is the purchase's: only the day and the total disagree.
    expect(checkOf(sale, 'photo_key')?.status).toBe('passed');
  });

  it('add no check for an online QR code, which carries neither', async () => {
    const key = keyOf();
    const uploaded = await upload(await receiptPhotoWithQr(onlineQr(key), seed++));
    expect(uploaded.data.receipt).toEqual({
      status: 'found',
      fiscalKey: key,
      buyerDocument: null,
      totalCents: null,
      environment: 'producao',
      issueDay: null,
      issueDate: null,
    });
    const sale = saleOf(await photoSale({ fileUrl: uploaded.url }));
    expect(sale.checks.map((c) => c.code)).not.toContain('photo_date');
    expect(sale.checks.map((c) => c.code)).not.toContain('photo_total');
  });
});

describe('a purchase of R$ 0,00', () => {
  it.each([
    ['a gross value of zero', { grossValue: 0, netValue: 0 }, 'Valor bruto deve ser maior que zero'],
    [
      'a discount of the whole gross value',
      { grossValue: 100, discountValue: 100, netValue: 0, amount: 0 },
      'Valor líquido deve ser maior que zero',
    ],
  ])('is refused with %s, by photo and by invoice, writing nothing', async (_label, values, message) => {
    const before = await rowCount(t.database.db, sales);
    for (const res of [await photoSale(values), await invoiceSale(values)]) {
      expect(res.statusCode, res.body).toBe(400);
      expect([res.json().message].flat()).toContain(message);
    }
    expect(await rowCount(t.database.db, sales)).toBe(before);
  });

  it('cannot be made by editing a purchase', async () => {
    const sale = saleOf(await invoiceSale());
    const res = await t.request({
      method: 'PATCH',
      url: `/api/sales/${sale.id}`,
      headers: h.admin,
      payload: { amount: 0 },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('Valor deve ser maior que zero');
    const [row] = await t.database.db.select().from(sales).where(eq(sales.id, sale.id));
    expect(row!.netCents).toBe(15_000);
  });
});
