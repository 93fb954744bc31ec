import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractAdjustments, extracts, logs, sales, stores } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/app';
import { today } from './support/fixtures';
import { moneyFixtures } from './support/money';

/**
 * Adjustments after a bill (DECISIONS.md, "Statements and bills"; issue 41, point 2): a billed
 * month that changes is never reopened; its difference goes onto the store's next statement as a
 * line naming the month and the sales, positive or negative, a negative balance carried on.
 */

let t: TestApp;
let f: Awaited<ReturnType<typeof moneyFixtures>>;
let admin: { authorization: string };
let lojista: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  f = await moneyFixtures(t);
  admin = await t.login('admin@example.com');
  lojista = await t.login('lojista@example.com');
});
afterAll(() => t.close());

const process = (body: object, headers = admin) =>
  t.request({ method: 'POST', url: '/api/extracts/process', headers, payload: body });
const processOne = async (storeId: string, month: number, year: number) => {
  const res = await process({ storeIds: [storeId], month, year });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data[0];
};
const detail = async (id: string, headers = admin) =>
  (await t.request({ method: 'GET', url: `/api/extracts/${id}`, headers })).json().data;
const generate = async (extractId: string) => {
  const res = await t.request({
    method: 'POST',
    url: '/api/bills',
    headers: admin,
    payload: { extractIds: [extractId] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data[0] as { id: string; amountDue: number };
};
const pay = async (billId: string) => {
  const res = await t.request({
    method: 'PATCH',
    url: `/api/bills/${billId}`,
    headers: admin,
    payload: { paidAt: today() },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const cancel = async (billId: string) => {
  const res = await t.request({
    method: 'PATCH',
    url: `/api/bills/${billId}`,
    headers: admin,
    payload: { canceled: true },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const setFee = (storeId: string, feeBps: number) =>
  t.database.db.update(stores).set({ feeBps }).where(eq(stores.id, storeId));

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('a late approval in a paid month', () => {
  it('goes onto the next statement as a line naming the month and the sale; the old one reads "ajustado no extrato de"', async () => {
    await setFee(f.storeId, 250);
    await f.addSale(f.storeId, '2024-03-10', 200_000);
    const march = await processOne(f.storeId, 3, 2024);
    expect(march).toMatchObject({ amountDue: 50, feeAmount: 50, adjustments: 0 });
    await pay((await generate(march.id)).id);

    // Approved late: the statement shows it, and says where it will go (a paid bill is not reopened).
    const late = await f.addSale(f.storeId, '2024-03-20', 200_000, 'pending');
    await t.database.db.update(sales).set({ status: 'approved' }).where(eq(sales.id, late));
    const before = await detail(march.id);
    expect(before.divergence).toMatchObject({
      amountDueDifference: 50,
      adjusted: null,
      pending: { totalSales: 2000, amountDue: 50, changedSales: 1 },
      settlement: 'next_statement',
      reopenable: false,
    });
    const refused = await process({ storeIds: [f.storeId], month: 3, year: 2024 });
    expect(refused.statusCode).toBe(409);

    await f.addSale(f.storeId, '2024-04-05', 100_000);
    const april = await processOne(f.storeId, 4, 2024);
    expect(april).toMatchObject({ feeAmount: 25, adjustments: 50, amountDue: 75, balanceCarried: 0 });
    const aprilDetail = await detail(april.id);
    expect(aprilDetail.adjustmentLines).toEqual([
      {
        id: expect.any(String),
        kind: 'sales',
        source: { extractId: march.id, month: 3, year: 2024 },
        totalSales: 2000,
        amount: 50,
        sales: [
          {
            saleId: late,
            invoiceNumber: expect.any(String),
            saleDate: '2024-03-20',
            client: { name: expect.any(String) },
            before: null,
            after: 2000,
          },
        ],
      },
    ]);

    const after = await detail(march.id);
    expect(after.amountDue).toBe(50);
    expect(after.carriedIn).toEqual([
      { extractId: april.id, month: 4, year: 2024, kind: 'sales', totalSales: 2000, amount: 50 },
    ]);
    expect(after.divergence).toMatchObject({
      amountDueDifference: 50,
      adjusted: { totalSales: 2000, amountDue: 50 },
      pending: { totalSales: 0, amountDue: 0, changedSales: 0 },
      settlement: 'settled',
    });
    expect(after.history.map((h: { description: string }) => h.description.replace(/\u00a0/g, ' '))).toContain(
      'Diferença de +R$ 50,00 ajustada no extrato de 04/2024',
    );
    // The store owner reads the same on its own statements.
    expect((await detail(april.id, lojista)).adjustmentLines).toHaveLength(1);

    // Reprocessing the next statement makes its lines again: never counted twice.
    const again = await processOne(f.storeId, 4, 2024);
    expect(again).toMatchObject({ id: april.id, adjustments: 50, amountDue: 75 });
    const lines = await t.database.db
      .select()
      .from(extractAdjustments)
      .where(eq(extractAdjustments.sourceExtractId, march.id));
    expect(lines).toHaveLength(1);
    // Nor by the statement after it: March counts what April took.
    await f.addSale(f.storeId, '2024-05-05', 100_000);
    expect(await processOne(f.storeId, 5, 2024)).toMatchObject({ adjustments: 0, amountDue: 25 });

    // The bill asks the statement's amount, and its PDF shows the month's fee and the line adding up to it.
    const bill = await generate(april.id);
    expect(bill.amountDue).toBe(75);
    const pdf = await t.request({ method: 'GET', url: `/api/bills/${bill.id}/pdf`, headers: admin });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Taxa do mês');
    expect(text).toContain('R$ 25,00');
    expect(text).toContain('Ajuste de março de 2024');
    expect(text).toContain('+R$ 50,00');
    expect(text).toContain('R$ 75,00');

    // The audit keeps the lines with the statement's figures.
    const [processed] = await t.database.db
      .select()
      .from(logs)
      .where(and(eq(logs.moduleName, 'Extract'), eq(logs.entityId, april.id), eq(logs.methodName, 'process')));
    expect(processed!.result).toMatchObject({
      adjustments: 50,
      amountDue: 75,
      adjustmentLines: [{ sourceExtractId: march.id, kind: 'sales', totalSales: 2000, amount: 50 }],
    });
  });
});

describe('a cancel in a paid month', () => {
  it('is a negative line; a balance larger than the next fee carries on until it is used up', async () => {
    const store = f.otherStoreId;
    await setFee(store, 1000);
    const sold = await f.addSale(store, '2024-05-10', 500_000);
    const may = await processOne(store, 5, 2024);
    await pay((await generate(may.id)).id);
    await t.database.db.update(sales).set({ status: 'canceled', reason: 'Devolução' }).where(eq(sales.id, sold));
    expect((await detail(may.id)).divergence).toMatchObject({
      pending: { amountDue: -500 },
      settlement: 'next_statement',
    });

    await f.addSale(store, '2024-06-10', 100_000);
    const june = await processOne(store, 6, 2024);
    expect(june).toMatchObject({ feeAmount: 100, adjustments: -500, amountDue: 0, balanceCarried: -400 });
    expect((await detail(june.id)).adjustmentLines[0]).toMatchObject({
      kind: 'sales',
      totalSales: -5000,
      amount: -500,
      sales: [{ saleId: sold, before: 5000, after: null }],
    });
    // Nothing to bill in June.
    const skipped = await t.request({
      method: 'POST',
      url: '/api/bills',
      headers: admin,
      payload: { extractIds: [june.id] },
    });
    expect(skipped.json().data).toEqual([]);

    await f.addSale(store, '2024-07-10', 300_000);
    const july = await processOne(store, 7, 2024);
    expect(july).toMatchObject({ feeAmount: 300, adjustments: -400, amountDue: 0, balanceCarried: -100 });
    expect((await detail(july.id)).adjustmentLines).toMatchObject([
      { kind: 'balance', source: { extractId: june.id, month: 6, year: 2024 }, amount: -400, sales: [] },
    ]);
    // June's balance went to July: June is closed now.
    const reprocessJune = await process({ storeIds: [store], month: 6, year: 2024 });
    expect(reprocessJune.statusCode).toBe(409);
    expect(reprocessJune.json().message).toBe(
      'O extrato de Lumen Iluminação de 06/2024 já foi ajustado no extrato de 07/2024: ele não pode mais ser reprocessado',
    );
    const deleteJune = await t.request({
      method: 'DELETE',
      url: '/api/extracts',
      headers: admin,
      payload: { extractIds: [june.id] },
    });
    expect(deleteJune.statusCode).toBe(409);
    expect((await detail(june.id)).carriedIn).toMatchObject([{ extractId: july.id, kind: 'balance', amount: -400 }]);

    await f.addSale(store, '2024-08-10', 300_000);
    const august = await processOne(store, 8, 2024);
    expect(august).toMatchObject({ feeAmount: 300, adjustments: -100, amountDue: 200, balanceCarried: 0 });
    // Reprocessing takes the same balance once.
    expect(await processOne(store, 8, 2024)).toMatchObject({ adjustments: -100, amountDue: 200 });
    const [row] = await t.database.db.select().from(extracts).where(eq(extracts.id, august.id));
    expect(row).toMatchObject({ amountDueCents: 20_000, adjustmentsCents: -10_000, balanceCarriedCents: 0 });
  });
});

describe('an unpaid bill', () => {
  it('may be canceled and its month reprocessed until its difference was carried; then the month stays closed', async () => {
    const store = f.thirdStoreId;
    await setFee(store, 200);
    await f.addSale(store, '2024-09-10', 100_000);
    const sept = await processOne(store, 9, 2024);
    const bill = await generate(sept.id);
    await f.addSale(store, '2024-09-15', 50_000);
    expect((await detail(sept.id)).divergence).toMatchObject({ settlement: 'next_statement', reopenable: true });

    // Canceled before the next statement: the month is reopened and reprocessed, nothing carried.
    await cancel(bill.id);
    expect((await detail(sept.id)).divergence).toMatchObject({ settlement: 'reprocess', reopenable: false });
    expect(await processOne(store, 9, 2024)).toMatchObject({ totalSales: 1500, amountDue: 30, divergence: null });
    const billAgain = await generate(sept.id);

    // A later change, carried by October; canceling the bill then does not reopen September.
    await f.addSale(store, '2024-09-20', 25_000);
    await f.addSale(store, '2024-10-05', 10_000);
    const october = await processOne(store, 10, 2024);
    expect(october).toMatchObject({ feeAmount: 2, adjustments: 5, amountDue: 7 });
    await cancel(billAgain.id);
    expect((await detail(sept.id)).divergence).toMatchObject({ settlement: 'settled', reopenable: false });
    const refused = await process({ storeIds: [store], month: 9, year: 2024 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('já foi ajustado no extrato de 10/2024');

    // Deleting October (no bill) gives the difference back to the next statement processed.
    const removed = await t.request({
      method: 'DELETE',
      url: '/api/extracts',
      headers: admin,
      payload: { extractIds: [october.id] },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await detail(sept.id)).divergence).toMatchObject({
      pending: { amountDue: 5, changedSales: 1 },
      settlement: 'reprocess',
    });
  });
});
