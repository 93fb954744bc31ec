import { REPORT_TOTAL_HEADER } from '@mall/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';
import { parseCsv } from './support/csv';
import { demoIds } from './support/fixtures';

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
