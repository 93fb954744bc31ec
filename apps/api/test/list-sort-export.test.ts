import { REPORT_TOTAL_HEADER } from '@mall/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, clients, prizes, rescues } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/app';
import { parseCsv } from './support/csv';
import { demoIds, registerClient } from './support/fixtures';
import { moneyFixtures, processMonth } from './support/money';

// Sorting the admin lists by their columns (`sort=<column>&order=asc|desc`) and exporting them
// (`GET /<list>/export?format=csv|xlsx`) with the list's filters, sort and store scope.

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let h: Record<'admin' | 'lojista' | 'cliente', { authorization: string }>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t);
  h = {
    admin: await t.login('admin@example.com'),
    lojista: await t.login('lojista@example.com'),
    cliente: await t.login('cliente@example.com'),
  };
});
afterAll(() => t.close());

const get = (url: string, headers = h.admin) => t.request({ method: 'GET', url, headers });

/** Every page of a list, in order, `limit` rows at a time. */
async function allPages<T>(url: string, limit: number): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; ; page++) {
    const res = await get(`${url}&page=${page}&limit=${limit}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as T[];
    out.push(...rows);
    if (rows.length < limit) return out;
  }
}

function csvOf(res: { rawPayload: Buffer }): string[][] {
  const text = res.rawPayload.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return parseCsv(text.slice(1));
}

async function xlsxOf(res: { rawPayload: Buffer }): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const out: unknown[][] = [];
  sheet.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

const cents = (text: string) => Math.round(Number(text.replace(/\./g, '').replace(',', '.')) * 100);

describe('sorting', () => {
  it('sorts the purchases by a column both ways, ties broken by id, every page in one order', async () => {
    type Row = { id: string; netValue: number };
    const asc = await allPages<Row>('/api/sales?status=all&sort=value&order=asc', 1);
    const desc = await allPages<Row>('/api/sales?status=all&sort=value&order=desc', 1);
    expect(asc.length).toBeGreaterThan(1);
    const values = asc.map((r) => r.netValue);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(new Set(asc.map((r) => r.id)).size).toBe(asc.length);
    expect(desc.map((r) => r.id)).toEqual(asc.map((r) => r.id).reverse());
  });

  it('sorts the stores by their segment and CNPJ both ways', async () => {
    type Row = { id: string; cnpj: string; segment: { name: string } | null };
    const bySegment = await allPages<Row>('/api/stores?sort=segment&order=asc', 3);
    const names = bySegment.map((r) => (r.segment?.name ?? '').toLowerCase());
    expect(names.filter(Boolean)).toEqual([...names.filter(Boolean)].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    const asc = await allPages<Row>('/api/stores?sort=cnpj&order=asc', 3);
    const desc = await allPages<Row>('/api/stores?sort=cnpj&order=desc', 3);
    expect(asc.map((r) => r.cnpj)).toEqual([...asc.map((r) => r.cnpj)].sort());
    expect(desc.map((r) => r.id)).toEqual(asc.map((r) => r.id).reverse());
  });

  it('sorts users, sellers, prizes, shop owners and campaigns by their columns; refuses what a list does not sort by', async () => {
    type Row = { id: string };
    for (const [list, column, read] of [
      ['users', 'email', (r: { email: string }) => r.email],
      ['sellers', 'name', (r: { name: string }) => r.name],
      ['prizes', 'prize', (r: { name: string }) => r.name],
    ] as const) {
      const asc = await allPages<Row>(`/api/${list}?sort=${column}&order=asc`, 2);
      const desc = await allPages<Row>(`/api/${list}?sort=${column}&order=desc`, 2);
      expect(asc.length, list).toBeGreaterThan(1);
      const values = asc.map((r) => (read as unknown as (r: Row) => string)(r).toLowerCase());
      // The database's collation decides punctuation: byte order (PGlite) or the locale's (a server).
      const byLocale = [...values].sort((a, b) => a.localeCompare(b, 'pt-BR'));
      const byBytes = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect([byLocale, byBytes], list).toContainEqual(values);
      expect(
        desc.map((r) => r.id),
        list,
      ).toEqual(asc.map((r) => r.id).reverse());
    }
    // The demo has one shop owner and one campaign: the sort is taken, its order seen on the lists above.
    expect((await get('/api/shopkeepers?sort=cpf&order=desc')).statusCode).toBe(200);
    expect((await get('/api/campaigns?sort=period&order=desc')).statusCode).toBe(200);
    const refused = await get('/api/campaigns?sort=description');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('use name, period, rate, status');
  });

  it('keeps newest and oldest working, and refuses an unknown column or direction in Portuguese', async () => {
    expect((await get('/api/sales?sort=newest')).statusCode).toBe(200);
    expect((await get('/api/sales?sort=oldest')).statusCode).toBe(200);
    const column = await get('/api/sales?sort=password');
    expect(column.statusCode).toBe(400);
    expect(column.json().message).toContain('Ordenação inválida: "password" não é uma coluna desta lista');
    const order = await get('/api/sales?sort=value&order=up');
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toContain('Ordenação inválida: "up" não é uma direção');
  });
});

describe('exporting the purchases', () => {
  it('streams a CSV of the filters in the sort, the CPF masked, with the row count', async () => {
    const url = `/api/sales?status=all&store=${ids.storeId}&sort=value&order=desc`;
    const listed = await allPages<{ id: string; netValue: number; client: { name: string } }>(url, 50);
    const res = await get(url.replace('/api/sales?', '/api/sales/export?format=csv&'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="compras-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.headers[REPORT_TOTAL_HEADER.toLowerCase()]).toBe(String(listed.length));
    const [header, ...rows] = csvOf(res);
    expect(header).toContain('Valor líquido (R$)');
    const value = header!.indexOf('Valor líquido (R$)');
    const store = header!.indexOf('Loja');
    const cpf = header!.indexOf('CPF');
    expect(rows).toHaveLength(listed.length);
    expect(rows.map((r) => cents(r[value]!))).toEqual(listed.map((r) => Math.round(r.netValue * 100)));
    expect(new Set(rows.map((r) => r[store]))).toEqual(new Set(['Casa Aurora Móveis']));
    for (const r of rows) expect(r[cpf]).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
  });

  it('writes the same rows as an XLSX workbook', async () => {
    const url = `/api/sales/export?format=xlsx&status=approved&sort=client&order=asc`;
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/compras-.*\.xlsx"/);
    const [header, ...rows] = await xlsxOf(res);
    const status = header!.indexOf('Situação');
    const client = header!.indexOf('Cliente');
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r[status]))).toEqual(new Set(['APROVADA']));
    const names = rows.map((r) => String(r[client]).toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("gives a store's staff only their store's purchases, whatever store they ask for", async () => {
    const res = await get(`/api/sales/export?format=csv&status=all&store=${ids.otherStoreId}`, h.lojista);
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = csvOf(res);
    const store = header!.indexOf('Loja');
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r[store]))).toEqual(new Set(['Casa Aurora Móveis']));
  });

  it('refuses a customer, a bad format and a bad sort without a file', async () => {
    expect((await get('/api/sales/export?format=csv', h.cliente)).statusCode).toBe(403);
    const format = await get('/api/sales/export?format=pdf');
    expect(format.statusCode).toBe(400);
    expect(format.json().message).toContain('Formato inválido');
    expect((await get('/api/sales/export?format=csv&sort=nope')).statusCode).toBe(400);
  });
});

describe('statements and bills', () => {
  let money: Awaited<ReturnType<typeof moneyFixtures>>;
  beforeAll(async () => {
    money = await moneyFixtures(t);
    await money.addSale(money.storeId, '2024-03-10', 500_000);
    await money.addSale(money.otherStoreId, '2024-03-11', 900_000);
    await money.addSale(money.thirdStoreId, '2024-03-12', 100_000);
    const statements = await processMonth(t, h.admin, [money.storeId, money.otherStoreId, money.thirdStoreId], 3, 2024);
    const generated = await t.request({
      method: 'POST',
      url: '/api/bills',
      headers: h.admin,
      payload: { extractIds: Object.values(statements).map((e) => e.id) },
    });
    expect(generated.statusCode, generated.body).toBe(201);
  });

  it('sorts the statements by the amount due both ways and exports them in that order', async () => {
    type Row = { store: { tradeName: string }; amountDue: number };
    const desc = await allPages<Row>('/api/extracts?month=3&year=2024&sort=due&order=desc', 1);
    expect(desc.map((r) => r.store.tradeName)).toEqual(['Lumen Iluminação', 'Casa Aurora Móveis', 'Atelier Vértice']);
    const asc = await allPages<Row>('/api/extracts?month=3&year=2024&sort=due&order=asc', 2);
    expect(asc.map((r) => r.store.tradeName)).toEqual(desc.map((r) => r.store.tradeName).reverse());

    const csv = await get('/api/extracts/export?format=csv&month=3&year=2024&sort=due&order=desc');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/demonstrativos-\d{4}-\d{2}-\d{2}\.csv/);
    const [header, ...rows] = csvOf(csv);
    expect(header!.slice(0, 2)).toEqual(['Loja', 'Mês/Ano']);
    expect(rows.map((r) => r[0])).toEqual(desc.map((r) => r.store.tradeName));
    expect(rows.map((r) => r[1])).toEqual(['03/2024', '03/2024', '03/2024']);
  });

  it('sorts and exports the bills, a store owner only its own', async () => {
    type Row = { store: { tradeName: string } };
    const byStore = await allPages<Row>('/api/bills?month=3&year=2024&status=ABERTO&sort=store&order=asc', 1);
    expect(byStore.map((r) => r.store.tradeName)).toEqual([
      'Atelier Vértice',
      'Casa Aurora Móveis',
      'Lumen Iluminação',
    ]);

    const xlsx = await get('/api/bills/export?format=xlsx&month=3&year=2024&sort=amount&order=desc');
    expect(xlsx.statusCode).toBe(200);
    const [header, ...rows] = await xlsxOf(xlsx);
    const value = header!.indexOf('Valor (R$)');
    expect(rows.map((r) => r[0])).toEqual(['Lumen Iluminação', 'Casa Aurora Móveis', 'Atelier Vértice']);
    const values = rows.map((r) => Number(r[value]));
    expect(values).toEqual([...values].sort((a, b) => b - a));

    const own = await get('/api/bills/export?format=csv&month=3&year=2024', h.lojista);
    expect(own.statusCode).toBe(200);
    expect(
      csvOf(own)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(['Casa Aurora Móveis']);
    const other = await get(`/api/bills/export?format=csv&month=3&year=2024&storeId=${money.otherStoreId}`, h.lojista);
    expect(csvOf(other).slice(1)).toEqual([]);
    const statements = await get('/api/extracts/export?format=csv&month=3&year=2024', h.lojista);
    expect(
      csvOf(statements)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(['Casa Aurora Móveis']);
  });
});

describe('redemptions', () => {
  beforeAll(async () => {
    const db = t.database.db;
    const [campaign] = await db.select().from(campaigns).limit(1);
    const [prize] = await db.select().from(prizes).limit(1);
    const people = [
      ...(await db.select().from(clients).limit(1)),
      await registerClient(t, {
        name: 'Otávio Ordem',
        email: 'otavio@example.com',
        password: 'Senha@123',
        cpfBase: '741852960',
      }),
      await registerClient(t, {
        name: 'Paula Ordem',
        email: 'paula@example.com',
        password: 'Senha@123',
        cpfBase: '741852961',
      }),
    ];
    await db.insert(rescues).values(
      people.map((c, i) => ({
        clientId: c.id,
        campaignId: campaign!.id,
        prizeId: prize!.id,
        // Two tie: the id decides between them.
        points: [300, 100, 100][i]!,
        voucher: `ORDEM0000${i}`,
        voucherExpiresAt: '2099-01-10T02:59:59.000Z',
      })),
    );
  });

  it('sorts by points and exports with the masked CPF; a customer may not export', async () => {
    type Row = { id: string; points: number };
    const asc = await allPages<Row>('/api/rescues?sort=points&order=asc', 1);
    const desc = await allPages<Row>('/api/rescues?sort=points&order=desc', 1);
    expect(asc.length).toBeGreaterThan(1);
    expect(asc.map((r) => r.points)).toEqual([...asc.map((r) => r.points)].sort((a, b) => a - b));
    expect(desc.map((r) => r.id)).toEqual(asc.map((r) => r.id).reverse());

    const res = await get('/api/rescues/export?format=csv&sort=points&order=desc');
    expect(res.statusCode).toBe(200);
    expect(res.headers[REPORT_TOTAL_HEADER.toLowerCase()]).toBe(String(desc.length));
    const [header, ...rows] = csvOf(res);
    expect(rows.map((r) => Number(r[header!.indexOf('Pontos')]))).toEqual(desc.map((r) => r.points));
    for (const r of rows) expect(r[header!.indexOf('CPF')]).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    expect((await get('/api/rescues/export?format=csv', h.cliente)).statusCode).toBe(403);
  });
});

describe('audit log', () => {
  it('reads the oldest first on request, its cursor paging on in that order, and exports it', async () => {
    type Entry = { id: string; createdAt: string };
    const pages = async (order: 'asc' | 'desc') => {
      const out: Entry[] = [];
      let cursor = '';
      for (let i = 0; i < 50; i++) {
        const res = await get(`/api/logs/module?limit=5&sort=date&order=${order}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.statusCode, res.body).toBe(200);
        out.push(...(res.json().data as Entry[]));
        cursor = res.json().nextCursor;
        if (!cursor) return out;
      }
      throw new Error('too many pages');
    };
    const newest = await pages('desc');
    const oldest = await pages('asc');
    expect(oldest.length).toBeGreaterThan(5);
    expect(oldest.map((e) => e.id)).toEqual(newest.map((e) => e.id).reverse());

    const res = await get('/api/logs/module/export?format=csv&sort=date&order=asc');
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = csvOf(res);
    expect(header).toEqual(['Data', 'Módulo', 'Método', 'Usuário', 'Registro']);
    expect(rows).toHaveLength(oldest.length);
    expect((await get('/api/logs/module/export?format=csv', h.lojista)).statusCode).toBe(403);
  });
});
