import { amountDueCents, billDueDate, isBusinessDaySaoPaulo } from '@mall/shared';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bills, extractSales, extracts, logs, outbox, stores, users } from '../src/db/schema';
import { generateBills } from '../src/modules/bills/bills.generate';
import type { BillProvider } from '../src/modules/bills/bills.provider';
import { createTestApp, type TestApp } from './support/app';
import { rowCount } from './support/db';
import { today } from './support/fixtures';
import { moneyFixtures, processMonth } from './support/money';

let t: TestApp;
let f: Awaited<ReturnType<typeof moneyFixtures>>;
let admin: { authorization: string };
let smart: { authorization: string };
let lojista: { authorization: string };
let concierge: { authorization: string };
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await moneyFixtures(t);
  admin = await t.login('admin@example.com');
  smart = await t.login('smart@example.com');
  lojista = await t.login('lojista@example.com');
  concierge = await t.login('concierge@example.com');
  const [me] = await t.database.db.select().from(users).where(eq(users.email, 'admin@example.com'));
  adminId = me!.id;
});
afterAll(() => t.close());

const generate = (extractIds: unknown, headers = admin) =>
  t.request({ method: 'POST', url: '/api/bills', headers, payload: { extractIds } });
const list = (query: string, headers = admin) => t.request({ method: 'GET', url: `/api/bills?${query}`, headers });
const patch = (id: string, payload: object, headers = admin) =>
  t.request({ method: 'PATCH', url: `/api/bills/${id}`, headers, payload });

async function billLog(billId: string) {
  return t.database.db
    .select()
    .from(logs)
    .where(and(eq(logs.moduleName, 'Bill'), eq(logs.entityId, billId)))
    .orderBy(logs.createdAt);
}

async function statementStatus(extractId: string) {
  const [row] = await t.database.db
    .select({ status: extracts.status })
    .from(extracts)
    .where(eq(extracts.id, extractId));
  return row?.status;
}

const counts = async () => ({
  bills: await rowCount(t.database.db, bills),
  logs: await rowCount(t.database.db, logs),
  outbox: await rowCount(t.database.db, outbox),
});

/** A month of its own: sales for the lojista's store and another, a zero statement for the third. */
async function billedMonth(month: number, year: number) {
  const day = (d: number) => `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  await f.addSale(f.storeId, day(3), 100_050);
  await f.addSale(f.storeId, day(20), 50_000);
  await f.addSale(f.otherStoreId, day(10), 33_333);
  const s = await processMonth(t, admin, [f.storeId, f.otherStoreId, f.thirdStoreId], month, year);
  return {
    aurora: s['Casa Aurora Móveis']!,
    lumen: s['Lumen Iluminação']!,
    atelier: s['Atelier Vértice']!,
  };
}

describe('generating bills', () => {
  it('bills each statement once, due 10 days later on a business day; zero and billed statements are skipped with the reason', async () => {
    const { aurora, lumen, atelier } = await billedMonth(3, 2024);
    const res = await generate([aurora.id, lumen.id, atelier.id, aurora.id], smart);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('2 boletos gerados');
    expect(body.skipped).toEqual([
      {
        extractId: atelier.id,
        reason: 'O extrato de Atelier Vértice de 03/2024 tem valor zero: não há boleto a gerar',
      },
    ]);
    const due = billDueDate(today());
    expect(isBusinessDaySaoPaulo(due)).toBe(true);
    const bill = body.data.find((b: { extractId: string }) => b.extractId === aurora.id);
    expect(bill).toMatchObject({
      id: expect.any(String),
      storeId: f.storeId,
      store: { id: f.storeId, tradeName: 'Casa Aurora Móveis' },
      monthRef: '2024-03-01',
      month: 3,
      year: 2024,
      salesCount: 2,
      totalSales: 1500.5,
      amountDue: 37.51,
      adminFee: 2.5,
      dueDate: due,
      paidAt: null,
      errorMessage: null,
      status: 'ABERTO',
      overdue: false,
      sentAt: null,
      pixCopyPaste: null, // no PIX_KEY in this configuration
    });
    expect(await statementStatus(aurora.id)).toBe('due');
    expect(await statementStatus(atelier.id)).toBe('pending');

    const [audit] = await billLog(bill.id);
    expect(audit).toMatchObject({ methodName: 'generate', previousState: null });
    expect(audit!.result).toMatchObject({ extractId: aurora.id, amountDue: 37.51, dueDate: due, status: 'ABERTO' });
    const detail = (await t.request({ method: 'GET', url: `/api/extracts/${aurora.id}`, headers: admin })).json().data;
    expect(detail.status).toBe('due');
    expect(detail.bill).toMatchObject({ id: bill.id, status: 'ABERTO', dueDate: due });
    expect(detail.history.map((h: { description: string }) => h.description).at(-1)).toMatch(
      /^Boleto gerado: R\$\s37,51/,
    );

    // Asking again bills nothing and says why.
    const before = await counts();
    const again = await generate([aurora.id]);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({
      message: 'Nenhum boleto gerado',
      data: [],
      skipped: [{ extractId: aurora.id, reason: 'O extrato de Casa Aurora Móveis de 03/2024 já tem boleto' }],
    });
    expect(await counts()).toEqual(before);
  });

  it('moves the due date of a bill generated on 10/11/2026 past the 20/11 holiday and the weekend', async () => {
    const { aurora } = await billedMonth(4, 2024);
    const provider: BillProvider = { name: 'pix-pdf', issue: async () => ({ status: 'ABERTO' }) };
    const answer = await generateBills(t.database.db, {
      extractIds: [aurora.id],
      userId: adminId,
      timeZone: t.config.timeZone,
      provider,
      today: '2026-11-10',
    });
    expect(answer.data[0]).toMatchObject({ dueDate: '2026-11-23', status: 'ABERTO' });
  });

  it('refuses an unknown statement (404 naming it) and malformed bodies (400 in Portuguese), writing nothing', async () => {
    const { aurora } = await billedMonth(5, 2024);
    const before = await counts();
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await generate([aurora.id, unknown]);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`Extrato não encontrado: ${unknown}`);
    for (const [payload, message] of [
      [[], 'Selecione pelo menos um extrato'],
      [['abc'], 'Extrato inválido'],
      ['abc', 'Selecione pelo menos um extrato'],
    ] as const) {
      const bad = await generate(payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(bad.json().message)).toContain(message);
    }
    expect((await t.request({ method: 'POST', url: '/api/bills', headers: admin, payload: {} })).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
    expect(await statementStatus(aurora.id)).toBe('pending');
  });

  it('a bank provider still registering leaves the bill AGUARDANDO and the statement AGUARDANDO REGISTRO', async () => {
    const { aurora } = await billedMonth(6, 2024);
    const bank: BillProvider = {
      name: 'banco-teste',
      issue: async (r) => ({ status: 'AGUARDANDO', providerRef: `NN-${r.billId.slice(0, 8)}`, error: null }),
    };
    const answer = await generateBills(t.database.db, {
      extractIds: [aurora.id],
      userId: adminId,
      timeZone: t.config.timeZone,
      provider: bank,
    });
    const bill = answer.data[0]!;
    expect(bill).toMatchObject({ status: 'AGUARDANDO', overdue: false });
    expect(await statementStatus(aurora.id)).toBe('waiting_registration');
    const [row] = await t.database.db.select().from(bills).where(eq(bills.id, bill.id!));
    expect(row).toMatchObject({ provider: 'banco-teste', providerRef: `NN-${bill.id!.slice(0, 8)}` });
    const paid = await patch(bill.id!, { paidAt: today() });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('O boleto ainda aguarda registro: ele não pode ser quitado');
    const sent = await t.request({ method: 'POST', url: `/api/bills/${bill.id}/send`, headers: admin });
    expect(sent.statusCode).toBe(409);
  });
});

describe('generating at once, and provider errors', () => {
  it('bills a statement once when two staff generate it at the same moment', async () => {
    const { aurora } = await billedMonth(11, 2024);
    const [a, b] = await Promise.all([generate([aurora.id], admin), generate([aurora.id], smart)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().data.length + b.json().data.length).toBe(1);
    expect(a.json().skipped.length + b.json().skipped.length).toBe(1);
    const rows = await t.database.db.select().from(bills).where(eq(bills.extractId, aurora.id));
    expect(rows).toHaveLength(1);
  });

  it("keeps the provider's error on the bill for staff to act on", async () => {
    const { aurora } = await billedMonth(12, 2024);
    const failing: BillProvider = {
      name: 'banco-teste',
      issue: async () => ({ status: 'AGUARDANDO', error: 'Convênio de cobrança inativo' }),
    };
    const answer = await generateBills(t.database.db, {
      extractIds: [aurora.id],
      userId: adminId,
      timeZone: t.config.timeZone,
      provider: failing,
    });
    expect(answer.data[0]).toMatchObject({ status: 'AGUARDANDO', errorMessage: 'Convênio de cobrança inativo' });
    const listed = (await list(`month=12&year=2024&storeId=${f.storeId}`)).json().data[0];
    expect(listed).toMatchObject({ id: answer.data[0]!.id, errorMessage: 'Convênio de cobrança inativo' });
  });
});

describe('the bills list', () => {
  it('has one row per processed statement (NÃO GERADO without a bill), filters, search by name or CNPJ, and counts', async () => {
    const { aurora, lumen, atelier } = await billedMonth(7, 2024);
    const generated = (await generate([aurora.id])).json().data[0];
    // Atelier's zero statement (named when processing) shows only when asked for.
    expect((await list('month=7&year=2024')).json().total).toBe(2);
    const res = await list('month=7&year=2024&includeZero=true');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.data.map((b: { store: { tradeName: string } }) => b.store.tradeName)).toEqual([
      'Atelier Vértice',
      'Casa Aurora Móveis',
      'Lumen Iluminação',
    ]);
    expect(body.data[2]).toMatchObject({
      id: null,
      extractId: lumen.id,
      status: 'NÃO GERADO',
      amountDue: 8.33,
      adminFee: 2.5,
      dueDate: null,
      createdAt: null,
      overdue: false,
    });
    expect(body.data[1]).toMatchObject({ id: generated.id, status: 'ABERTO' });

    const ids = async (q: string) =>
      (await list(`month=7&year=2024&includeZero=true&${q}`))
        .json()
        .data.map((b: { extractId: string }) => b.extractId);
    expect(await ids('status=ABERTO')).toEqual([aurora.id]);
    expect(await ids(`status=${encodeURIComponent('NÃO GERADO')}`)).toEqual([atelier.id, lumen.id]);
    expect(await ids('status=QUITADO')).toEqual([]);
    expect(await ids(`storeId=${f.otherStoreId}`)).toEqual([lumen.id]);
    expect(await ids('search=lumen')).toEqual([lumen.id]);
    // The count follows every filter.
    expect((await list('month=7&year=2024&search=lumen')).json().total).toBe(1);
    expect((await list('month=7&year=2024&status=ABERTO')).json().total).toBe(1);
    expect((await list(`month=7&year=2024&status=${encodeURIComponent('NÃO GERADO')}`)).json().total).toBe(1);
    expect(
      (await list(`month=7&year=2024&includeZero=true&status=${encodeURIComponent('NÃO GERADO')}`)).json().total,
    ).toBe(2);
    const [store] = await t.database.db.select().from(stores).where(eq(stores.id, f.otherStoreId));
    const masked = `${store!.cnpj.slice(0, 2)}.${store!.cnpj.slice(2, 5)}.${store!.cnpj.slice(5, 8)}`;
    expect(await ids(`search=${encodeURIComponent(masked)}`)).toEqual([lumen.id]);
    const page = (await list('month=7&year=2024&includeZero=true&limit=2&page=2')).json();
    expect(page).toMatchObject({ total: 3, data: [{ extractId: lumen.id }] });
    expect((await list('month=7&year=2024&includeZero=true&limit=2&page=9')).json()).toEqual({ data: [], total: 3 });
    expect((await list('month=7&year=2024&limit=2&page=9')).json()).toEqual({ data: [], total: 2 });
  });

  it('filters on the status across months and pages, counting as the whole list does, a store owner its own store only', async () => {
    // 2019: January billed and paid, February billed (Lumen's bill canceled), March not billed.
    const jan = await billedMonth(1, 2019);
    const feb = await billedMonth(2, 2019);
    await billedMonth(3, 2019);
    for (const bill of (await generate([jan.aurora.id, jan.lumen.id])).json().data as { id: string }[]) {
      expect((await patch(bill.id, { paidAt: today() })).statusCode).toBe(200);
    }
    const febBills = (await generate([feb.aurora.id, feb.lumen.id])).json().data as { id: string; extractId: string }[];
    const canceled = febBills.find((b) => b.extractId === feb.lumen.id)!;
    expect((await patch(canceled.id, { canceled: true })).statusCode).toBe(200);

    type Row = { extractId: string; status: string; id: string | null };
    /** Every row of a query, page by page, checking each page's count. */
    const all = async (q: string, headers = admin, limit = 50) => {
      const rows: Row[] = [];
      let total = -1;
      for (let page = 1; ; page++) {
        const body = (await list(`${q}&limit=${limit}&page=${page}`, headers)).json();
        if (total >= 0) expect(body.total, `${q} page ${page}`).toBe(total);
        total = body.total;
        if (body.data.length === 0) break;
        rows.push(...body.data);
      }
      expect(rows.length, q).toBe(total);
      return rows;
    };
    for (const [scope, headers] of [
      ['year=2019', admin],
      ['', admin],
      ['year=2019', lojista],
      ['', lojista],
      ['search=lumen', admin],
    ] as const) {
      const whole = await all(scope, headers);
      for (const status of ['ABERTO', 'QUITADO', 'AGUARDANDO', 'NÃO GERADO']) {
        const q = `${scope}&status=${encodeURIComponent(status)}`;
        const expected = whole.filter((r) => r.status === status);
        expect(await all(q, headers), q).toEqual(expected);
        expect(await all(q, headers, 2), q).toEqual(expected);
        expect((await list(`${q}&limit=2&page=50`, headers)).json(), q).toEqual({ data: [], total: expected.length });
      }
    }
    const ids = async (q: string, headers = admin) => (await all(q, headers)).map((r) => r.extractId);
    expect(await ids('year=2019&status=QUITADO')).toEqual([jan.aurora.id, jan.lumen.id]);
    expect(await ids('year=2019&status=ABERTO')).toEqual([feb.aurora.id]);
    expect(await ids('year=2019&status=QUITADO', lojista)).toEqual([jan.aurora.id]);
    expect((await ids(`year=2019&status=${encodeURIComponent('NÃO GERADO')}&includeZero=true`)).slice(3)).toEqual([
      feb.atelier.id,
      feb.lumen.id,
      jan.atelier.id,
    ]);
  });

  it('marks an open bill past its due date overdue, before any job runs', async () => {
    const { aurora } = await billedMonth(8, 2024);
    const bill = (await generate([aurora.id])).json().data[0];
    await t.database.db.update(bills).set({ dueDate: '2024-09-10' }).where(eq(bills.id, bill.id));
    expect(
      (await t.request({ method: 'GET', url: `/api/bills/${bill.id}`, headers: admin })).json().data,
    ).toMatchObject({
      status: 'ABERTO',
      overdue: true,
    });
  });

  it('refuses malformed filters with a 400 in Portuguese', async () => {
    for (const [q, message] of [
      ['month=7', 'Informe o ano junto com o mês'],
      ['month=13&year=2024', 'Mês deve ser de 1 a 12'],
      ['status=PAGO', 'Situação inválida'],
      ['storeId=abc', 'Loja inválida'],
    ] as const) {
      const res = await list(q);
      expect(res.statusCode, q).toBe(400);
      expect(JSON.stringify(res.json().message)).toContain(message);
    }
  });
});

describe('who may do what', () => {
  it('a store owner reads its own store bills and PDFs only, and changes nothing', async () => {
    const { aurora, lumen } = await billedMonth(9, 2024);
    const [own, other] = (await generate([aurora.id, lumen.id])).json().data as { id: string; storeId: string }[];
    const mine = own!.storeId === f.storeId ? own! : other!;
    const theirs = own!.storeId === f.storeId ? other! : own!;
    const rows = (await list(`month=9&year=2024&storeId=${f.otherStoreId}`, lojista)).json();
    expect(rows).toEqual({ data: [], total: 0 });
    const all = (await list('', lojista)).json().data as { storeId: string }[];
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((b) => b.storeId === f.storeId)).toBe(true);
    const get = (id: string, suffix = '') =>
      t.request({ method: 'GET', url: `/api/bills/${id}${suffix}`, headers: lojista });
    expect((await get(mine.id)).statusCode).toBe(200);
    expect((await get(theirs.id)).statusCode).toBe(404);
    expect((await get(mine.id, '/pdf')).headers['content-type']).toBe('application/pdf');
    expect((await get(theirs.id, '/pdf')).statusCode).toBe(404);

    const before = await counts();
    expect((await generate([aurora.id], lojista)).statusCode).toBe(403);
    expect((await patch(mine.id, { paidAt: today() }, lojista)).statusCode).toBe(403);
    expect((await patch(mine.id, { canceled: true }, lojista)).statusCode).toBe(403);
    expect((await patch(mine.id, { errorMessage: 'x' }, lojista)).statusCode).toBe(403);
    const send = await t.request({ method: 'POST', url: `/api/bills/${mine.id}/send`, headers: lojista });
    expect(send.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('the concierge, sellers and customers get 403 on every bills endpoint; anonymous 401', async () => {
    const { aurora } = await billedMonth(10, 2024);
    const bill = (await generate([aurora.id])).json().data[0];
    const seller = await t.login('vendedor@example.com');
    const client = await t.login('cliente@example.com');
    for (const headers of [concierge, seller, client]) {
      for (const [method, url, payload] of [
        ['GET', '/api/bills', undefined],
        ['GET', `/api/bills/${bill.id}`, undefined],
        ['GET', `/api/bills/${bill.id}/pdf`, undefined],
        ['POST', '/api/bills', { extractIds: [aurora.id] }],
        ['POST', `/api/bills/${bill.id}/send`, undefined],
        ['PATCH', `/api/bills/${bill.id}`, { paidAt: today() }],
      ] as const) {
        const res = await t.request({ method, url, headers, payload });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await t.request({ method: 'GET', url: '/api/bills' })).statusCode).toBe(401);
  });
});

describe('reconciliation', () => {
  it('every bill carries its statement amount due, which is the fee rule on its frozen sales', async () => {
    const stores3 = () => [f.storeId, f.otherStoreId, f.thirdStoreId];
    const sale = fc.record({
      store: fc.integer({ min: 0, max: 2 }),
      day: fc.integer({ min: 1, max: 28 }),
      cents: fc.integer({ min: 0, max: 5_000_000 }),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(sale, { maxLength: 10 }), fc.integer({ min: 0, max: 10_000 }), async (list3, fee) => {
        run += 1;
        const year = 2000 + run;
        await t.database.db.update(stores).set({ feeBps: fee }).where(eq(stores.id, f.thirdStoreId));
        for (const s of list3) {
          await f.addSale(stores3()[s.store]!, `${year}-02-${String(s.day).padStart(2, '0')}`, s.cents);
        }
        const statements = Object.values(await processMonth(t, admin, stores3(), 2, year));
        const answer = (await generate(statements.map((s) => s.id))).json();
        expect(answer.data.length + answer.skipped.length).toBe(3);
        for (const bill of answer.data as { extractId: string; amountDue: number; adminFee: number }[]) {
          const frozen = await t.database.db
            .select()
            .from(extractSales)
            .where(eq(extractSales.extractId, bill.extractId));
          const cents = frozen.reduce((acc, s) => acc + s.netCents, 0);
          const statement = statements.find((s) => s.id === bill.extractId)!;
          expect(bill.amountDue).toBe(statement.amountDue);
          expect(Math.round(bill.amountDue * 100)).toBe(amountDueCents(cents, Math.round(bill.adminFee * 100)));
          expect(bill.amountDue).toBeGreaterThan(0);
        }
      }),
      { numRuns: 5 },
    );
  });
});
