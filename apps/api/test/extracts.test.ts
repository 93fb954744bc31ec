import { amountDueCents } from '@mall/shared';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bills, campaigns, extractSales, extracts, logs, sales, stores } from '../src/db/schema';
import { processStatements } from '../src/modules/extracts/extracts.process';
import { createTestApp, type TestApp } from './support/app';
import { rowCount } from './support/db';
import { demoIds, today } from './support/fixtures';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let campaignId: string;
let thirdStoreId: string;
let admin: { authorization: string };
let smart: { authorization: string };
let lojista: { authorization: string };
let concierge: { authorization: string };
let invoice = 0;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t);
  const [campaign] = await t.database.db.select({ id: campaigns.id }).from(campaigns).limit(1);
  campaignId = campaign!.id;
  const [third] = await t.database.db.select().from(stores).where(eq(stores.tradeName, 'Atelier Vértice'));
  thirdStoreId = third!.id;
  admin = await t.login('admin@example.com');
  smart = await t.login('smart@example.com');
  lojista = await t.login('lojista@example.com');
  concierge = await t.login('concierge@example.com');
});
afterAll(() => t.close());

/** A sale written straight into the table (its month is long closed, outside any campaign rule). */
async function addSale(storeId: string, saleDate: string, netCents: number, status = 'approved') {
  invoice += 1;
  const [row] = await t.database.db
    .insert(sales)
    .values({
      type: 'invoice_number',
      invoiceNumber: `EXT-${invoice}`,
      saleDate,
      storeId,
      clientId: ids.clientId,
      campaignId,
      grossCents: netCents,
      discountCents: 0,
      netCents,
      status: status as 'approved',
    })
    .returning({ id: sales.id });
  return row!.id;
}

function processMonth(body: Record<string, unknown>, headers = admin) {
  return t.request({ method: 'POST', url: '/api/extracts/process', headers, payload: body });
}

function list(query: string, headers = admin) {
  return t.request({ method: 'GET', url: `/api/extracts?${query}`, headers });
}

function remove(extractIds: string[], headers = admin) {
  return t.request({ method: 'DELETE', url: '/api/extracts', headers, payload: { extractIds } });
}

async function auditOf(entityId: string) {
  return t.database.db
    .select()
    .from(logs)
    .where(and(eq(logs.moduleName, 'Extract'), eq(logs.entityId, entityId)))
    .orderBy(logs.createdAt);
}

async function insertBill(extractId: string, storeId: string, status = 'ABERTO') {
  const [bill] = await t.database.db
    .insert(bills)
    .values({
      storeId,
      extractId,
      monthRef: '2025-01-01',
      amountDueCents: 100,
      adminFeeBps: 250,
      dueDate: '2025-02-10',
      status: status as 'ABERTO',
    })
    .returning({ id: bills.id });
  return bill!.id;
}

const counts = async () => ({
  extracts: await rowCount(t.database.db, extracts),
  frozen: await rowCount(t.database.db, extractSales),
  logs: await rowCount(t.database.db, logs),
});

describe('processing statements', () => {
  it('freezes each store-month with its approved sales, the fee and who processed it; a store without sales gets zero', async () => {
    await addSale(ids.storeId, '2025-01-01', 100_050);
    await addSale(ids.storeId, '2025-01-31', 50_000);
    await addSale(ids.storeId, '2025-01-15', 70_000, 'pending');
    await addSale(ids.storeId, '2025-01-16', 80_000, 'rejected');
    await addSale(ids.storeId, '2024-12-31', 90_000);
    await addSale(ids.storeId, '2025-02-01', 90_000);
    await addSale(ids.otherStoreId, '2025-01-10', 33_333);
    await t.database.db.update(stores).set({ feeBps: 175 }).where(eq(stores.id, ids.otherStoreId));

    const res = await processMonth({ storeIds: [ids.storeId, ids.otherStoreId, thirdStoreId], month: 1, year: 2025 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Extratos processados com sucesso');
    const byName = Object.fromEntries(body.data.map((e: { store: { tradeName: string } }) => [e.store.tradeName, e]));
    expect(byName['Casa Aurora Móveis']).toMatchObject({
      month: 1,
      year: 2025,
      salesCount: 2,
      totalSales: 1500.5,
      fee: 2.5,
      amountDue: 37.51, // 150050 x 2.5% = 3751.25 centavos, half up once
      status: 'pending',
      processedBy: { name: expect.any(String) },
      divergence: null,
      bill: null,
    });
    expect(byName['Lumen Iluminação']).toMatchObject({ salesCount: 1, totalSales: 333.33, fee: 1.75, amountDue: 5.83 });
    expect(byName['Atelier Vértice']).toMatchObject({ salesCount: 0, totalSales: 0, amountDue: 0, divergence: null });

    const aurora = byName['Casa Aurora Móveis'];
    const frozen = await t.database.db.select().from(extractSales).where(eq(extractSales.extractId, aurora.id));
    expect(frozen.map((f) => [f.saleDate, f.netCents]).sort()).toEqual([
      ['2025-01-01', 100_050],
      ['2025-01-31', 50_000],
    ]);
    expect(frozen.every((f) => f.invoiceNumber?.startsWith('EXT-'))).toBe(true);
    const [row] = await t.database.db.select().from(extracts).where(eq(extracts.id, aurora.id));
    expect(row).toMatchObject({ feeBps: 250, salesCount: 2, totalSalesCents: 150_050, amountDueCents: 3751 });
    expect(row!.processedById).toEqual(aurora.processedBy.id);

    const audit = await auditOf(aurora.id);
    expect(audit.map((a) => a.methodName)).toEqual(['process']);
    expect(audit[0]!.result).toEqual({
      store: 'Casa Aurora Móveis',
      storeId: ids.storeId,
      month: 1,
      year: 2025,
      salesCount: 2,
      totalSales: 1500.5,
      fee: 2.5,
      amountDue: 37.51,
      adjustments: 0,
      balanceCarried: 0,
      status: 'pending',
      adjustmentLines: [],
    });
  });

  it('reprocesses in place: same id, the new sales and the fee now, audited with the figures before', async () => {
    const first = (await processMonth({ storeIds: [ids.otherStoreId], month: 1, year: 2025 })).json().data[0];
    await addSale(ids.otherStoreId, '2025-01-20', 10_000);
    await t.database.db.update(stores).set({ feeBps: 300 }).where(eq(stores.id, ids.otherStoreId));
    const res = await processMonth({ storeIds: [ids.otherStoreId], month: 1, year: 2025 }, smart);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Extrato processado com sucesso');
    const again = res.json().data[0];
    expect(again.id).toBe(first.id);
    expect(again).toMatchObject({ salesCount: 2, totalSales: 433.33, fee: 3, amountDue: 13 });
    expect(await rowCount(t.database.db, extractSales)).toBeGreaterThan(0);
    const frozen = await t.database.db.select().from(extractSales).where(eq(extractSales.extractId, first.id));
    expect(frozen).toHaveLength(2);
    const audit = await auditOf(first.id);
    const last = audit.at(-1)!;
    expect(last.methodName).toBe('reprocess');
    expect(last.previousState).toMatchObject({ salesCount: 1, totalSales: 333.33, fee: 1.75 });
    expect(last.result).toMatchObject({ salesCount: 2, totalSales: 433.33, fee: 3, amountDue: 13 });
  });

  it('refuses to reprocess a statement with an active bill, naming the store and month, writing nothing', async () => {
    const [statement] = (await processMonth({ storeIds: [thirdStoreId], month: 1, year: 2025 })).json().data;
    const billId = await insertBill(statement.id, thirdStoreId);
    await addSale(thirdStoreId, '2025-01-05', 12_345);
    const before = await counts();
    const res = await processMonth({ storeIds: [ids.storeId, thirdStoreId], month: 1, year: 2025 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'O extrato de Atelier Vértice de 01/2025 já tem boleto: cancele o boleto antes de reprocessá-lo',
    );
    expect(await counts()).toEqual(before);
    const [row] = await t.database.db.select().from(extracts).where(eq(extracts.id, statement.id));
    expect(row!.salesCount).toBe(0);

    // The list shows the bill; once it is canceled the statement may be reprocessed.
    const listed = (await list('month=1&year=2025&search=vértice')).json().data[0];
    expect(listed.bill).toMatchObject({ id: billId, status: 'ABERTO', dueDate: '2025-02-10', overdue: true });
    await t.database.db.update(bills).set({ canceledAt: new Date().toISOString() }).where(eq(bills.id, billId));
    const retry = await processMonth({ storeIds: [thirdStoreId], month: 1, year: 2025 });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data[0]).toMatchObject({ id: statement.id, salesCount: 1, totalSales: 123.45, bill: null });
  });

  it('refuses a month that has not ended, an unknown store and malformed bodies with a 400 in Portuguese, writing nothing', async () => {
    const before = await counts();
    const [y, m] = today().split('-').map(Number) as [number, number];
    const current = await processMonth({ storeIds: [ids.storeId], month: m, year: y });
    expect(current.statusCode).toBe(400);
    expect(current.json().message).toMatch(
      /^O mês \d{2}\/\d{4} ainda não terminou: ele pode ser processado a partir de 01\//,
    );
    const future = await processMonth({ storeIds: [ids.storeId], month: m, year: y + 1 });
    expect(future.statusCode).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await processMonth({ storeIds: [ids.storeId, unknown], month: 1, year: 2025 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(`Loja não encontrada: ${unknown}`);
    const cases: [Record<string, unknown>, string][] = [
      [{ storeIds: [], month: 1, year: 2025 }, 'Selecione pelo menos uma loja'],
      [{ month: 1, year: 2025 }, 'Selecione pelo menos uma loja'],
      [{ storeIds: ['x'], month: 1, year: 2025 }, 'Loja inválida'],
      [{ storeIds: [ids.storeId], month: 13, year: 2025 }, 'Mês deve ser de 1 a 12'],
      [{ storeIds: [ids.storeId], month: 1.5, year: 2025 }, 'Mês deve ser de 1 a 12'],
      [{ storeIds: [ids.storeId], year: 2025 }, 'Informe o mês'],
      [{ storeIds: [ids.storeId], month: 1 }, 'Informe o ano'],
      [{ storeIds: [ids.storeId], month: 1, year: 1999 }, 'Ano inválido'],
    ];
    for (const [body, message] of cases) {
      const res = await processMonth(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect([res.json().message].flat()).toContain(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('keeps one statement per store-month when two staff process it at once', async () => {
    await addSale(ids.storeId, '2025-08-08', 8_000);
    const body = { storeIds: [ids.storeId, ids.otherStoreId], month: 8, year: 2025 };
    const [a, b] = await Promise.all([processMonth(body), processMonth(body, smart)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await t.database.db
      .select()
      .from(extracts)
      .where(and(eq(extracts.year, 2025), eq(extracts.month, 8)));
    expect(rows).toHaveLength(2);
    const ids8 = (r: typeof a) =>
      r
        .json()
        .data.map((e: { id: string }) => e.id)
        .sort();
    expect(ids8(a)).toEqual(ids8(b));
    const aurora = rows.find((r) => r.storeId === ids.storeId)!;
    expect(aurora).toMatchObject({ salesCount: 1, totalSalesCents: 8_000, amountDueCents: 200 });
    expect(await t.database.db.select().from(extractSales).where(eq(extractSales.extractId, aurora.id))).toHaveLength(
      1,
    );
  });

  it('processes every active store that sold in the month for the monthly job', async () => {
    const [quiet] = await t.database.db.select().from(stores).where(eq(stores.tradeName, 'Trama Tapetes'));
    const [closed] = await t.database.db.select().from(stores).where(eq(stores.tradeName, 'Linho & Algodão'));
    await addSale(ids.storeId, '2024-06-03', 10_000);
    await addSale(thirdStoreId, '2024-06-30', 20_000);
    await addSale(quiet!.id, '2024-06-10', 5_000, 'pending');
    await addSale(closed!.id, '2024-06-10', 5_000);
    await t.database.db
      .update(stores)
      .set({ inactivatedAt: new Date().toISOString() })
      .where(eq(stores.id, closed!.id));
    const data = await processStatements(t.database.db, {
      storeIds: 'all-that-sold',
      month: 6,
      year: 2024,
      userId: null,
      timeZone: 'America/Sao_Paulo',
    });
    expect(data.map((e) => [e.store.tradeName, e.totalSales, e.processedBy])).toEqual([
      ['Atelier Vértice', 200, null],
      ['Casa Aurora Móveis', 100, null],
    ]);
    const audit = await auditOf(data[0]!.id);
    expect(audit[0]).toMatchObject({ methodName: 'process', userId: null });

    // Run again after staff billed one statement: the job leaves it alone and redoes the other.
    await insertBill(data[0]!.id, thirdStoreId);
    await addSale(ids.storeId, '2024-06-04', 5_000);
    const again = await processStatements(t.database.db, {
      storeIds: 'all-that-sold',
      month: 6,
      year: 2024,
      userId: null,
      timeZone: 'America/Sao_Paulo',
    });
    expect(again.map((e) => [e.store.tradeName, e.totalSales])).toEqual([['Casa Aurora Móveis', 150]]);
    const [kept] = await t.database.db.select().from(extracts).where(eq(extracts.id, data[0]!.id));
    expect(kept!.totalSalesCents).toBe(20_000);
  });
});

describe('zero statements (issue 41, point 9)', () => {
  it('"process all" makes none; one store named gets its zero statement; the lists hide zero rows unless asked', async () => {
    await addSale(ids.storeId, '2023-11-10', 10_000);
    await addSale(ids.otherStoreId, '2023-11-11', 5_000, 'pending');
    const all = await processMonth({ allStores: true, month: 11, year: 2023 }, smart);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.map((e: { store: { tradeName: string } }) => e.store.tradeName)).toEqual([
      'Casa Aurora Móveis',
    ]);
    const audit = await auditOf(all.json().data[0].id);
    expect(audit[0]).toMatchObject({ methodName: 'process', userId: expect.any(String) });

    // Named explicitly, a store without an approved sale gets its zero statement.
    const one = await processMonth({ storeIds: [ids.otherStoreId], month: 11, year: 2023 });
    expect(one.json().data[0]).toMatchObject({ salesCount: 0, amountDue: 0 });
    const zeroId = one.json().data[0].id;

    const names = (res: { json: () => { data: { store: { tradeName: string } }[] } }) =>
      res.json().data.map((e) => e.store.tradeName);
    const hidden = await list('month=11&year=2023');
    expect(names(hidden)).toEqual(['Casa Aurora Móveis']);
    expect(hidden.json().total).toBe(1);
    expect(names(await list('month=11&year=2023&includeZero=true'))).toEqual([
      'Casa Aurora Móveis',
      'Lumen Iluminação',
    ]);
    expect((await list('month=11&year=2023&includeZero=true')).json().total).toBe(2);
    const bills = (query: string) => t.request({ method: 'GET', url: `/api/bills?${query}`, headers: admin });
    expect(names(await bills('month=11&year=2023'))).toEqual(['Casa Aurora Móveis']);
    expect(names(await bills('month=11&year=2023&status=NÃO GERADO'))).toEqual(['Casa Aurora Móveis']);
    expect(names(await bills('month=11&year=2023&includeZero=true'))).toEqual([
      'Casa Aurora Móveis',
      'Lumen Iluminação',
    ]);

    // A late approval makes the zero statement a divergence staff must see: it shows again.
    await t.database.db.update(sales).set({ status: 'approved' }).where(eq(sales.storeId, ids.otherStoreId));
    const shown = (await list('month=11&year=2023')).json().data;
    expect(shown.map((e: { id: string }) => e.id)).toContain(zeroId);

    // A month no store sold in: nothing made, and the answer says so.
    const nothing = await processMonth({ allStores: true, month: 12, year: 2023 });
    expect(nothing.json()).toEqual({
      message: 'Nenhum extrato processado: nenhuma loja com venda aprovada em 12/2023 sem boleto',
      data: [],
    });

    for (const [query, message] of [
      ['includeZero=sim', 'includeZero deve ser true ou false'],
      ['includeZero=', 'includeZero deve ser true ou false'],
    ] as const) {
      for (const url of ['/api/extracts', '/api/bills']) {
        const res = await t.request({ method: 'GET', url: `${url}?${query}`, headers: admin });
        expect(res.statusCode).toBe(400);
        expect(JSON.stringify(res.json())).toContain(message);
      }
    }
    const before = await counts();
    for (const [body, message] of [
      [{ month: 11, year: 2023 }, 'Selecione pelo menos uma loja'],
      [
        { storeIds: [ids.storeId], allStores: true, month: 11, year: 2023 },
        'Escolha as lojas ou todas as lojas, não os dois',
      ],
      [{ allStores: false, month: 11, year: 2023 }, 'allStores deve ser true'],
    ] as const) {
      const res = await processMonth(body);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(await counts()).toEqual(before);
    expect((await processMonth({ allStores: true, month: 11, year: 2023 }, lojista)).statusCode).toBe(403);
  });
});

describe('divergence', () => {
  it('shows an edit, a cancel and a late approval as the difference, until reprocessed', async () => {
    const edited = await addSale(ids.storeId, '2025-03-03', 100_000);
    const canceled = await addSale(ids.storeId, '2025-03-04', 40_000);
    await addSale(ids.storeId, '2025-03-05', 60_000);
    const late = await addSale(ids.storeId, '2025-03-06', 25_000, 'pending');
    const [statement] = (await processMonth({ storeIds: [ids.storeId], month: 3, year: 2025 })).json().data;
    expect(statement).toMatchObject({ salesCount: 3, totalSales: 2000, amountDue: 50, divergence: null });

    const divergence = async () => (await list(`month=3&year=2025&storeId=${ids.storeId}`)).json().data[0].divergence;
    await t.database.db.update(sales).set({ grossCents: 90_000, netCents: 90_000 }).where(eq(sales.id, edited));
    expect(await divergence()).toEqual({
      currentTotalSales: 1900,
      currentAmountDue: 47.5,
      difference: -100,
      amountDueDifference: -2.5,
      changedSales: 1,
      adjusted: null,
      pending: { totalSales: -100, amountDue: -2.5, changedSales: 1 },
      settlement: 'reprocess',
      reopenable: false,
    });
    await t.database.db.update(sales).set({ status: 'canceled', reason: 'Devolução' }).where(eq(sales.id, canceled));
    expect(await divergence()).toMatchObject({ currentTotalSales: 1500, difference: -500, changedSales: 2 });
    await t.database.db.update(sales).set({ status: 'approved' }).where(eq(sales.id, late));
    expect(await divergence()).toEqual({
      currentTotalSales: 1750,
      currentAmountDue: 43.75,
      difference: -250,
      amountDueDifference: -6.25,
      changedSales: 3,
      adjusted: null,
      pending: { totalSales: -250, amountDue: -6.25, changedSales: 3 },
      settlement: 'reprocess',
      reopenable: false,
    });

    const detail = (await t.request({ method: 'GET', url: `/api/extracts/${statement.id}`, headers: admin })).json()
      .data;
    expect(detail.totalSales).toBe(2000);
    const bySale = Object.fromEntries(detail.sales.map((s: { saleId: string }) => [s.saleId, s]));
    expect(bySale[edited]).toMatchObject({
      netValue: 1000,
      current: { netValue: 900, status: 'approved' },
      changed: true,
    });
    expect(bySale[canceled]).toMatchObject({ netValue: 400, current: { status: 'canceled' }, changed: true });
    expect(detail.sales.filter((s: { changed: boolean }) => !s.changed)).toHaveLength(1);
    expect(detail.missingSales).toEqual([
      expect.objectContaining({ saleId: late, netValue: 250, changed: true, client: { name: expect.any(String) } }),
    ]);

    const again = (await processMonth({ storeIds: [ids.storeId], month: 3, year: 2025 })).json().data[0];
    expect(again).toMatchObject({ id: statement.id, salesCount: 3, totalSales: 1750, divergence: null });
  });

  it('counts an exchange of values between two sales even when the total stays the same', async () => {
    const a = await addSale(ids.otherStoreId, '2025-04-01', 10_000);
    const b = await addSale(ids.otherStoreId, '2025-04-02', 20_000);
    await processMonth({ storeIds: [ids.otherStoreId], month: 4, year: 2025 });
    await t.database.db.update(sales).set({ grossCents: 20_000, netCents: 20_000 }).where(eq(sales.id, a));
    await t.database.db.update(sales).set({ grossCents: 10_000, netCents: 10_000 }).where(eq(sales.id, b));
    const [row] = (await list(`month=4&year=2025&storeId=${ids.otherStoreId}`)).json().data;
    expect(row.divergence).toMatchObject({ difference: 0, amountDueDifference: 0, changedSales: 2 });
  });
});

describe('listing', () => {
  it('lists newest month first then store, with the total value of every match, not only the page', async () => {
    const all = (await list('limit=100')).json();
    const keys = all.data.map((e: { year: number; month: number; store: { tradeName: string } }) => [
      -e.year * 100 - e.month,
      e.store.tradeName,
    ]);
    const sorted = [...keys].sort((x, y) => x[0] - y[0] || x[1].localeCompare(y[1], 'pt-BR'));
    expect(keys).toEqual(sorted);
    const cents = (v: number) => Math.round(v * 100);
    const sum = all.data.reduce((acc: number, e: { amountDue: number }) => acc + cents(e.amountDue), 0);
    expect(cents(all.totalValue)).toBe(sum);
    expect(all.total).toBe(all.data.length);

    const page = (await list('limit=2&page=2')).json();
    expect(page.data).toHaveLength(2);
    expect(page.data).toEqual(all.data.slice(2, 4));
    expect(page.total).toBe(all.total);
    expect(page.totalValue).toBe(all.totalValue);
    const past = (await list('limit=10&page=999')).json();
    expect(past).toEqual({ data: [], total: all.total, totalValue: all.totalValue });

    const searched = (await list('search=aurora&limit=100')).json();
    expect(searched.data.length).toBeGreaterThan(0);
    expect(
      searched.data.every((e: { store: { tradeName: string } }) => e.store.tradeName === 'Casa Aurora Móveis'),
    ).toBe(true);
    const byYear = (await list('year=2024&limit=100')).json();
    expect(byYear.data.every((e: { year: number }) => e.year === 2024)).toBe(true);
    const pending = (await list('status=paid')).json();
    expect(pending).toEqual({ data: [], total: 0, totalValue: 0 });
  });

  it('counts and sums every match of the filters on every page, a store owner its own store only', async () => {
    // Two months of 2009 (no other test uses that year) for three stores, each with its own amounts.
    const stores3 = [ids.storeId, ids.otherStoreId, thirdStoreId];
    for (const month of [5, 6]) {
      for (const [i, storeId] of stores3.entries()) {
        await addSale(storeId, `2009-0${month}-1${i}`, 10_000 * (i + 1) + month * 123);
      }
      expect((await processMonth({ storeIds: stores3, month, year: 2009 })).statusCode).toBe(200);
    }
    const cents = (v: number) => Math.round(v * 100);
    const cases: [string, { authorization: string }][] = [
      ['', admin],
      ['year=2009', admin],
      ['month=5&year=2009', admin],
      [`storeId=${ids.storeId}&year=2009`, admin],
      ['search=aurora', admin],
      ['status=pending&year=2009', concierge],
      ['', lojista],
      ['year=2009', lojista],
      [`storeId=${ids.otherStoreId}`, lojista],
    ];
    for (const [filter, who] of cases) {
      const all = (await list(`${filter}&limit=100`, who)).json();
      const label = `${filter} as ${who === lojista ? 'store owner' : 'staff'}`;
      expect(all.total, label).toBe(all.data.length);
      expect(cents(all.totalValue), label).toBe(
        all.data.reduce((acc: number, e: { amountDue: number }) => acc + cents(e.amountDue), 0),
      );
      if (who === lojista) expect(all.data.every((e: { storeId: string }) => e.storeId === ids.storeId)).toBe(true);
      for (const page of [1, 2, all.total + 1]) {
        const one = (await list(`${filter}&limit=1&page=${page}`, who)).json();
        expect(one, `${label}, page ${page}`).toEqual({
          data: all.data.slice(page - 1, page),
          total: all.total,
          totalValue: all.totalValue,
        });
      }
    }
    const year = (await list('year=2009&limit=100')).json();
    expect(year.total).toBe(6);
    expect(cents(year.totalValue)).toBeGreaterThan(0);
    expect((await list('month=5&year=2009')).json().total).toBe(3);
    expect((await list('year=2009', lojista)).json().total).toBe(2);
  });

  it('refuses bad filters with a 400 in Portuguese', async () => {
    for (const [query, message] of [
      ['month=1', 'Informe o ano junto com o mês'],
      ['month=13&year=2025', 'Mês deve ser de 1 a 12'],
      ['status=QUITADO', 'Situação inválida'],
      ['storeId=abc', 'Loja inválida'],
    ]) {
      const res = await list(query!);
      expect(res.statusCode, query).toBe(400);
      expect([res.json().message].flat()).toContain(message);
    }
  });

  it('shows the history with Portuguese descriptions and who acted, bills included', async () => {
    const [statement] = (await processMonth({ storeIds: [ids.otherStoreId], month: 1, year: 2025 })).json().data;
    const billId = await insertBill(statement.id, ids.otherStoreId);
    await t.database.db.insert(logs).values({
      moduleName: 'Bill',
      methodName: 'send',
      entityId: billId,
      userId: statement.processedBy.id,
      result: { id: billId },
    });
    const detail = (await t.request({ method: 'GET', url: `/api/extracts/${statement.id}`, headers: admin })).json()
      .data;
    const descriptions = detail.history.map((h: { description: string }) => h.description);
    expect(descriptions[0]).toBe(
      'Extrato processado: 1 venda, total R$\u00a0333,33, taxa 1,75%, valor devido R$\u00a05,83',
    );
    expect(descriptions).toContain('Boleto enviado por e-mail à loja');
    expect(descriptions.filter((d: string) => d.startsWith('Extrato reprocessado: 2 vendas'))).not.toHaveLength(0);
    expect(detail.history.at(-1).user).toEqual({ id: statement.processedBy.id, name: expect.any(String) });
    expect(detail.bill).toMatchObject({ id: billId, status: 'ABERTO' });
  });
});

describe('deleting statements', () => {
  it('deletes statements without a bill, all or none, audited; an unknown id is a 404', async () => {
    await addSale(ids.storeId, '2025-05-02', 10_000);
    const data = (
      await processMonth({ storeIds: [ids.storeId, ids.otherStoreId, thirdStoreId], month: 5, year: 2025 })
    ).json().data as { id: string; storeId: string }[];
    const billed = data.find((e) => e.storeId === thirdStoreId)!;
    await insertBill(billed.id, thirdStoreId);
    const free = data.filter((e) => e !== billed).map((e) => e.id);

    const before = await counts();
    const refused = await remove([...free, billed.id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'O extrato de Atelier Vértice de 05/2025 tem boleto: cancele o boleto antes de excluí-lo',
    );
    const unknown = '00000000-0000-4000-8000-000000000001';
    const missing = await remove([free[0]!, unknown]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(`Extrato não encontrado: ${unknown}`);
    expect((await remove([])).statusCode).toBe(400);
    expect((await remove(['nope'])).json().message).toBe('Extrato inválido');
    expect(await counts()).toEqual(before);

    const ok = await remove(free, smart);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Extratos excluídos com sucesso');
    expect(await t.database.db.select().from(extracts).where(inArray(extracts.id, free))).toEqual([]);
    expect(await t.database.db.select().from(extractSales).where(inArray(extractSales.extractId, free))).toEqual([]);
    const audit = await auditOf(free[0]!);
    expect(audit.at(-1)).toMatchObject({ methodName: 'delete', result: null });
    expect(audit.at(-1)!.previousState).toMatchObject({ month: 5, year: 2025 });
    expect((await t.request({ method: 'GET', url: `/api/extracts/${free[0]}`, headers: admin })).statusCode).toBe(404);
  });
});

describe('who may do what', () => {
  it("shows a store owner its own store's statements only, and never lets it process or delete", async () => {
    const mine = (await list('limit=100', lojista)).json();
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((e: { storeId: string }) => e.storeId === ids.storeId)).toBe(true);
    const cents = (v: number) => Math.round(v * 100);
    expect(cents(mine.totalValue)).toBe(
      mine.data.reduce((acc: number, e: { amountDue: number }) => acc + cents(e.amountDue), 0),
    );
    expect((await list(`storeId=${ids.otherStoreId}`, lojista)).json()).toEqual({ data: [], total: 0, totalValue: 0 });

    const foreign = (await list(`storeId=${ids.otherStoreId}&limit=1`)).json().data[0];
    expect((await t.request({ method: 'GET', url: `/api/extracts/${foreign.id}`, headers: lojista })).statusCode).toBe(
      404,
    );
    const own = mine.data[0];
    const detail = await t.request({ method: 'GET', url: `/api/extracts/${own.id}`, headers: lojista });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.storeId).toBe(ids.storeId);

    const before = await counts();
    expect((await processMonth({ storeIds: [ids.storeId], month: 1, year: 2025 }, lojista)).statusCode).toBe(403);
    expect((await remove([own.id], lojista)).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('lets the concierge read every store but not process or delete; customers and sellers read nothing', async () => {
    const all = (await list('limit=100', concierge)).json();
    expect(new Set(all.data.map((e: { storeId: string }) => e.storeId)).size).toBeGreaterThan(1);
    const one = all.data[0];
    expect((await t.request({ method: 'GET', url: `/api/extracts/${one.id}`, headers: concierge })).statusCode).toBe(
      200,
    );
    const refused = await processMonth({ storeIds: [ids.storeId], month: 1, year: 2025 }, concierge);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Você não tem permissão para esta ação');
    expect((await remove([one.id], concierge)).statusCode).toBe(403);
    for (const email of ['cliente@example.com', 'vendedor@example.com']) {
      const h = await t.login(email);
      expect((await list('', h)).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/extracts' })).statusCode).toBe(401);
  });
});

describe('reconciliation', () => {
  it('every statement equals its frozen sales to the cent, the footer the sum of the rows, and processing twice the same', async () => {
    const stores3 = [ids.storeId, ids.otherStoreId, thirdStoreId];
    const sale = fc.record({
      store: fc.integer({ min: 0, max: 2 }),
      day: fc.integer({ min: 1, max: 28 }),
      cents: fc.integer({ min: 0, max: 5_000_000 }),
      status: fc.constantFrom('approved', 'approved', 'approved', 'pending', 'canceled'),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(sale, { maxLength: 12 }), fc.integer({ min: 0, max: 10_000 }), async (list3, fee) => {
        run += 1;
        const year = 2010 + run; // a month of its own per run
        await t.database.db.update(stores).set({ feeBps: fee }).where(eq(stores.id, thirdStoreId));
        for (const s of list3) {
          await addSale(stores3[s.store]!, `${year}-07-${String(s.day).padStart(2, '0')}`, s.cents, s.status);
        }
        const first = (await processMonth({ storeIds: stores3, month: 7, year })).json().data as {
          id: string;
          storeId: string;
          salesCount: number;
          totalSales: number;
          fee: number;
          amountDue: number;
        }[];
        expect(first).toHaveLength(3);
        for (const e of first) {
          const frozen = await t.database.db.select().from(extractSales).where(eq(extractSales.extractId, e.id));
          const frozenCents = frozen.reduce((acc, f) => acc + f.netCents, 0);
          const expected = list3
            .filter((s) => stores3[s.store] === e.storeId && s.status === 'approved')
            .reduce((acc, s) => acc + s.cents, 0);
          expect(Math.round(e.totalSales * 100)).toBe(frozenCents);
          expect(frozenCents).toBe(expected);
          expect(e.salesCount).toBe(frozen.length);
          expect(Math.round(e.amountDue * 100)).toBe(amountDueCents(frozenCents, Math.round(e.fee * 100)));
        }
        const listed = (
          await t.request({ method: 'GET', url: `/api/extracts?month=7&year=${year}&includeZero=true`, headers: admin })
        ).json();
        expect(listed.total).toBe(3);
        expect(Math.round(listed.totalValue * 100)).toBe(
          listed.data.reduce((acc: number, e: { amountDue: number }) => acc + Math.round(e.amountDue * 100), 0),
        );
        const second = (await processMonth({ storeIds: stores3, month: 7, year })).json().data;
        const figures = (rows: typeof first) =>
          rows.map((e) => [e.id, e.salesCount, e.totalSales, e.fee, e.amountDue]).sort();
        expect(figures(second)).toEqual(figures(first));
      }),
      { numRuns: 6 },
    );
  });
});
