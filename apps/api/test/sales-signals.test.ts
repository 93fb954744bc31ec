import {
  fiscalDocumentId,
  fiscalKeyCheckDigit,
  normaliseCnpj,
  parseFiscalKey,
  type Sale,
  type SaleSignalCode,
} from '@mall/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, logs, saleAttempts, sales, sellers, stores, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/app';
import { rowCount } from './support/db';
import {
  daysAgo,
  demoIds,
  postPhotoSale,
  receiptImage,
  registerClient,
  today,
  uploadReceipt,
} from './support/fixtures';
import { multipartFile } from './support/multipart';

// Issue 17, item 4: fraud signals in the review queue. A refused purchase (a key, photo or invoice
// number another holds) is recorded against its holder; reviewers read, per purchase, the other
// accounts that tried its values, bursts of purchases by one customer or at one store on its
// registration day, and stores whose purchases come mostly from a few customers.

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
/** Demo stores 2 to 9 (no purchases of their own), each with its seller: one per test. */
let shops: { storeId: string; sellerId: string; cnpj: string }[];
/** The demo customer and four registered here. */
let customers: { id: string; headers: { authorization: string } }[];
let h: Record<'admin' | 'concierge' | 'lojista' | 'cliente', { authorization: string }>;
let seed = 1;
let number = 1;

// Small thresholds, so a few purchases cross them.
const env = {
  RECEIPT_SIGNAL_CLIENT_DAY: '2',
  RECEIPT_SIGNAL_STORE_DAY: '4',
  RECEIPT_SIGNAL_CONCENTRATION_PCT: '70',
  RECEIPT_SIGNAL_CONCENTRATION_MIN: '10',
  REGISTER_RATE_LIMIT_PER_IP: '100',
};

const register = (n: number) =>
  registerClient(t, {
    name: `Cliente Sinais ${n}`,
    email: `sinais${n}@example.com`,
    password: 'Sinais1234',
    cpfBase: `81234${String(n).padStart(4, '0')}`,
  });

beforeAll(async () => {
  t = await createTestApp(env);
  ids = await demoIds(t);
  h = {
    admin: await t.login('admin@example.com'),
    concierge: await t.login('concierge@example.com'),
    lojista: await t.login('lojista@example.com'),
    cliente: await t.login('cliente@example.com'),
  };
  const rows = await t.database.db
    .select({ storeId: stores.id, sellerId: sellers.id, cnpj: stores.cnpj, login: sellers.login })
    .from(sellers)
    .innerJoin(stores, eq(stores.id, sellers.storeId));
  shops = [2, 3, 4, 5, 6, 7, 8, 9].map((n) => {
    const row = rows.find((r) => r.login === `vendedor${n}`)!;
    return { storeId: row.storeId, sellerId: row.sellerId, cnpj: normaliseCnpj(row.cnpj) };
  });
  customers = [{ id: ids.clientId, headers: h.cliente }];
  for (const n of [1, 2, 3, 4]) customers.push(await register(n));
});
afterAll(() => t.close());

const [X, Y, Z, W, V] = [0, 1, 2, 3, 4];

/** A purchase registered by the administrator for a customer at a shop (the demo store by default). */
function invoiceSale(customer: number, payload: Record<string, unknown> = {}, shop?: (typeof shops)[number]) {
  return t.request({
    method: 'POST',
    url: '/api/sales',
    headers: h.admin,
    payload: {
      type: 'invoice_number',
      invoiceNumber: `SINAL-${seed++}`,
      saleDate: daysAgo(0),
      storeId: shop?.storeId ?? ids.storeId,
      sellerId: shop?.sellerId ?? ids.sellerId,
      clientId: customers[customer]!.id,
      grossValue: 300,
      netValue: 300,
      ...payload,
    },
  });
}

/** A purchase by photo, sent by the customer. */
const photoSale = async (customer: number, payload: Record<string, unknown> = {}, image?: Buffer) =>
  postPhotoSale(t, customers[customer]!.headers, image ?? (await receiptImage(1000 + seed++)), ids.storeId, payload);

/** Several purchases at a shop, one per customer listed; their ids. */
async function purchases(shop: (typeof shops)[number], who: number[]): Promise<string[]> {
  const out: string[] = [];
  for (const c of who) {
    const res = await invoiceSale(c, {}, shop);
    expect(res.statusCode, res.body).toBe(201);
    out.push(res.json().data.id);
  }
  return out;
}

/** A valid NFC-e key of the demo store's CNPJ, issued this month. */
async function keyOf() {
  const [store] = await t.database.db.select({ cnpj: stores.cnpj }).from(stores).where(eq(stores.id, ids.storeId));
  const aamm = today().slice(2, 4) + today().slice(5, 7);
  const body = `35${aamm}${normaliseCnpj(store!.cnpj)}65001${String(900_000 + number++).padStart(9, '0')}173920461`;
  return body + fiscalKeyCheckDigit(body);
}

function documentOf(key: string): string {
  const parsed = parseFiscalKey(key);
  if (!parsed.ok) throw new Error(parsed.error);
  return fiscalDocumentId(parsed.key);
}

async function read(id: string, headers = h.concierge): Promise<Sale> {
  const res = await t.request({ method: 'GET', url: `/api/sales/${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const messages = (sale: Sale, code: SaleSignalCode) =>
  (sale.signals ?? []).filter((s) => s.code === code).map((s) => s.message);

async function attemptsOf(saleId: string) {
  return t.database.db.select().from(saleAttempts).where(eq(saleAttempts.saleId, saleId));
}

/** The rows every table but `sale_attempts` holds: a refused purchase must leave them alone. */
async function written() {
  const db = t.database.db;
  return {
    sales: await rowCount(db, sales),
    logs: await rowCount(db, logs),
    attempts: await rowCount(db, saleAttempts),
  };
}

describe('a refused purchase is recorded against the purchase holding its value', () => {
  it('a fiscal key: the 409 is unchanged, one attempt is written and nothing else', async () => {
    const key = await keyOf();
    const holder = await invoiceSale(X, { fiscalKey: key });
    expect(holder.statusCode, holder.body).toBe(201);
    const before = await written();
    const again = await photoSale(Y, { fiscalKey: key.toLowerCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'Esta chave de acesso já foi registrada em outra compra',
    });
    expect(await written()).toEqual({ ...before, attempts: before.attempts + 1 });
    const [user] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'sinais1@example.com'));
    expect(await attemptsOf(holder.json().data.id)).toMatchObject([
      // The value held is the fiscal document the key names.
      { kind: 'fiscal_key', value: documentOf(key), clientId: customers[Y]!.id, userId: user!.id },
    ]);
    expect(messages(await read(holder.json().data.id), 'reused')).toEqual([
      'A mesma chave de acesso foi tentada por outra conta',
    ]);
  });

  it('a receipt photo: the same picture sent by another customer, refused as it is uploaded', async () => {
    const image = await receiptImage(seed++);
    const holder = await photoSale(X, {}, image);
    expect(holder.statusCode, holder.body).toBe(201);
    const [file] = await t.database.db
      .select({ sha256: files.sha256 })
      .from(files)
      .where(eq(files.id, holder.json().data.fileUrl.split('/').pop()));
    const before = await written();
    const { payload, headers } = multipartFile(image, 'cupom.png', 'image/png');
    const again = await t.request({
      method: 'POST',
      url: '/api/shared/upload',
      headers: { ...customers[Y]!.headers, ...headers },
      payload,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este comprovante já foi registrado em outra compra');
    expect(await written()).toEqual({ ...before, attempts: before.attempts + 1 });
    expect(await attemptsOf(holder.json().data.id)).toMatchObject([
      { kind: 'image', value: file!.sha256, clientId: customers[Y]!.id },
    ]);
    expect(messages(await read(holder.json().data.id), 'reused')).toEqual([
      'A mesma foto do comprovante foi tentada por outra conta',
    ]);
  });

  it("an invoice number of the store, in another case or with spaces; other accounts counted once each, never the holder's", async () => {
    const holder = await invoiceSale(X, { invoiceNumber: 'NF-Sinal-77' });
    expect(holder.statusCode, holder.body).toBe(201);
    const id = holder.json().data.id;
    const before = await written();
    const again = await invoiceSale(Y, { invoiceNumber: '  nf-sinal-77 ' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Nota fiscal já registrada');
    expect(await written()).toEqual({ ...before, attempts: before.attempts + 1 });
    expect(await attemptsOf(id)).toMatchObject([{ kind: 'invoice', value: `${ids.storeId}:nf-sinal-77` }]);
    // The same account again, the holder's own customer, then a third account.
    expect((await invoiceSale(Y, { invoiceNumber: 'NF-SINAL-77' })).statusCode).toBe(409);
    expect((await invoiceSale(X, { invoiceNumber: 'NF-SINAL-77' })).statusCode).toBe(409);
    expect(messages(await read(id), 'reused')).toEqual(['A mesma nota fiscal foi tentada por outra conta']);
    expect((await invoiceSale(Z, { invoiceNumber: 'nf-sinal-77' })).statusCode).toBe(409);
    expect(messages(await read(id), 'reused')).toEqual(['A mesma nota fiscal foi tentada por outras 2 contas']);
    expect(await attemptsOf(id)).toHaveLength(4);
    // The same invoice number at another store is another note: no conflict, no attempt.
    expect((await invoiceSale(Y, { invoiceNumber: 'NF-SINAL-77' }, shops[6])).statusCode).toBe(201);
    expect(await attemptsOf(id)).toHaveLength(4);
  });

  it('a purchase colliding on both its key and its photo is recorded against each holder', async () => {
    const image = await receiptImage(seed++);
    // Uploaded before the other purchase took the picture: the purchase is refused when sent.
    const fileUrl = await uploadReceipt(t, customers[Y]!.headers, image);
    const photoHolder = await photoSale(X, {}, image);
    const key = await keyOf();
    const keyHolder = await invoiceSale(X, { fiscalKey: key });
    expect([photoHolder.statusCode, keyHolder.statusCode]).toEqual([201, 201]);
    const before = await written();
    expect((await photoSale(Y, { fiscalKey: key, fileUrl })).statusCode).toBe(409);
    expect(await written()).toEqual({ ...before, attempts: before.attempts + 2 });
    expect(await attemptsOf(keyHolder.json().data.id)).toMatchObject([{ kind: 'fiscal_key' }]);
    expect(await attemptsOf(photoHolder.json().data.id)).toMatchObject([{ kind: 'image' }]);
  });

  it('a purchase refused for another reason records nothing', async () => {
    const before = await written();
    const res = await invoiceSale(Y, { saleDate: daysAgo(-2) });
    expect(res.statusCode).toBe(400);
    expect(await written()).toEqual(before);
  });
});

describe("bursts on a purchase's registration day", () => {
  it('client_burst: more purchases by the customer at the store that day than the threshold (2)', async () => {
    const shop = shops[0]!;
    const [first, second] = await purchases(shop, [X, X]);
    // At another store, or by another customer, it does not count.
    await purchases(shops[1]!, [X]);
    await purchases(shop, [Y]);
    expect(messages(await read(first!), 'client_burst')).toEqual([]);
    const [third] = await purchases(shop, [X]);
    for (const id of [first!, second!, third!]) {
      expect(messages(await read(id), 'client_burst')).toEqual(['3 compras deste cliente nesta loja no mesmo dia']);
    }
    // Registered the day before, a purchase counts on that day only.
    await t.database.db
      .update(sales)
      .set({ createdAt: sql`${sales.createdAt} - interval '1 day'` })
      .where(eq(sales.id, third!));
    expect(messages(await read(first!), 'client_burst')).toEqual([]);
    expect(messages(await read(third!), 'client_burst')).toEqual([]);
  });

  it('store_burst: more purchases registered at the store that day than the threshold (4), whoever made them', async () => {
    const shop = shops[2]!;
    const four = await purchases(shop, [X, Y, Z, W]);
    expect(messages(await read(four[0]!), 'store_burst')).toEqual([]);
    const [fifth] = await purchases(shop, [V]);
    for (const id of [...four, fifth!]) {
      expect(messages(await read(id), 'store_burst')).toEqual(['5 compras registradas nesta loja no mesmo dia']);
    }
    // Another store's day is its own.
    const [elsewhere] = await purchases(shops[3]!, [X]);
    expect(messages(await read(elsewhere!), 'store_burst')).toEqual([]);
  });
});

describe('concentration: the top 3 customers of a store in the last 30 days', () => {
  it('is raised on their purchases from 70% of at least 10 purchases, and not below', async () => {
    const shop = shops[4]!;
    // Nine purchases: X 4, Y 2, Z 1, W 1, V 1; the top three make 7 of 9 (77%), but 9 are too few.
    const made = await purchases(shop, [X, X, X, X, Y, Y, Z, W, V]);
    const byCustomer = (c: number) => made.filter((_, i) => [X, X, X, X, Y, Y, Z, W, V][i] === c);
    expect(messages(await read(made[0]!), 'concentration')).toEqual([]);
    // The tenth: Z 2 ties Y; the top three make 8 of 10.
    const [tenth] = await purchases(shop, [Z]);
    const flagged = '3 clientes, este entre eles, fizeram 80% das compras desta loja nos últimos 30 dias';
    for (const id of [...byCustomer(X), ...byCustomer(Y), ...byCustomer(Z), tenth!]) {
      expect(messages(await read(id), 'concentration')).toEqual([flagged]);
    }
    for (const id of [...byCustomer(W), ...byCustomer(V)]) {
      expect(messages(await read(id), 'concentration')).toEqual([]);
    }
    // A purchase dated 30 days ago leaves the period: 9 purchases again.
    await t.database.db
      .update(sales)
      .set({ saleDate: daysAgo(30) })
      .where(eq(sales.id, byCustomer(W)[0]!));
    expect(messages(await read(made[0]!), 'concentration')).toEqual([]);
  });

  it('is not raised when the top 3 make less than 70%', async () => {
    // Ten purchases, two by each of five customers: the top three make 60%.
    const made = await purchases(shops[5]!, [X, Y, Z, W, V, X, Y, Z, W, V]);
    for (const id of made) expect(messages(await read(id), 'concentration')).toEqual([]);
  });

  it('names a single customer when the store had only one', async () => {
    const made = await purchases(shops[7]!, Array(10).fill(W));
    expect(messages(await read(made[0]!), 'concentration')).toEqual([
      'Este cliente fez 100% das compras desta loja nos últimos 30 dias',
    ]);
  });
});

describe('who sees the signals', () => {
  it('the list carries the same signals as the single read, for reviewers', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/sales?store=${shops[2]!.storeId}&pageSize=100`,
      headers: h.concierge,
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as Sale[];
    expect(list.length).toBeGreaterThan(0);
    for (const sale of list) expect(sale.signals).toEqual((await read(sale.id)).signals);
    expect(list.every((s) => messages(s, 'store_burst').length === 1)).toBe(true);
  });

  it('never the customer: not in their purchases, a single read or the answer to a new purchase', async () => {
    const flagged = await t.request({
      method: 'GET',
      url: `/api/sales?search=${encodeURIComponent('Clara')}&pageSize=100`,
      headers: h.admin,
    });
    expect((flagged.json().data as Sale[]).some((s) => s.signals && s.signals.length > 0)).toBe(true);
    const own = await t.request({ method: 'GET', url: '/api/sales/my-sales?limit=100', headers: h.cliente });
    expect(own.statusCode).toBe(200);
    const mine = own.json().data.sales as Sale[];
    expect(mine.length).toBeGreaterThan(5);
    for (const sale of mine) expect(sale).not.toHaveProperty('signals');
    const searched = await t.request({ method: 'GET', url: '/api/sales/my-sales?search=Casa', headers: h.cliente });
    for (const sale of searched.json().data.sales as Sale[]) expect(sale).not.toHaveProperty('signals');
    for (const sale of mine.slice(0, 5)) expect(await read(sale.id, h.cliente)).not.toHaveProperty('signals');
    const created = await photoSale(X);
    expect(created.json().data).not.toHaveProperty('signals');
  });

  it("never a store's staff, whose signals filter is ignored", async () => {
    const all = await t.request({ method: 'GET', url: '/api/sales?pageSize=100', headers: h.lojista });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBeGreaterThan(5);
    for (const sale of all.json().data as Sale[]) expect(sale).not.toHaveProperty('signals');
    const filtered = await t.request({
      method: 'GET',
      url: '/api/sales?pageSize=100&signals=true',
      headers: h.lojista,
    });
    expect(filtered.json().total).toBe(all.json().total);
    const one = (all.json().data as Sale[])[0]!;
    expect(await read(one.id, h.lojista)).not.toHaveProperty('signals');
  });
});

describe('the signals filter (GET /sales?signals=true|false)', () => {
  it('lists the purchases whose key, photo or invoice number other accounts tried, or the others', async () => {
    const page = async (query: string) => {
      const res = await t.request({ method: 'GET', url: `/api/sales?pageSize=100${query}`, headers: h.concierge });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: Sale[]; total: number };
    };
    const tried = await t.database.db
      .selectDistinct({ id: saleAttempts.saleId })
      .from(saleAttempts)
      .innerJoin(sales, and(eq(sales.id, saleAttempts.saleId), sql`${sales.clientId} <> ${saleAttempts.clientId}`));
    expect(tried.length).toBe(5);
    const yes = await page('&signals=true');
    expect(yes.total).toBe(5);
    expect(yes.data.map((s) => s.id).sort()).toEqual(tried.map((r) => r.id).sort());
    for (const sale of yes.data) expect(messages(sale, 'reused').length).toBeGreaterThan(0);
    const no = await page('&signals=false');
    const all = await page('');
    expect(yes.total + no.total).toBe(all.total);
    expect(no.data.some((s) => messages(s, 'reused').length > 0)).toBe(false);
    // With the other filters, within a store.
    const store = await page(`&signals=true&store=${ids.storeId}&status=pending`);
    expect(store.total).toBe(5);
    expect((await page(`&signals=true&store=${shops[0]!.storeId}`)).total).toBe(0);
  });

  it('refuses another value', async () => {
    const res = await t.request({ method: 'GET', url: '/api/sales?signals=yes', headers: h.concierge });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('signals deve ser true ou false');
  });
});
