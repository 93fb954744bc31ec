import {
  addDays,
  endOfDayIn,
  fiscalKeyCheckDigit,
  formatFiscalKey,
  normaliseCnpj,
  type ReceiptReading,
  reviewDeadline,
  type Sale,
  todayIn,
} from '@mall/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, logs, outbox, sales, stores } from '../src/db/schema';
import { readReceipt } from '../src/modules/uploads/receipt-reading';
import { createTestApp, type TestApp } from './support/app';
import { rowCount } from './support/db';
import { daysAgo, demoIds, postPhotoSale, receiptImage, registerClient, today } from './support/fixtures';
import { multipartFile } from './support/multipart';
import { receiptPhotoWithQr } from './support/receipt-photo';

// Issue 17: the receipt's fiscal access key on a purchase, its automatic checks, the review
// deadline and the customer's one contest of a rejection.

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let storeCnpj: string;
let h: Record<'admin' | 'concierge' | 'cliente' | 'other', { authorization: string }>;
let seed = 1;
let number = 1;

/** A valid key of `cnpj` (the demo store's by default), issued this month, model 65 (NFC-e). */
function keyOf({ cnpj = storeCnpj, aamm = today().slice(2, 4) + today().slice(5, 7), model = '65' } = {}) {
  const body = `35${aamm}${cnpj}${model}001${String(number++).padStart(9, '0')}173920461`;
  return body + fiscalKeyCheckDigit(body);
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t);
  const [store] = await t.database.db.select({ cnpj: stores.cnpj }).from(stores).where(eq(stores.id, ids.storeId));
  storeCnpj = normaliseCnpj(store!.cnpj);
  const other = await registerClient(t, {
    name: 'Cliente Contesta',
    email: 'contesta@example.com',
    password: 'Contesta123',
    cpfBase: '812345670',
  });
  h = {
    admin: await t.login('admin@example.com'),
    concierge: await t.login('concierge@example.com'),
    cliente: await t.login('cliente@example.com'),
    other: other.headers,
  };
});
afterAll(() => t.close());

const photoSale = async (payload: Record<string, unknown> = {}, headers = h.cliente) =>
  postPhotoSale(t, headers, await receiptImage(seed++), ids.storeId, payload);

function invoiceSale(payload: Record<string, unknown> = {}) {
  return t.request({
    method: 'POST',
    url: '/api/sales',
    headers: h.admin,
    payload: {
      type: 'invoice_number',
      invoiceNumber: `CHAVE-${seed++}`,
      saleDate: daysAgo(0),
      storeId: ids.storeId,
      sellerId: ids.sellerId,
      clientId: ids.clientId,
      grossValue: 250,
      netValue: 250,
      ...payload,
    },
  });
}

const qrText = (key: string) =>
  `https://www.nfce.fazenda.sp.gov.br/qrcode?p=${key}|2|1|1|3f7a9c1e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a`;

async function upload(photo: Buffer, headers = h.cliente) {
  const { payload, headers: multipart } = multipartFile(photo, 'cupom.jpg', 'image/jpeg');
  const res = await t.request({
    method: 'POST',
    url: '/api/shared/upload',
    headers: { ...headers, ...multipart },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { url: string; data: { id: string; receipt: ReceiptReading | null } };
}

/** A photo purchase whose photo carries `key` in its QR code (so every check can pass). */
async function photoSaleOfKey(key: string, headers = h.cliente, storeId = ids.storeId) {
  const uploaded = await upload(await receiptPhotoWithQr(qrText(key), seed++), headers);
  return photoSale({ fileUrl: uploaded.url, fiscalKey: key, storeId }, headers);
}

const saleOf = (res: { json(): unknown }) => (res.json() as { data: Sale }).data;
const verdicts = (sale: Sale) => Object.fromEntries(sale.checks.map((c) => [c.code, c.status]));

describe('a purchase with a fiscal access key', () => {
  it('keeps the key as typed in groups, in upper case, and records every check passed', async () => {
    const key = keyOf();
    const res = await invoiceSale({ fiscalKey: formatFiscalKey(key).toLowerCase() });
    expect(res.statusCode, res.body).toBe(201);
    const sale = saleOf(res);
    expect(sale.fiscalKey).toBe(key);
    expect(verdicts(sale)).toEqual({
      key: 'passed',
      check_digit: 'passed',
      state: 'passed',
      cnpj: 'passed',
      month: 'passed',
      model: 'passed',
      unique_key: 'passed',
    });
    // The staff's list shows the same checks.
    const list = await t.request({
      method: 'GET',
      url: `/api/sales?search=${sale.client.cpf}&pageSize=100`,
      headers: h.admin,
    });
    expect((list.json() as { data: Sale[] }).data.find((s) => s.id === sale.id)?.checks).toEqual(sale.checks);
  });

  it('refuses a key whose check digit fails, or of the wrong length, and writes nothing', async () => {
    const key = keyOf();
    const wrong = key.slice(0, 43) + ((Number(key[43]) + 1) % 10);
    const before = await rowCount(t.database.db, sales);
    for (const [fiscalKey, message] of [
      [wrong, 'Dígito verificador da chave de acesso inválido'],
      [key.slice(0, 40), 'A chave de acesso deve ter 44 caracteres (tem 40)'],
      [`${key.slice(0, 43)}X`, 'A chave de acesso tem caracteres inválidos'],
    ]) {
      const res = await photoSale({ fiscalKey });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await rowCount(t.database.db, sales)).toBe(before);
  });

  it('refuses a key another standing purchase holds (409), whoever sends it', async () => {
    const key = keyOf();
    expect((await invoiceSale({ fiscalKey: key })).statusCode).toBe(201);
    const before = await rowCount(t.database.db, sales);
    const again = await photoSale({ fiscalKey: formatFiscalKey(key) }, h.other);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Esta chave de acesso já foi registrada em outra compra');
    expect(await rowCount(t.database.db, sales)).toBe(before);
  });

  it('refuses an alphanumeric key sent again in lower case', async () => {
    const key = keyOf({ cnpj: '12ABC34501DE35' });
    expect((await invoiceSale({ fiscalKey: key })).statusCode).toBe(201);
    expect((await invoiceSale({ fiscalKey: key.toLowerCase() })).statusCode).toBe(409);
  });

  it('records for staff a key of another store, a later month or another model, without refusing it', async () => {
    const res = await invoiceSale({ fiscalKey: keyOf({ cnpj: '11222333000181', model: '55' }) });
    expect(res.statusCode, res.body).toBe(201);
    const sale = saleOf(res);
    expect(verdicts(sale)).toMatchObject({ cnpj: 'failed', model: 'passed' });
    expect(sale.checks.find((c) => c.code === 'cnpj')?.message).toMatch(
      /^O CNPJ da chave \(11\.222\.333\/0001-81\) não é o da loja escolhida/,
    );
  });

  it('marks a purchase without a key, which stays possible', async () => {
    const res = await photoSale();
    expect(res.statusCode, res.body).toBe(201);
    expect(verdicts(saleOf(res))).toEqual({ key: 'unverified', unique_image: 'passed', photo_key: 'unverified' });
    expect(saleOf(res).fiscalKey).toBeNull();
  });
});

describe("a pending purchase's review deadline", () => {
  it('counts three business days of the São Paulo calendar for a photo, across a holiday and a weekend', async () => {
    const sale = saleOf(await photoSale());
    // Thursday 19/11/2026, 12:00 in São Paulo: Friday 20 is Dia da Consciência Negra, then the
    // weekend; the three business days are Monday 23, Tuesday 24 and Wednesday 25.
    await t.database.db.update(sales).set({ createdAt: '2026-11-19T15:00:00.000Z' }).where(eq(sales.id, sale.id));
    const read = await t.request({ method: 'GET', url: `/api/sales/${sale.id}`, headers: h.admin });
    expect(saleOf(read).reviewDeadline).toBe('2026-11-26T02:59:59.999Z');
    // An invoice registered at the same instant: 72 hours, the holiday and the weekend included.
    const invoice = saleOf(await invoiceSale());
    await t.database.db.update(sales).set({ createdAt: '2026-11-19T15:00:00.000Z' }).where(eq(sales.id, invoice.id));
    const invoiceRead = await t.request({ method: 'GET', url: `/api/sales/${invoice.id}`, headers: h.admin });
    expect(saleOf(invoiceRead).reviewDeadline).toBe('2026-11-22T15:00:00.000Z');
  });

  it('is 72 hours for an invoice and the third business day for a photo; none once decided', async () => {
    const invoice = saleOf(await invoiceSale());
    expect(Date.parse(invoice.reviewDeadline!) - Date.parse(invoice.createdAt)).toBe(72 * 3_600_000);
    const photo = saleOf(await photoSale());
    const hours = (Date.parse(photo.reviewDeadline!) - Date.parse(photo.createdAt)) / 3_600_000;
    // Three business days and the rest of the day: at least 72 hours, at most a long holiday's.
    expect(hours).toBeGreaterThanOrEqual(72);
    expect(hours).toBeLessThan(24 * 9);
    const approved = await t.request({
      method: 'PATCH',
      url: `/api/sales/${invoice.id}/approve`,
      headers: h.concierge,
      payload: { invoiceNumber: invoice.invoiceNumber },
    });
    expect(saleOf(approved).reviewDeadline).toBeNull();
  });
});

describe("a customer's contest of a rejection", () => {
  const reject = (id: string, reason = 'Foto ilegível') =>
    t.request({
      method: 'PATCH',
      url: `/api/sales/${id}/reject?reason=${encodeURIComponent(reason)}`,
      headers: h.concierge,
    });
  const contest = (id: string, message: string, headers = h.cliente) =>
    t.request({ method: 'POST', url: `/api/sales/${id}/contest`, headers, payload: { message } });
  /** The newest rejection e-mail to the demo customer, from the outbox. */
  const rejectionMail = async () => {
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'cliente@example.com'), eq(outbox.subject, 'Sua compra não foi aprovada')))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    return mail!;
  };
  /** dd/mm/aaaa of the 30th day after today, in São Paulo. */
  const in30Days = () => addDays(todayIn('America/Sao_Paulo'), 30).split('-').reverse().join('/');

  it('shows the reason, takes one contest back to review, and the next decision is final', async () => {
    const sale = saleOf(await photoSale());
    expect((await reject(sale.id)).statusCode).toBe(200);
    const mine = await t.request({ method: 'GET', url: '/api/sales/my-sales?limit=100', headers: h.cliente });
    const shown = (mine.json() as { data: { sales: Sale[] } }).data.sales.find((s) => s.id === sale.id)!;
    expect(shown).toMatchObject({ status: 'rejected', rejectionReason: 'Foto ilegível', contestedAt: null });
    // 30 days to contest, to the end of the day in São Paulo.
    expect(shown.contestDeadline).toBe(
      endOfDayIn(addDays(todayIn('America/Sao_Paulo'), 30), 'America/Sao_Paulo').toISOString(),
    );
    // The e-mail says how (Contestar, in Meus pontos, opened on the purchase's date) and until when.
    const first = await rejectionMail();
    const link = `http://localhost:3000/meus-pontos?startDate=${sale.saleDate}&endDate=${sale.saleDate}`;
    for (const part of [first.text, first.html!]) {
      expect(part).toContain(`pode contestar até ${in30Days()}`);
      expect(part).toContain('Contestar');
      expect(part).toContain('Meus pontos');
      expect(part).not.toContain('decisão final');
    }
    expect(first.text).toContain(link);
    expect(first.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);

    const tooShort = await contest(sale.id, 'Não');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toBe('Escreva o motivo da contestação (pelo menos 10 caracteres)');
    expect((await contest(sale.id, 'A foto está nítida, veja o valor', h.other)).statusCode).toBe(404);
    expect((await contest(sale.id, 'A foto está nítida, veja o valor', h.concierge)).statusCode).toBe(403);

    const contested = await contest(sale.id, 'A foto está nítida, veja o valor no rodapé');
    expect(contested.statusCode, contested.body).toBe(200);
    expect(saleOf(contested)).toMatchObject({
      status: 'pending',
      contestMessage: 'A foto está nítida, veja o valor no rodapé',
      rejectionReason: null,
      // Staff still read why it was rejected.
      reason: 'Foto ilegível',
    });
    expect(saleOf(contested).contestedAt).not.toBeNull();
    // A fresh deadline: three business days from the contest, not from the registration.
    expect(saleOf(contested).reviewDeadline).toBe(
      reviewDeadline('photo', saleOf(contested).contestedAt!, 'America/Sao_Paulo').toISOString(),
    );
    expect((await contest(sale.id, 'Mais uma vez, por favor')).json().message).toBe(
      'Apenas compras rejeitadas podem ser contestadas',
    );

    expect((await reject(sale.id, 'Valor diferente do cupom')).statusCode).toBe(200);
    // The rejection after a contest is final, and its e-mail says so: nothing to contest.
    const final = await rejectionMail();
    expect(final.id).not.toBe(first.id);
    for (const part of [final.text, final.html!]) {
      expect(part).toContain('Valor diferente do cupom');
      expect(part).toContain(
        'Esta é a decisão final: a compra já foi contestada uma vez e não pode ser contestada de novo.',
      );
      expect(part).not.toContain('pode contestar até');
      expect(part).not.toContain('Contestar em Meus pontos');
    }
    const mine2 = await t.request({ method: 'GET', url: '/api/sales/my-sales?limit=100', headers: h.cliente });
    expect((mine2.json() as { data: { sales: Sale[] } }).data.sales.find((s) => s.id === sale.id)).toMatchObject({
      status: 'rejected',
      contestDeadline: null,
    });
    const twice = await contest(sale.id, 'Discordo da nova decisão também');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Esta compra já foi contestada uma vez: a nova decisão é final');
    const history = await t.request({ method: 'GET', url: `/api/logs/Sale/${sale.id}`, headers: h.admin });
    expect((history.json() as { data: { methodName: string }[] }).data.map((e) => e.methodName)).toEqual(
      expect.arrayContaining(['create', 'reject', 'contest']),
    );
  });

  it('a rejection may be contested until the end of its 30th day, and not after (nothing written)', async () => {
    const rejectedDaysAgo = async (days: number) => {
      const sale = saleOf(await photoSale());
      await reject(sale.id);
      // Rejected `days` days ago, at this time of day.
      await t.database.db
        .update(sales)
        .set({ reviewedAt: new Date(Date.now() - days * 86_400_000).toISOString() })
        .where(eq(sales.id, sale.id));
      return sale;
    };
    const late = await rejectedDaysAgo(31);
    const [before] = await t.database.db.select().from(sales).where(eq(sales.id, late.id));
    const closed = await contest(late.id, 'A foto está nítida, veja o valor no rodapé');
    expect(closed.statusCode).toBe(409);
    const lastDay = addDays(todayIn('America/Sao_Paulo'), -1).split('-').reverse().join('/');
    expect(closed.json().message).toBe(
      `O prazo para contestar esta compra terminou em ${lastDay}: a rejeição não pode mais ser contestada`,
    );
    const [after] = await t.database.db.select().from(sales).where(eq(sales.id, late.id));
    expect(after).toEqual(before);
    const trail = await t.database.db.select().from(logs).where(eq(logs.entityId, late.id));
    expect(trail.map((l) => l.methodName)).not.toContain('contest');

    // Rejected 30 days ago: today is its last day.
    const lastCall = await rejectedDaysAgo(30);
    const inTime = await contest(lastCall.id, 'A foto está nítida, veja o valor no rodapé');
    expect(inTime.statusCode, inTime.body).toBe(200);
    expect(saleOf(inTime)).toMatchObject({ status: 'pending', contestDeadline: null });
  });

  it('approving a contested purchase clears the earlier reason', async () => {
    const sale = saleOf(await photoSale());
    await reject(sale.id);
    await contest(sale.id, 'O cupom é desta loja, confira o CNPJ');
    const approved = await t.request({
      method: 'PATCH',
      url: `/api/sales/${sale.id}/approve`,
      headers: h.concierge,
      payload: { invoiceNumber: `CONT-${seed++}` },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(saleOf(approved)).toMatchObject({ status: 'approved', reason: null, rejectionReason: null });
  });
});

describe('the review queue', () => {
  const list = async (query: string) => {
    const res = await t.request({ method: 'GET', url: `/api/sales?${query}&pageSize=100`, headers: h.concierge });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: Sale[]; total: number }).data;
  };

  it('filters by checks, contest and lateness, and lists the longest waiting first', async () => {
    const clean = saleOf(await photoSaleOfKey(keyOf()));
    const otherStore = saleOf(await photoSale({ fiscalKey: keyOf({ cnpj: '11222333000181' }) }));
    const noKey = saleOf(await photoSale());
    // Registered nine days ago: past three business days in any week of the year, holidays included.
    await t.database.db
      .update(sales)
      .set({ createdAt: new Date(Date.now() - 9 * 86_400_000).toISOString() })
      .where(eq(sales.id, otherStore.id));

    const passed = (await list('status=pending&checks=passed')).map((s) => s.id);
    expect(passed).toContain(clean.id);
    expect(passed).not.toContain(otherStore.id);
    expect(passed).not.toContain(noKey.id);
    const attention = (await list('status=pending&checks=attention')).map((s) => s.id);
    expect(attention).toEqual(expect.arrayContaining([otherStore.id, noKey.id]));
    expect(attention).not.toContain(clean.id);

    const late = (await list('status=pending&late=true')).map((s) => s.id);
    expect(late).toContain(otherStore.id);
    expect(late).not.toContain(clean.id);
    const onTime = (await list('status=pending&late=false')).map((s) => s.id);
    expect(onTime).toContain(clean.id);
    expect(onTime).not.toContain(otherStore.id);

    const oldest = await list('status=pending&sort=oldest');
    const created = oldest.map((s) => Date.parse(s.createdAt));
    expect(created).toEqual([...created].sort((a, b) => a - b));
    // The purchase waiting nine days comes before the two registered now (the file's other tests
    // leave pending purchases of their own, some registered earlier still, on a fixed date).
    const order = oldest.map((s) => s.id);
    expect(order).toEqual(expect.arrayContaining([otherStore.id, clean.id, noKey.id]));
    expect(order.indexOf(otherStore.id)).toBeLessThan(order.indexOf(clean.id));
    expect(order.indexOf(otherStore.id)).toBeLessThan(order.indexOf(noKey.id));

    const bad = await t.request({ method: 'GET', url: '/api/sales?checks=some', headers: h.concierge });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Verificações inválidas: use passed ou attention');
  });

  it('lists only the contested purchases when asked; one contested now is not late', async () => {
    const sale = saleOf(await photoSale());
    await t.database.db
      .update(sales)
      .set({ createdAt: new Date(Date.now() - 9 * 86_400_000).toISOString() })
      .where(eq(sales.id, sale.id));
    await t.request({
      method: 'PATCH',
      url: `/api/sales/${sale.id}/reject?reason=Ileg%C3%ADvel`,
      headers: h.concierge,
    });
    await t.request({
      method: 'POST',
      url: `/api/sales/${sale.id}/contest`,
      headers: h.cliente,
      payload: { message: 'Mandei outra foto mais nítida' },
    });
    const contested = await list('status=pending&contested=true');
    expect(contested.map((s) => s.id)).toContain(sale.id);
    expect(contested.every((s) => s.contestedAt !== null)).toBe(true);
    expect((await list('status=pending&late=true')).map((s) => s.id)).not.toContain(sale.id);
  });
});

describe('bulk approval', () => {
  it('approves only the pending purchases whose checks all passed and that raise no fraud signal, each audited, and says why it skipped the rest', async () => {
    // A customer of the test's own at another store: the demo customer buys so often today at the
    // demo store that its purchases there carry fraud signals (more than 3 in a day; most of the
    // store's purchases), which bulk approval leaves alone too.
    const { headers: lote } = await registerClient(t, {
      name: 'Cliente do Lote',
      email: 'lote@example.com',
      password: 'Lote12345',
      cpfBase: '812345681',
    });
    const [other] = await t.database.db
      .select({ cnpj: stores.cnpj })
      .from(stores)
      .where(eq(stores.id, ids.otherStoreId));
    const key = keyOf({ cnpj: normaliseCnpj(other!.cnpj) });
    const clean = saleOf(await photoSaleOfKey(key, lote, ids.otherStoreId));
    const open = saleOf(await photoSale({ fiscalKey: keyOf(), storeId: ids.otherStoreId }, lote));
    const flagged = saleOf(await photoSaleOfKey(keyOf()));
    expect(flagged.checks.every((c) => c.status === 'passed')).toBe(true);
    const decided = saleOf(await invoiceSale({ fiscalKey: keyOf() }));
    await t.request({
      method: 'PATCH',
      url: `/api/sales/${decided.id}/approve`,
      headers: h.concierge,
      payload: { invoiceNumber: decided.invoiceNumber },
    });

    const refused = await t.request({
      method: 'POST',
      url: '/api/sales/bulk-approve',
      headers: await t.login('lojista@example.com'),
      payload: { ids: [clean.id] },
    });
    expect(refused.statusCode).toBe(403);

    const res = await t.request({
      method: 'POST',
      url: '/api/sales/bulk-approve',
      headers: h.concierge,
      payload: { ids: [clean.id, open.id, decided.id, flagged.id, clean.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      message: string;
      data: { approved: Sale[]; skipped: { id: string; message: string }[] };
    };
    expect(body.message).toBe('1 compra aprovada');
    expect(body.data.approved.map((s) => [s.id, s.status])).toEqual([[clean.id, 'approved']]);
    // A photo purchase has no invoice number: its key's number and series stand for it.
    expect(body.data.approved[0]?.invoiceNumber).toBe(`NFC-e ${Number(key.slice(25, 34))}/1`);
    expect(body.data.skipped).toEqual([
      { id: open.id, message: 'Nem todas as verificações desta compra passaram: aprove-a sozinha, depois de conferir' },
      { id: decided.id, message: 'Apenas compras em análise podem ser aprovadas' },
      { id: flagged.id, message: 'Esta compra tem sinais de fraude: aprove-a sozinha, depois de conferir' },
    ]);
    const history = await t.request({ method: 'GET', url: `/api/logs/Sale/${clean.id}`, headers: h.admin });
    expect(
      (history.json() as { data: { methodName: string }[] }).data.filter((e) => e.methodName === 'approve'),
    ).toHaveLength(1);

    const empty = await t.request({
      method: 'POST',
      url: '/api/sales/bulk-approve',
      headers: h.concierge,
      payload: { ids: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Selecione pelo menos uma compra');
  });
});

describe('a receipt a purchase holds, told as it is uploaded (issue 41, point 6)', () => {
  const send = (photo: Buffer, headers?: { authorization: string }) => {
    const { payload, headers: multipart } = multipartFile(photo, 'cupom.jpg', 'image/jpeg');
    return t.request({ method: 'POST', url: '/api/shared/upload', headers: { ...headers, ...multipart }, payload });
  };
  const taken = { statusCode: 409, error: 'Conflict', message: 'Este comprovante já foi registrado em outra compra' };

  it('refuses the same file again, and another photo of a receipt a standing purchase holds, keeping nothing', async () => {
    const key = keyOf();
    const photo = await receiptPhotoWithQr(qrText(key), seed++);
    // Fresh: accepted, read, and it backs a purchase.
    const first = await send(photo, h.cliente);
    expect(first.statusCode, first.body).toBe(201);
    const sale = saleOf(await photoSale({ fileUrl: first.json().url, fiscalKey: key }));
    const before = { files: await rowCount(t.database.db, files), sales: await rowCount(t.database.db, sales) };

    // The same file, by its customer or another: refused before the form is filled.
    for (const headers of [h.cliente, h.other]) {
      const again = await send(photo, headers);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(taken);
    }
    // Another photo of the same receipt (its QR code names the same document): refused too, once read.
    const other = await send(await receiptPhotoWithQr(qrText(key), seed++), h.other);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual(taken);
    expect({ files: await rowCount(t.database.db, files), sales: await rowCount(t.database.db, sales) }).toEqual(
      before,
    );
    // The other account's attempts are the holder's fraud signal.
    const read = await t.request({ method: 'GET', url: `/api/sales/${sale.id}`, headers: h.concierge });
    expect(read.json().data.signals).toEqual(
      expect.arrayContaining([
        { code: 'reused', message: 'A mesma chave de acesso foi tentada por outra conta' },
        { code: 'reused', message: 'A mesma foto do comprovante foi tentada por outra conta' },
      ]),
    );

    // A rejected purchase releases its document (not its photo): another photo of it is taken.
    await t.request({
      method: 'PATCH',
      url: `/api/sales/${sale.id}/reject?reason=Ileg%C3%ADvel`,
      headers: h.concierge,
    });
    const released = await send(await receiptPhotoWithQr(qrText(key), seed++), h.other);
    expect(released.statusCode, released.body).toBe(201);
    expect((await send(photo, h.other)).statusCode).toBe(409);
  });

  it('answers a caller without a session 401, checking and keeping nothing', async () => {
    const before = await rowCount(t.database.db, files);
    const res = await send(await receiptImage(seed++));
    expect(res.statusCode).toBe(401);
    expect(await rowCount(t.database.db, files)).toBe(before);
  });
});

describe("the receipt photo's reading", () => {
  it('answers the key the QR code carries, which a purchase sent without a key takes, its photo check passed', async () => {
    const key = keyOf();
    const uploaded = await upload(await receiptPhotoWithQr(qrText(key), seed++));
    expect(uploaded.data.receipt).toEqual({
      status: 'found',
      fiscalKey: key,
      buyerDocument: null,
      totalCents: null,
      environment: 'producao',
      issueDay: null,
      issueDate: null,
    });
    const res = await photoSale({ fileUrl: uploaded.url });
    expect(res.statusCode, res.body).toBe(201);
    expect(saleOf(res).fiscalKey).toBe(key);
    expect(verdicts(saleOf(res))).toMatchObject({ key: 'passed', cnpj: 'passed', photo_key: 'passed' });
  });

  it('fails the photo check when the typed key is not the one on the photo', async () => {
    const uploaded = await upload(await receiptPhotoWithQr(qrText(keyOf()), seed++));
    const res = await photoSale({ fileUrl: uploaded.url, fiscalKey: keyOf() });
    expect(res.statusCode, res.body).toBe(201);
    expect(saleOf(res).checks.find((c) => c.code === 'photo_key')).toEqual({
      code: 'photo_key',
      status: 'failed',
      message: 'A chave lida na foto não é a informada na compra',
    });
  });

  it("refuses a second purchase of a receipt whose QR code another purchase's photo already gave", async () => {
    const key = keyOf();
    const first = await upload(await receiptPhotoWithQr(qrText(key), seed++));
    // Another photo of the same receipt, by another customer, sent before the first purchase was
    // registered (sent after, the upload itself is refused).
    const second = await upload(await receiptPhotoWithQr(qrText(key), seed++), h.other);
    expect((await photoSale({ fileUrl: first.url })).statusCode).toBe(201);
    const res = await photoSale({ fileUrl: second.url }, h.other);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Esta chave de acesso já foi registrada em outra compra');
  });

  it('reads a photo without a code as such, and a purchase registered before the reading gets it later', async () => {
    const plain = await upload(await receiptImage(seed++));
    expect(plain.data.receipt?.status).toBe('none');

    const key = keyOf();
    // The reading finished while the customer filled the form, or later: here the purchase comes
    // first and the reading after it (as when the upload answered before the reading).
    const photo = await receiptPhotoWithQr(qrText(key), seed++);
    const { payload, headers: multipart } = multipartFile(photo, 'cupom.jpg', 'image/jpeg');
    const res = await t.request({
      method: 'POST',
      url: '/api/shared/upload',
      headers: { ...h.cliente, ...multipart },
      payload,
    });
    const fileId = (res.json() as { data: { id: string } }).data.id;
    await t.database.db.update(files).set({ receiptReading: null }).where(eq(files.id, fileId));
    const sale = saleOf(await photoSale({ fileUrl: `/api/shared/files/${fileId}` }));
    expect(sale.fiscalKey).toBeNull();
    expect(sale.checks.find((c) => c.code === 'photo_key')?.message).toBe(
      'A foto do comprovante ainda está sendo lida',
    );

    await readReceipt(t.database.db, fileId, photo, { states: ['35'], models: ['55', '59', '65'] });
    const [row] = await t.database.db.select().from(sales).where(eq(sales.id, sale.id));
    expect(row?.fiscalKey).toBe(key);
    expect(Object.fromEntries(row!.checks.map((c) => [c.code, c.status]))).toMatchObject({
      key: 'passed',
      photo_key: 'passed',
    });
    const history = await t.request({ method: 'GET', url: `/api/logs/Sale/${sale.id}`, headers: h.admin });
    expect((history.json() as { data: { methodName: string }[] }).data.map((e) => e.methodName)).toContain(
      'read_receipt',
    );
  });
});
