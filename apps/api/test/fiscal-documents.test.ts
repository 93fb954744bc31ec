import { fiscalKeyCheckDigit, normaliseCnpj, type Sale } from '@mall/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleAttempts, sales, stores } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/app';
import { rowCount } from './support/db';
import { daysAgo, demoIds, postPhotoSale, receiptImage, registerClient, today } from './support/fixtures';

// One fiscal document, one standing purchase (DECISIONS.md, "Receipts"): the document is the
// issuer, model, series and number (NF-e, NFC-e) or the SAT device and number (CF-e SAT); the key's
// state, emission type, random code and check digit do not make another one. A rejected claim
// releases it; a canceled one (approved before) keeps it.

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let storeCnpj: string;
let h: Record<'admin' | 'concierge' | 'cliente' | 'other', { authorization: string }>;
let seed = 500;
let number = 700_000;

const aamm = () => today().slice(2, 4) + today().slice(5, 7);
const withDigit = (body: string) => body + fiscalKeyCheckDigit(body);

/** An NFC-e (or NF-e) key of the demo store: number, series, random code, state and emission type chosen. */
function nfceKey(o: { number: number; series?: string; code?: string; uf?: string; tpEmis?: string; model?: string }) {
  const body = `${o.uf ?? '35'}${aamm()}${storeCnpj}${o.model ?? '65'}${o.series ?? '001'}${String(o.number).padStart(9, '0')}${o.tpEmis ?? '1'}${o.code ?? '48213657'}`;
  return withDigit(body);
}

/** A CF-e SAT key of the demo store: SAT serial, CF-e number and random code chosen. */
function satKey(o: { serial: string; number: number; code: string }) {
  return withDigit(`35${aamm()}${storeCnpj}59${o.serial}${String(o.number).padStart(6, '0')}${o.code}`);
}

beforeAll(async () => {
  // Twenty customers register and log in from one address below.
  t = await createTestApp({ REGISTER_RATE_LIMIT_PER_IP: '100', LOGIN_RATE_LIMIT_PER_IP: '100' });
  ids = await demoIds(t);
  const [store] = await t.database.db.select({ cnpj: stores.cnpj }).from(stores).where(eq(stores.id, ids.storeId));
  storeCnpj = normaliseCnpj(store!.cnpj);
  const other = await registerClient(t, {
    name: 'Cliente Outra Conta',
    email: 'outra-conta@example.com',
    password: 'OutraConta123',
    cpfBase: '712345670',
  });
  h = {
    admin: await t.login('admin@example.com'),
    concierge: await t.login('concierge@example.com'),
    cliente: await t.login('cliente@example.com'),
    other: other.headers,
  };
});
afterAll(() => t.close());

const photoSale = async (fiscalKey: string, headers = h.cliente) =>
  postPhotoSale(t, headers, await receiptImage(seed++), ids.storeId, { fiscalKey });

function invoiceSale(fiscalKey: string) {
  return t.request({
    method: 'POST',
    url: '/api/sales',
    headers: h.admin,
    payload: {
      type: 'invoice_number',
      invoiceNumber: `DOC-${seed++}`,
      saleDate: daysAgo(0),
      storeId: ids.storeId,
      sellerId: ids.sellerId,
      clientId: ids.clientId,
      grossValue: 180,
      netValue: 180,
      fiscalKey,
    },
  });
}

const saleOf = (res: { json(): unknown }) => (res.json() as { data: Sale }).data;
const TAKEN = 'Esta chave de acesso já foi registrada em outra compra';

const review = (id: string, action: 'approve' | 'reject', reason = 'Chave de outra pessoa') =>
  t.request({
    method: 'PATCH',
    url:
      action === 'reject' ? `/api/sales/${id}/reject?reason=${encodeURIComponent(reason)}` : `/api/sales/${id}/approve`,
    headers: h.concierge,
    payload: action === 'approve' ? { invoiceNumber: `APR-${seed++}` } : undefined,
  });

describe('the fiscal document, not the key string, backs one purchase', () => {
  it('refuses a second key of the same NFC-e with another random code, state and emission type (409), recorded as an attempt', async () => {
    const n = number++;
    const first = await photoSale(nfceKey({ number: n, code: '11111112' }));
    expect(first.statusCode, first.body).toBe(201);
    // The reviewer reads which document the purchase holds.
    expect(saleOf(first).checks.find((c) => c.code === 'unique_key')?.message).toBe(
      `NFC-e nº ${String(n).padStart(9, '0')} da série 1: não registrada em outra compra`,
    );
    const before = await rowCount(t.database.db, sales);
    for (const forged of [
      nfceKey({ number: n, code: '73920461' }),
      nfceKey({ number: n, code: '73920461', uf: '33' }),
      nfceKey({ number: n, code: '55501234', tpEmis: '9' }),
    ]) {
      const again = await photoSale(forged, h.other);
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json().message).toBe(TAKEN);
    }
    expect(await rowCount(t.database.db, sales)).toBe(before);
    const attempts = await t.database.db
      .select()
      .from(saleAttempts)
      .where(and(eq(saleAttempts.saleId, saleOf(first).id), eq(saleAttempts.kind, 'fiscal_key')));
    expect(attempts).toHaveLength(3);
    expect(attempts[0]!.value).toBe(`65:${storeCnpj}:001:${String(n).padStart(9, '0')}`);
  });

  it('takes another number, another series or another model as another document', async () => {
    const n = number++;
    expect((await invoiceSale(nfceKey({ number: n }))).statusCode).toBe(201);
    expect((await invoiceSale(nfceKey({ number: number++ }))).statusCode).toBe(201);
    expect((await invoiceSale(nfceKey({ number: n, series: '002' }))).statusCode).toBe(201);
    expect((await invoiceSale(nfceKey({ number: n, model: '55' }))).statusCode).toBe(201);
  });

  it('knows a CF-e SAT by its SAT device and number', async () => {
    const n = number++ % 1_000_000;
    expect((await invoiceSale(satKey({ serial: '900004019', number: n, code: '318274' }))).statusCode).toBe(201);
    const forged = await invoiceSale(satKey({ serial: '900004019', number: n, code: '592031' }));
    expect(forged.statusCode).toBe(409);
    expect(forged.json().message).toBe(TAKEN);
    expect((await invoiceSale(satKey({ serial: '900004020', number: n, code: '318274' }))).statusCode).toBe(201);
  });

  it('refuses the same document through a staff invoice sale, with an alphanumeric CNPJ too', async () => {
    const body = (code: string) => `35${aamm()}12ABC34501DE3555001${String(number).padStart(9, '0')}1${code}`;
    expect((await invoiceSale(withDigit(body('10000001')))).statusCode).toBe(201);
    const forged = await invoiceSale(withDigit(body('20000002')).toLowerCase());
    expect(forged.statusCode).toBe(409);
    number++;
  });

  it('records exactly one of 20 parallel claims of one document with 20 random codes from 20 accounts', async () => {
    const n = number++;
    const accounts = [];
    for (let i = 0; i < 20; i++) {
      accounts.push(
        await registerClient(t, {
          name: `Cliente Paralelo ${i}`,
          email: `paralelo${i}@example.com`,
          password: 'Paralelo123',
          cpfBase: String(300_000_000 + i * 7919),
        }),
      );
    }
    const images = await Promise.all(accounts.map((_, i) => receiptImage(10_000 + i)));
    const answers = await Promise.all(
      accounts.map((a, i) =>
        postPhotoSale(t, a.headers, images[i]!, ids.storeId, {
          fiscalKey: nfceKey({ number: n, code: String(40_000_000 + i * 104_729) }),
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const standing = await t.database.db
      .select()
      .from(sales)
      .where(eq(sales.fiscalDocument, `65:${storeCnpj}:001:${String(n).padStart(9, '0')}`));
    expect(standing).toHaveLength(1);
  });
});

describe('a rejected claim releases the document; a canceled one keeps it', () => {
  it('lets the real owner record the receipt someone else typed once staff rejected it, and tells the reviewer who claimed it before', async () => {
    const n = number++;
    const typedBySomeoneElse = await photoSale(nfceKey({ number: n, code: '31415926' }), h.other);
    expect(typedBySomeoneElse.statusCode).toBe(201);
    const owner = await photoSale(nfceKey({ number: n, code: '27182818' }));
    expect(owner.statusCode).toBe(409);

    expect((await review(saleOf(typedBySomeoneElse).id, 'reject', 'Cupom de outra pessoa')).statusCode).toBe(200);
    const recorded = await photoSale(nfceKey({ number: n, code: '27182818' }));
    expect(recorded.statusCode, recorded.body).toBe(201);
    // The rejected claim keeps its key and its history.
    const [rejected] = await t.database.db
      .select()
      .from(sales)
      .where(eq(sales.id, saleOf(typedBySomeoneElse).id));
    expect(rejected).toMatchObject({ status: 'rejected', fiscalKey: nfceKey({ number: n, code: '31415926' }) });

    const read = await t.request({ method: 'GET', url: `/api/sales/${saleOf(recorded).id}`, headers: h.concierge });
    const signals = (read.json() as { data: Sale }).data.signals ?? [];
    const claimed = signals.find((s) => s.code === 'claimed_before');
    expect(claimed?.message).toMatch(
      /^Este documento fiscal já foi registrado por Cliente Outra Conta em outra compra, rejeitada em \d{2}\/\d{2}\/\d{4}: Cupom de outra pessoa$/,
    );
    // The customer never sees the signals.
    const mine = await t.request({ method: 'GET', url: `/api/sales/${saleOf(recorded).id}`, headers: h.cliente });
    expect(mine.statusCode === 200 ? (mine.json() as { data: Sale }).data.signals : undefined).toBeUndefined();

    // The rejected customer's contest cannot take the document back while the owner's purchase holds it.
    const contest = await t.request({
      method: 'POST',
      url: `/api/sales/${saleOf(typedBySomeoneElse).id}/contest`,
      headers: h.other,
      payload: { message: 'Este cupom é meu, comprei na loja' },
    });
    expect(contest.statusCode).toBe(409);
    expect(contest.json().message).toBe(
      'Este documento fiscal já foi registrado em outra compra depois da rejeição: a contestação não pode ser aceita',
    );
    const [still] = await t.database.db
      .select()
      .from(sales)
      .where(eq(sales.id, saleOf(typedBySomeoneElse).id));
    expect(still!.status).toBe('rejected');
  });

  it('lets a contest take its document back while nobody else holds it', async () => {
    const key = nfceKey({ number: number++, code: '16180339' });
    const sale = saleOf(await photoSale(key));
    await review(sale.id, 'reject');
    const contest = await t.request({
      method: 'POST',
      url: `/api/sales/${sale.id}/contest`,
      headers: h.cliente,
      payload: { message: 'A chave é a do meu cupom, confira' },
    });
    expect(contest.statusCode, contest.body).toBe(200);
    expect((await photoSale(nfceKey({ number: number - 1, code: '99999998' }), h.other)).statusCode).toBe(409);
  });

  it('keeps the document held by an approved purchase that was canceled later', async () => {
    const n = number++;
    const sale = saleOf(await invoiceSale(nfceKey({ number: n })));
    expect((await review(sale.id, 'approve')).statusCode).toBe(200);
    expect((await review(sale.id, 'reject', 'Compra devolvida')).json().data.status).toBe('canceled');
    const again = await photoSale(nfceKey({ number: n, code: '87654320' }), h.other);
    expect(again.statusCode).toBe(409);
  });
});
