import { getPixPayloadInfo, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { addDays } from '@mall/shared';
import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { bills, extracts, logs, outbox, stores } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/app';
import { rowCount } from './support/db';
import { today } from './support/fixtures';
import { moneyFixtures, processMonth } from './support/money';

// The mall's PIX receiver (a random key, EVP) for this file's app; a second app has bank details.
const PIX = {
  PIX_KEY: '123e4567-e12b-12d1-a456-426655440000',
  PIX_MERCHANT_NAME: 'Shopping Decor & Design',
  PIX_MERCHANT_CITY: 'São Paulo',
};

let t: TestApp;
let f: Awaited<ReturnType<typeof moneyFixtures>>;
let admin: { authorization: string };
let lojista: { authorization: string };

beforeAll(async () => {
  t = await createTestApp(PIX);
  f = await moneyFixtures(t);
  admin = await t.login('admin@example.com');
  lojista = await t.login('lojista@example.com');
});
afterAll(() => t.close());

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** A bill of its own month for the lojista's store: R$ 1.500,50 of sales, 2,5%, R$ 37,51 due. */
async function openBill(app: TestApp, month: number, headers = admin) {
  const fx = app === t ? f : await moneyFixtures(app);
  await fx.addSale(fx.storeId, `2023-${String(month).padStart(2, '0')}-05`, 100_050);
  await fx.addSale(fx.storeId, `2023-${String(month).padStart(2, '0')}-25`, 50_000);
  const statement = (await processMonth(app, headers, [fx.storeId], month, 2023))['Casa Aurora Móveis']!;
  const res = await app.request({
    method: 'POST',
    url: '/api/bills',
    headers,
    payload: { extractIds: [statement.id] },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data[0] as { id: string; extractId: string; pixCopyPaste: string | null; dueDate: string };
}

const patch = (id: string, payload: object) =>
  t.request({ method: 'PATCH', url: `/api/bills/${id}`, headers: admin, payload });
const send = (id: string) => t.request({ method: 'POST', url: `/api/bills/${id}/send`, headers: admin });
const counts = async () => ({
  bills: await rowCount(t.database.db, bills),
  logs: await rowCount(t.database.db, logs),
  outbox: await rowCount(t.database.db, outbox),
});
const billLog = (id: string) =>
  t.database.db
    .select()
    .from(logs)
    .where(and(eq(logs.moduleName, 'Bill'), eq(logs.entityId, id)))
    .orderBy(logs.createdAt);
const statusOf = async (extractId: string) =>
  (await t.database.db.select().from(extracts).where(eq(extracts.id, extractId)))[0]?.status;

describe('the PIX BR Code', () => {
  it('is a valid payload (CRC16 included) that decodes back to the amount, the key and a txid of the bill', async () => {
    const bill = await openBill(t, 1);
    const payload = bill.pixCopyPaste!;
    expect(isValidPixPayload(payload)).toBe(true);
    expect(getPixPayloadInfo(payload)).toEqual({
      key: PIX.PIX_KEY,
      merchantName: 'Shopping Decor & Design',
      merchantCity: 'Sao Paulo',
      amount: 37.51,
      txid: bill.id.replaceAll('-', '').slice(0, 25).toUpperCase(),
      pointOfInitiation: 'static',
    });
    // A changed character breaks the CRC.
    expect(isValidPixPayload(payload.replace('37.51', '37.52'))).toBe(false);
  });
});

describe('the PDF', () => {
  it('shows the mall, store, month, sales, fee, amount, due date and the PIX code', async () => {
    const bill = await openBill(t, 2);
    const res = await t.request({ method: 'GET', url: `/api/bills/${bill.id}/pdf`, headers: lojista });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="boleto-2023-02-casa-aurora-moveis.pdf"');
    const text = await pdfText(res.rawPayload);
    const [store] = await t.database.db.select().from(stores).where(eq(stores.id, f.storeId));
    const cnpj = store!.cnpj.replace(/^(\w{2})(\w{3})(\w{3})(\w{4})(\w{2})$/, '$1.$2.$3/$4-$5');
    const [y, m, d] = bill.dueDate.split('-');
    for (const expected of [
      'Clube Decor & Design',
      'Casa Aurora Móveis',
      cnpj,
      'fevereiro de 2023',
      'Compras no mês 2',
      'R$ 1.500,50',
      '2,5%',
      'R$ 37,51',
      `${d}/${m}/${y}`,
      'Pague com PIX',
    ]) {
      expect(text.replace(/\u00a0/g, ' '), expected).toContain(expected);
    }
    // The code wraps on the page: its characters are all there, in order.
    expect(text.replace(/\s/g, '')).toContain(bill.pixCopyPaste!.replace(/\s/g, ''));
  });

  it('without a PIX key shows the configured bank details instead', async () => {
    const bank = await createTestApp({ BANK_DETAILS: 'Banco 341 - Itaú\\nAgência 0001\\nConta 12345-6' });
    try {
      const headers = await bank.login('admin@example.com');
      const bill = await openBill(bank, 3, headers);
      expect(bill.pixCopyPaste).toBeNull();
      const res = await bank.request({ method: 'GET', url: `/api/bills/${bill.id}/pdf`, headers });
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('Dados para pagamento');
      expect(text).toContain('Banco 341 - Itaú\nAgência 0001\nConta 12345-6');
      expect(text).not.toContain('PIX');
    } finally {
      await bank.close();
    }
  });
});

describe('sending by e-mail', () => {
  it('queues the bill e-mail with the PDF to each invoice address in one go, records when and audits it', async () => {
    const bill = await openBill(t, 4);
    await t.database.db
      .update(stores)
      .set({ invoiceEmails: ['financeiro@aurora.example.com', 'notas@aurora.example.com'] })
      .where(eq(stores.id, f.storeId));
    const res = await send(bill.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Boleto enviado por e-mail para 2 endereços da loja');
    expect(res.json().data.sentAt).toEqual(expect.any(String));
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, 'Boleto de abril de 2023: Casa Aurora Móveis'));
    expect(mails.map((m) => m.to).sort()).toEqual(['financeiro@aurora.example.com', 'notas@aurora.example.com']);
    for (const mail of mails) {
      expect(mail.html).toContain('PIX copia e cola');
      expect(mail.text).toContain(bill.pixCopyPaste);
      expect(mail.attachments).toHaveLength(1);
      const [file] = mail.attachments!;
      expect(file).toMatchObject({ filename: 'boleto-2023-04-casa-aurora-moveis.pdf', contentType: 'application/pdf' });
      expect(await pdfText(Buffer.from(file!.contentBase64, 'base64'))).toContain('R$ 37,51');
    }
    const audit = (await billLog(bill.id)).at(-1)!;
    expect(audit.methodName).toBe('send');
    expect(audit.result).toMatchObject({ to: ['financeiro@aurora.example.com', 'notas@aurora.example.com'] });
    const history = (await t.request({ method: 'GET', url: `/api/extracts/${bill.extractId}`, headers: admin })).json()
      .data.history;
    expect(history.at(-1).description).toBe('Boleto enviado por e-mail à loja');

    // Sending again (a reminder) is allowed, and recorded again.
    expect((await send(bill.id)).statusCode).toBe(200);
    expect((await billLog(bill.id)).filter((l) => l.methodName === 'send')).toHaveLength(2);
  });

  it('refuses a store without invoice e-mails and a paid bill (409), writing nothing', async () => {
    const bill = await openBill(t, 5);
    await t.database.db.update(stores).set({ invoiceEmails: [] }).where(eq(stores.id, f.storeId));
    const before = await counts();
    const res = await send(bill.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'A loja Casa Aurora Móveis não tem e-mail para notas fiscais cadastrado: cadastre até 3 no cadastro da loja para enviar o boleto',
    );
    expect(await counts()).toEqual(before);
    await t.database.db
      .update(stores)
      .set({ invoiceEmails: ['notas@aurora.example.com'] })
      .where(eq(stores.id, f.storeId));
    expect((await patch(bill.id, { paidAt: today() })).statusCode).toBe(200);
    const paid = await send(bill.id);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('O boleto já está quitado: não há o que enviar');
  });
});

describe('marking paid, recording errors, canceling', () => {
  it('marks an open bill paid on a valid date; refuses the future, a day before generation and a second payment', async () => {
    const bill = await openBill(t, 6);
    const before = await counts();
    for (const [paidAt, message] of [
      [addDays(today(), 1), 'A data do pagamento não pode ser no futuro'],
      [addDays(today(), -1), 'A data do pagamento não pode ser anterior à geração do boleto'],
      ['2023-02-30', 'Data do pagamento inválida (use AAAA-MM-DD)'],
    ] as const) {
      const res = await patch(bill.id, { paidAt });
      expect(res.statusCode, paidAt).toBe(400);
      expect(JSON.stringify(res.json().message)).toContain(message);
    }
    for (const body of [{}, { canceled: false }, { paidAt: today(), canceled: true }, { errorMessage: '' }]) {
      expect((await patch(bill.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await counts()).toEqual(before);

    const res = await patch(bill.id, { paidAt: today() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Pagamento do boleto registrado',
      data: { id: bill.id, status: 'QUITADO', paidAt: today(), overdue: false },
    });
    expect(await statusOf(bill.extractId)).toBe('paid');
    const audit = (await billLog(bill.id)).at(-1)!;
    expect(audit).toMatchObject({ methodName: 'markPaid' });
    expect(audit.previousState).toMatchObject({ status: 'ABERTO', paidAt: null });
    expect(audit.result).toMatchObject({ status: 'QUITADO', paidAt: today() });
    const again = await patch(bill.id, { paidAt: today() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('O boleto já está quitado');
    const cancel = await patch(bill.id, { canceled: true });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe('O boleto já está quitado: um boleto quitado não pode ser cancelado');
  });

  it('records and clears the provider error, audited', async () => {
    const bill = await openBill(t, 7);
    const set = await patch(bill.id, { errorMessage: '  Banco recusou o registro  ' });
    expect(set.json()).toMatchObject({
      message: 'Erro do boleto registrado',
      data: { errorMessage: 'Banco recusou o registro' },
    });
    const cleared = await patch(bill.id, { errorMessage: null });
    expect(cleared.json()).toMatchObject({ message: 'Erro do boleto removido', data: { errorMessage: null } });
    expect((await billLog(bill.id)).map((l) => l.methodName)).toEqual(['generate', 'recordError', 'recordError']);
  });

  it('an active bill blocks reprocessing and deleting its statement until it is canceled', async () => {
    const bill = await openBill(t, 8);
    const reprocess = () =>
      t.request({
        method: 'POST',
        url: '/api/extracts/process',
        headers: admin,
        payload: { storeIds: [f.storeId], month: 8, year: 2023 },
      });
    const remove = () =>
      t.request({ method: 'DELETE', url: '/api/extracts', headers: admin, payload: { extractIds: [bill.extractId] } });
    expect((await reprocess()).statusCode).toBe(409);
    expect((await remove()).statusCode).toBe(409);

    const res = await patch(bill.id, { canceled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Boleto cancelado',
      data: { id: null, extractId: bill.extractId, status: 'NÃO GERADO', dueDate: null },
    });
    expect(await statusOf(bill.extractId)).toBe('pending');
    expect((await t.request({ method: 'GET', url: `/api/bills/${bill.id}`, headers: admin })).statusCode).toBe(404);
    expect((await patch(bill.id, { canceled: true })).statusCode).toBe(404);
    const audit = (await billLog(bill.id)).at(-1)!;
    expect(audit.methodName).toBe('cancel');
    const history = (await t.request({ method: 'GET', url: `/api/extracts/${bill.extractId}`, headers: admin })).json()
      .data.history;
    expect(history.at(-1).description).toBe('Boleto cancelado');

    expect((await reprocess()).statusCode).toBe(200);
    // The statement may be billed again, and then deleted only after canceling that bill.
    const second = (
      await t.request({ method: 'POST', url: '/api/bills', headers: admin, payload: { extractIds: [bill.extractId] } })
    ).json();
    expect(second.data[0].id).not.toBe(bill.id);
    expect((await patch(second.data[0].id, { canceled: true })).statusCode).toBe(200);
    expect((await remove()).statusCode).toBe(200);
  });
});

describe('payment configuration', () => {
  it('is validated at start, naming the variable', () => {
    const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent' };
    expect(() => loadConfig({ ...base, PIX_KEY: 'not a key', PIX_MERCHANT_NAME: 'Shopping' })).toThrow(/PIX_KEY/);
    expect(() => loadConfig({ ...base, PIX_KEY: PIX.PIX_KEY })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, PIX_KEY: PIX.PIX_KEY })).toThrow(/PIX_MERCHANT_NAME/);
    expect(() => loadConfig({ ...base, ...PIX, PIX_MERCHANT_NAME: 'x'.repeat(26) })).toThrow(/PIX_MERCHANT_NAME/);
    expect(() => loadConfig({ ...base, BILL_PROVIDER: 'banco' })).toThrow(/BILL_PROVIDER/);
    expect(loadConfig({ ...base, ...PIX }).payment).toEqual({
      billProvider: 'pix-pdf',
      pix: { key: PIX.PIX_KEY, merchantName: 'Shopping Decor & Design', merchantCity: 'São Paulo' },
      bankDetails: undefined,
    });
  });
});
