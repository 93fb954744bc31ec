import {
  formatCpf,
  MAX_PAGE_SIZE,
  type PurchasesReport,
  type PurchasesReportRow,
  saleStatusLabel,
  todayIn,
} from '@mall/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales, stores } from '../src/db/schema';
import { purchasesExport } from '../src/modules/reports/purchases-report.service';
import { CPFS, createReportData, foldSalesRollup, NAMES, type ReportData } from './reports-purchases.data';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
let d: ReportData;
const h: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  d = await createReportData(t);
  for (const role of ['admin', 'smart', 'lojista', 'concierge', 'vendedor', 'cliente']) {
    h[role] = await t.login(`${role}@example.com`);
  }
});
afterAll(() => t.close());

type Query = Record<string, string | number | undefined>;

const qs = (q: Query) =>
  new URLSearchParams(
    Object.entries(q).filter((e): e is [string, string | number] => e[1] !== undefined) as [string, string][],
  );

async function report(q: Query, headers = h.admin!): Promise<PurchasesReport> {
  const res = await t.request({ method: 'GET', url: `/api/reports/compras?${qs(q)}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const YEAR = { from: '2022-01-01', to: '2022-12-31' };
const period = (
  p: string,
  pending: number,
  approved: number,
  rejected: number,
  canceled: number,
  approvedValue: number,
) => ({
  period: p,
  pending,
  approved,
  rejected,
  canceled,
  approvedValue,
});
const zero = (p: string) => period(p, 0, 0, 0, 0, 0);
const totals = (count: number, approvedCount: number, approvedValue: number, points: number) => ({
  count,
  approvedCount,
  approvedValue,
  points,
});
const ids = (rows: PurchasesReportRow[]) => rows.map((r) => r.id);
/** Purchases 10 and 11 were registered at the same instant: the larger id comes first. */
const tie = () => [d.sale[10]!, d.sale[11]!].sort().reverse();

describe('GET /reports/compras', () => {
  it('answers 2022 by month: the status counts, approved value and points to the cent, and the average ticket rounded half up', async () => {
    const r = await report(YEAR);
    expect(r.granularity).toBe('month');
    // 15 purchases: 9 approved (R$ 11.650,51, 9 points), 2 pending, 3 rejected, 1 canceled.
    // Average ticket: 1.165.051 cents / 9 = 129.450,11 -> R$ 1.294,50.
    expect(r.summary).toEqual({
      count: 15,
      approvedCount: 9,
      approvedValue: 11650.51,
      points: 9,
      pending: 2,
      rejected: 3,
      canceled: 1,
      averageTicket: 1294.5,
    });
    expect(r.series).toEqual([
      period('2022-01', 1, 2, 0, 0, 2000),
      period('2022-02', 0, 1, 1, 0, 2450.5),
      period('2022-03', 0, 1, 0, 1, 1200.01),
      period('2022-04', 0, 0, 2, 0, 0),
      zero('2022-05'),
      zero('2022-06'),
      period('2022-07', 0, 2, 0, 0, 3999.99),
      period('2022-08', 0, 2, 0, 0, 2000),
      zero('2022-09'),
      zero('2022-10'),
      zero('2022-11'),
      period('2022-12', 1, 1, 0, 0, 0.01),
    ]);
    expect(r.byStore).toEqual([
      { storeId: d.store.S1, tradeName: NAMES.S1, ...totals(6, 5, 7200, 5) },
      { storeId: d.store.S2, tradeName: NAMES.S2, ...totals(4, 2, 3450.5, 3) },
      { storeId: d.store.S3, tradeName: NAMES.S3, ...totals(3, 1, 1000, 1) },
      { storeId: d.store.S4, tradeName: NAMES.S4, ...totals(2, 1, 0.01, 0) },
    ]);
    expect(r.bySegment).toEqual([
      { segmentId: d.segment.A, name: NAMES.A, ...totals(10, 7, 10650.5, 8) },
      { segmentId: d.segment.B, name: NAMES.B, ...totals(3, 1, 1000, 1) },
      { segmentId: null, name: 'Sem segmento', ...totals(2, 1, 0.01, 0) },
    ]);
    expect(r.byType).toEqual([
      { type: 'photo', ...totals(8, 3, 2700, 1) },
      { type: 'invoice_number', ...totals(7, 6, 8950.51, 8) },
    ]);
    // Decided (approved or rejected), hours rounded up: 1 1 2 3 6 10 24 48 72 73 80 216 (200 h is
    // past a week: whole days, 9 x 24). Median: the 6th of 12; 95th percentile: the 12th.
    expect(r.decisionTime).toEqual({ decided: 12, medianHours: 10, p95Hours: 216, withinLimit: 9, limitHours: 72 });
    expect(r.rejectionReasons).toEqual([
      { reason: 'Comprovante ilegível', count: 2 },
      { reason: 'Sem motivo informado', count: 1 },
    ]);
    expect(r.table).toMatchObject({ total: 15, page: 1, limit: 10 });
    expect(ids(r.table.rows)).toEqual(
      [14, 13, 15, 12]
        .map((n) => d.sale[n])
        .concat(
          tie(),
          [9, 8, 7, 6].map((n) => d.sale[n]!),
        ),
    );
    expect(r.table.rows[0]).toEqual({
      id: d.sale[14],
      saleDate: '2022-12-31',
      createdAt: '2022-12-31T11:00:00.000Z',
      reviewedAt: '2022-12-31T12:00:00.000Z',
      store: { id: d.store.S4, tradeName: NAMES.S4 },
      segment: null,
      client: { id: d.client.K2, name: NAMES.K2, cpf: CPFS.K2 },
      campaign: { id: d.campaign.C2, name: NAMES.C2 },
      type: 'invoice_number',
      invoiceNumber: 'REL-14',
      netValue: 0.01,
      points: 0,
      status: 'approved',
      reason: null,
    });
    const rejected = r.table.rows.find((row) => row.id === d.sale[9]);
    expect(rejected).toMatchObject({
      segment: { id: d.segment.B, name: NAMES.B },
      status: 'rejected',
      points: null,
      reason: 'Comprovante ilegível',
      reviewedAt: '2022-04-10T18:00:00.000Z',
    });
  });

  it('pages newest first, by purchase date, registration and id; past the last page the table is empty', async () => {
    const page = async (n: number) => (await report({ ...YEAR, page: n, limit: 5 })).table;
    expect(ids((await page(1)).rows)).toEqual([14, 13, 15, 12].map((n) => d.sale[n]).concat(tie()[0]!));
    expect(ids((await page(2)).rows)).toEqual([tie()[1]!, ...[9, 8, 7, 6].map((n) => d.sale[n]!)]);
    expect(ids((await page(3)).rows)).toEqual([5, 4, 3, 2, 1].map((n) => d.sale[n]));
    expect(await page(4)).toEqual({ rows: [], total: 15, page: 4, limit: 5 });
  });

  it('filters by status and type: every figure counts only those purchases', async () => {
    const approved = await report({ ...YEAR, status: 'approved' });
    expect(approved.summary).toEqual({
      count: 9,
      approvedCount: 9,
      approvedValue: 11650.51,
      points: 9,
      pending: 0,
      rejected: 0,
      canceled: 0,
      averageTicket: 1294.5,
    });
    // Approved only: 1 1 2 3 6 24 48 72 73.
    expect(approved.decisionTime).toEqual({ decided: 9, medianHours: 6, p95Hours: 73, withinLimit: 8, limitHours: 72 });
    expect(approved.rejectionReasons).toEqual([]);
    expect(approved.series[0]).toEqual(period('2022-01', 0, 2, 0, 0, 2000));
    expect(approved.table.total).toBe(9);
    expect(approved.table.rows.every((row) => row.status === 'approved')).toBe(true);

    const rejected = await report({ ...YEAR, status: 'rejected' });
    expect(rejected.summary).toMatchObject({
      count: 3,
      approvedCount: 0,
      approvedValue: 0,
      rejected: 3,
      averageTicket: null,
    });
    // Rejected only: 10 80 216.
    expect(rejected.decisionTime).toEqual({
      decided: 3,
      medianHours: 80,
      p95Hours: 216,
      withinLimit: 1,
      limitHours: 72,
    });
    expect(rejected.rejectionReasons).toEqual([
      { reason: 'Comprovante ilegível', count: 2 },
      { reason: 'Sem motivo informado', count: 1 },
    ]);
    // No approved value anywhere: the most purchases, then the name.
    expect(rejected.byStore.map((s) => s.tradeName)).toEqual([NAMES.S2, NAMES.S4, NAMES.S3]);
    expect(rejected.byType).toEqual([{ type: 'photo', ...totals(3, 0, 0, 0) }]);

    const pending = await report({ ...YEAR, status: 'pending' });
    expect(pending.summary).toMatchObject({ count: 2, pending: 2 });
    expect(pending.decisionTime).toEqual({
      decided: 0,
      medianHours: null,
      p95Hours: null,
      withinLimit: 0,
      limitHours: 72,
    });
    expect(ids(pending.table.rows)).toEqual([d.sale[13], d.sale[3]]);

    const photo = await report({ ...YEAR, type: 'photo' });
    expect(photo.summary).toEqual({
      count: 8,
      approvedCount: 3,
      approvedValue: 2700,
      points: 1,
      pending: 2,
      rejected: 3,
      canceled: 0,
      averageTicket: 900,
    });
    // Photo: 1 10 48 73 80 216.
    expect(photo.decisionTime).toEqual({ decided: 6, medianHours: 48, p95Hours: 216, withinLimit: 3, limitHours: 72 });
    expect(photo.byType).toEqual([{ type: 'photo', ...totals(8, 3, 2700, 1) }]);

    const invoices = await report({ ...YEAR, status: 'approved', type: 'invoice_number' });
    // 1.500,00 + 2.450,50 + 3.000,00 + 1.000,00 + 0,01 + 1.000,00; decided after 1 2 3 6 24 72 h.
    expect(invoices.summary).toMatchObject({ count: 6, approvedValue: 8950.51, points: 8, averageTicket: 1491.75 });
    expect(invoices.decisionTime).toEqual({ decided: 6, medianHours: 3, p95Hours: 72, withinLimit: 6, limitHours: 72 });
  });

  it('filters by store and by segment (the store must be in it)', async () => {
    const s1 = await report({ ...YEAR, storeId: d.store.S1 });
    expect(s1.summary).toEqual({
      count: 6,
      approvedCount: 5,
      approvedValue: 7200,
      points: 5,
      pending: 1,
      rejected: 0,
      canceled: 0,
      averageTicket: 1440,
    });
    expect(s1.series.filter((s) => s.pending + s.approved + s.rejected + s.canceled > 0)).toEqual([
      period('2022-01', 1, 2, 0, 0, 2000),
      period('2022-03', 0, 1, 0, 0, 1200.01),
      period('2022-07', 0, 2, 0, 0, 3999.99),
    ]);
    expect(s1.byStore).toEqual([{ storeId: d.store.S1, tradeName: NAMES.S1, ...totals(6, 5, 7200, 5) }]);
    expect(s1.bySegment).toEqual([{ segmentId: d.segment.A, name: NAMES.A, ...totals(6, 5, 7200, 5) }]);
    // 1 2 24 48 73.
    expect(s1.decisionTime).toEqual({ decided: 5, medianHours: 24, p95Hours: 73, withinLimit: 4, limitHours: 72 });
    expect(s1.rejectionReasons).toEqual([]);
    expect(s1.table.rows.every((row) => row.store.id === d.store.S1)).toBe(true);

    const a = await report({ ...YEAR, segmentId: d.segment.A });
    expect(a.summary).toEqual({
      count: 10,
      approvedCount: 7,
      approvedValue: 10650.5,
      points: 8,
      pending: 2,
      rejected: 1,
      canceled: 0,
      averageTicket: 1521.5,
    });
    expect(a.byStore.map((s) => s.storeId)).toEqual([d.store.S1, d.store.S2]);
    expect(a.bySegment).toEqual([{ segmentId: d.segment.A, name: NAMES.A, ...totals(10, 7, 10650.5, 8) }]);
    // 1 2 3 24 48 72 73 80.
    expect(a.decisionTime).toEqual({ decided: 8, medianHours: 24, p95Hours: 80, withinLimit: 6, limitHours: 72 });
    expect(a.rejectionReasons).toEqual([{ reason: 'Comprovante ilegível', count: 1 }]);
    expect(a.table.total).toBe(10);

    const outside = await report({ ...YEAR, storeId: d.store.S3, segmentId: d.segment.A });
    expect(outside.summary.count).toBe(0);
    expect(outside.table).toEqual({ rows: [], total: 0, page: 1, limit: 10 });
    const unknown = await report({ ...YEAR, storeId: '0f8fad5b-d9cb-469f-a165-70867728950e' });
    expect(unknown.summary.count).toBe(0);
    expect(unknown.byStore).toEqual([]);
  });

  it("reads a campaign from its first purchase to today's month when no period is given", async () => {
    const c2 = await report({ campaignId: d.campaign.C2 });
    expect(c2.granularity).toBe('month');
    expect(c2.summary).toEqual({
      count: 6,
      approvedCount: 5,
      approvedValue: 6000,
      points: 5,
      pending: 1,
      rejected: 0,
      canceled: 0,
      averageTicket: 1200,
    });
    expect(c2.series[0]).toEqual(period('2022-07', 0, 2, 0, 0, 3999.99));
    expect(c2.series.at(-1)!.period).toBe(todayIn('America/Sao_Paulo').slice(0, 7));
    const [y, m] = todayIn('America/Sao_Paulo').split('-').map(Number) as [number, number];
    expect(c2.series).toHaveLength((y - 2022) * 12 + m - 6);
    expect(ids(c2.table.rows)).toEqual([14, 13, 15, 12].map((n) => d.sale[n]).concat(tie()));
    expect((await report({ campaignId: d.campaign.C1 })).summary.count).toBe(9);
  });

  it('reads the days of partly covered months exactly (a period from the 15th of January to the 20th of March)', async () => {
    const r = await report({ from: '2022-01-15', to: '2022-03-20' });
    expect(r.granularity).toBe('month');
    // Purchases 3 to 7; average 3.650,51 / 2 = 1.825,255 -> 1.825,26.
    expect(r.summary).toEqual({
      count: 5,
      approvedCount: 2,
      approvedValue: 3650.51,
      points: 3,
      pending: 1,
      rejected: 1,
      canceled: 1,
      averageTicket: 1825.26,
    });
    expect(r.series).toEqual([
      period('2022-01', 1, 0, 0, 0, 0),
      period('2022-02', 0, 1, 1, 0, 2450.5),
      period('2022-03', 0, 1, 0, 1, 1200.01),
    ]);
    expect(r.byStore).toEqual([
      { storeId: d.store.S2, tradeName: NAMES.S2, ...totals(2, 1, 2450.5, 2) },
      { storeId: d.store.S1, tradeName: NAMES.S1, ...totals(2, 1, 1200.01, 1) },
      { storeId: d.store.S3, tradeName: NAMES.S3, ...totals(1, 0, 0, 0) },
    ]);
    // 72 73 80.
    expect(r.decisionTime).toEqual({ decided: 3, medianHours: 73, p95Hours: 80, withinLimit: 1, limitHours: 72 });
    expect(ids(r.table.rows)).toEqual([7, 6, 5, 4, 3].map((n) => d.sale[n]));
    // The same window for one store reads its days from the purchases (a store keeps years only).
    const s1 = await report({ from: '2022-01-15', to: '2022-03-20', storeId: d.store.S1 });
    expect(s1.summary).toMatchObject({ count: 2, approvedCount: 1, approvedValue: 1200.01, pending: 1 });
    expect(s1.decisionTime).toEqual({ decided: 1, medianHours: 73, p95Hours: 73, withinLimit: 0, limitHours: 72 });
    // One day.
    const day = await report({ from: '2022-07-01', to: '2022-07-01' });
    expect(day.granularity).toBe('day');
    expect(day.series).toEqual([period('2022-07-01', 0, 2, 0, 0, 3999.99)]);
  });

  it('reads days for up to 62 days (empty days included), months beyond, and an open start from its first purchase', async () => {
    const days = await report({ from: '2022-07-01', to: '2022-08-31' });
    expect(days.granularity).toBe('day');
    expect(days.series).toHaveLength(62);
    expect(days.series[0]).toEqual(period('2022-07-01', 0, 2, 0, 0, 3999.99));
    expect(days.series[1]).toEqual(zero('2022-07-02'));
    expect(days.series.filter((s) => s.approved > 0)).toEqual([
      period('2022-07-01', 0, 2, 0, 0, 3999.99),
      period('2022-08-20', 0, 1, 0, 0, 1000),
      period('2022-08-21', 0, 1, 0, 0, 1000),
    ]);
    const segmentDays = await report({ from: '2022-07-01', to: '2022-08-31', segmentId: d.segment.A });
    expect(segmentDays.series.filter((s) => s.approved > 0).map((s) => s.period)).toEqual(['2022-07-01', '2022-08-21']);
    const storeDays = await report({ from: '2022-07-01', to: '2022-08-31', storeId: d.store.S3 });
    expect(storeDays.series.filter((s) => s.approved > 0)).toEqual([period('2022-08-20', 0, 1, 0, 0, 1000)]);

    const months = await report({ from: '2022-07-01', to: '2022-09-01' });
    expect(months.granularity).toBe('month');
    expect(months.series.map((s) => s.period)).toEqual(['2022-07', '2022-08', '2022-09']);

    // The first rejected purchase is on 5 February: to 5 April that is 60 days, read by day.
    const open = await report({ to: '2022-04-05', status: 'rejected' });
    expect(open.granularity).toBe('day');
    expect(open.series).toHaveLength(60);
    expect(open.series[0]).toEqual(period('2022-02-05', 0, 0, 1, 0, 0));
    expect(open.series.filter((s) => s.rejected > 0).map((s) => s.period)).toEqual([
      '2022-02-05',
      '2022-04-01',
      '2022-04-02',
    ]);

    const empty = await report({ from: '2021-01-01', to: '2021-03-31' });
    expect(empty.series).toEqual([zero('2021-01'), zero('2021-02'), zero('2021-03')]);
    expect(empty.summary).toEqual({
      count: 0,
      approvedCount: 0,
      approvedValue: 0,
      points: 0,
      pending: 0,
      rejected: 0,
      canceled: 0,
      averageTicket: null,
    });
    expect(empty).toMatchObject({ byStore: [], bySegment: [], byType: [], rejectionReasons: [] });
    expect(empty.table).toEqual({ rows: [], total: 0, page: 1, limit: 10 });
    const nothing = await report({ to: '2021-03-31' });
    expect(nothing.granularity).toBe('day');
    expect(nothing.series).toEqual([zero('2021-03-31')]);
  });

  it('refuses bad filters with a 400 and a message in Portuguese', async () => {
    const cases: [string, RegExp][] = [
      ['storeId=abc', /Loja inválida/],
      ['campaignId=123', /Campanha inválida/],
      ['segmentId=x', /Segmento inválido/],
      ['from=2022-03-01&to=2022-02-01', /A data inicial deve ser anterior ou igual à data final/],
      ['from=2022-13-01', /Data inicial inválida \(use AAAA-MM-DD\)/],
      ['to=01/02/2022', /Data final inválida/],
      ['status=aprovada', /Situação inválida/],
      ['type=nota', /Tipo inválido/],
      ['limit=0', /limit deve ser pelo menos 1/],
      [`limit=${MAX_PAGE_SIZE + 1}`, /limit deve ser no máximo/],
      ['format=pdf', /Formato inválido/],
    ];
    for (const [query, message] of cases) {
      const res = await t.request({ method: 'GET', url: `/api/reports/compras?${query}`, headers: h.admin! });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
  });

  it('answers the administrators only', async () => {
    expect(await report(YEAR, h.smart!)).toEqual(await report(YEAR));
    for (const role of ['concierge', 'lojista', 'vendedor', 'cliente']) {
      const res = await t.request({ method: 'GET', url: '/api/reports/compras', headers: h[role]! });
      expect(res.statusCode, role).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/reports/compras' })).statusCode).toBe(401);
  });
});

/** A screen row's values in the export's columns: instants in milliseconds, money in cents. */
const shown = (r: PurchasesReportRow) => [
  r.saleDate,
  Date.parse(r.createdAt),
  r.store.tradeName,
  r.segment?.name ?? null,
  r.client.name,
  // The screen masks it (purchases-report-page.tsx), and so does the export.
  formatCpf(r.client.cpf),
  r.campaign.name,
  r.type === 'photo' ? 'Foto' : 'Nota fiscal',
  r.invoiceNumber,
  Math.round(r.netValue * 100),
  r.points,
  saleStatusLabel(r.status),
  r.reason,
  r.reviewedAt === null ? null : Date.parse(r.reviewedAt),
];

describe('the Compras export', () => {
  /** Every row of the on-screen pages, paged through as the browser would. */
  async function screenRows(q: Query): Promise<PurchasesReportRow[]> {
    const out: PurchasesReportRow[] = [];
    for (let page = 1; ; page++) {
      const r = await report({ ...q, page, limit: 4 });
      out.push(...r.table.rows);
      if (out.length >= r.table.total) return out;
    }
  }

  it('holds exactly the rows the screen pages through, in its order, in keyset batches, with the total', async () => {
    for (const q of [
      YEAR,
      { from: '2022-01-15', to: '2022-08-25' },
      { campaignId: d.campaign.C1 },
      { ...YEAR, storeId: d.store.S1 },
      { ...YEAR, segmentId: d.segment.A, status: 'approved' },
      { type: 'photo' },
      { from: '2021-01-01', to: '2021-12-31' },
    ] as Query[]) {
      const parsed = { page: 1, limit: 10, ...q } as Parameters<typeof purchasesExport>[1];
      const exported = await purchasesExport(t.database.db, parsed, t.config.timeZone, { batchSize: 3 });
      const batches: (typeof exported extends { batches(): AsyncIterable<readonly (infer R)[]> } ? R : never)[][] = [];
      for await (const batch of exported.batches()) batches.push([...batch]);
      const screen = await screenRows(q);
      // Each exported row writes what the screen's row shows, in the screen's order.
      const written = batches.flat().map((row) => exported.columns.map((c) => c.value(row)));
      expect(written, JSON.stringify(q)).toEqual(screen.map(shown));
      expect(exported.total).toBe(screen.length);
      expect(batches.every((b) => b.length <= 3)).toBe(true);
    }
  });

  it("has the table's columns, the labels in Portuguese and typed values", async () => {
    const exported = await purchasesExport(
      t.database.db,
      { ...YEAR, page: 1, limit: 10, status: 'rejected' },
      t.config.timeZone,
    );
    expect(exported.columns.map((c) => c.header)).toEqual([
      'Data da compra',
      'Registrada em',
      'Loja',
      'Segmento',
      'Cliente',
      'CPF',
      'Campanha',
      'Tipo',
      'Nota fiscal',
      'Valor líquido (R$)',
      'Pontos',
      'Situação',
      'Motivo',
      'Decidida em',
    ]);
    expect(exported.columns.map((c) => c.kind)).toEqual([
      'date',
      'datetime',
      'text',
      'text',
      'text',
      'text',
      'text',
      'text',
      'text',
      'cents',
      'int',
      'text',
      'text',
      'datetime',
    ]);
    const [first] = (await exported.batches()[Symbol.asyncIterator]().next()).value ?? [];
    // Purchase 9: rejected on 2022-04-10 18:00 UTC (200 hours after its registration).
    expect(exported.columns.map((c) => c.value(first!))).toEqual([
      '2022-04-02',
      Date.parse('2022-04-02T10:00:00.000Z'),
      NAMES.S3,
      NAMES.B,
      NAMES.K1,
      // Masked as in the Clientes export: this CPF starts with 0, which a spreadsheet would drop.
      `011.444.777-${CPFS.K1.slice(9)}`,
      NAMES.C1,
      'Foto',
      'REL-9',
      45_000,
      null,
      'REJEITADA',
      'Comprovante ilegível',
      Date.parse('2022-04-10T18:00:00.000Z'),
    ]);
    expect(exported.total).toBe(3);
    expect(exported.fileName).toMatch(/^relatorio-compras-\d{4}-\d{2}-\d{2}$/);
  });
});

describe('the purchase totals behind the report', () => {
  it('read the same before and after the deltas are folded, and follow each change of a purchase', async () => {
    const before = await report(YEAR);
    await foldSalesRollup(t);
    expect(await report(YEAR)).toEqual(before);

    // Purchase 3 approved 4 h after its registration: 10 approved, R$ 12.450,51, decided 1 1 2 3 4 6 10 24 48 72 73 80 216.
    await t.database.db
      .update(sales)
      .set({ status: 'approved', invoiceNumber: 'REL-3', points: 0, reviewedAt: '2022-01-20T14:00:00Z' })
      .where(eq(sales.id, d.sale[3]!));
    const approved = await report(YEAR);
    expect(approved.summary).toEqual({
      count: 15,
      approvedCount: 10,
      approvedValue: 12450.51,
      points: 9,
      pending: 1,
      rejected: 3,
      canceled: 1,
      averageTicket: 1245.05,
    });
    expect(approved.decisionTime).toEqual({
      decided: 13,
      medianHours: 10,
      p95Hours: 216,
      withinLimit: 10,
      limitHours: 72,
    });
    expect(approved.byStore[0]).toEqual({ storeId: d.store.S1, tradeName: NAMES.S1, ...totals(6, 6, 8000, 5) });
    await foldSalesRollup(t);
    expect(await report(YEAR)).toEqual(approved);

    // Purchase 14 canceled through the API (approved -> canceled): it leaves the decided ones.
    const cancel = await t.request({
      method: 'PATCH',
      url: `/api/sales/${d.sale[14]}/reject?reason=${encodeURIComponent('Compra devolvida')}`,
      headers: h.concierge!,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // Purchase 15 deleted; purchase 12 moved to 2022-09-02 and R$ 1.500,00.
    await t.database.db.delete(sales).where(eq(sales.id, d.sale[15]!));
    await t.database.db
      .update(sales)
      .set({ saleDate: '2022-09-02', netCents: 150_000, grossCents: 150_000 })
      .where(eq(sales.id, d.sale[12]!));
    const changed = await report(YEAR);
    // 14 purchases: 8 approved (R$ 12.450,51 - 0,01 - 1.000,00 + 500,00 = 11.950,50), 2 canceled.
    expect(changed.summary).toEqual({
      count: 14,
      approvedCount: 8,
      approvedValue: 11950.5,
      points: 8,
      pending: 1,
      rejected: 3,
      canceled: 2,
      averageTicket: 1493.81,
    });
    // Decided: 1 2 4 6 10 24 48 72 73 80 216.
    expect(changed.decisionTime).toEqual({
      decided: 11,
      medianHours: 24,
      p95Hours: 216,
      withinLimit: 8,
      limitHours: 72,
    });
    expect(changed.series.find((s) => s.period === '2022-08')).toEqual(zero('2022-08'));
    expect(changed.series.find((s) => s.period === '2022-09')).toEqual(period('2022-09', 0, 1, 0, 0, 1500));
    expect(changed.table.rows[0]).toMatchObject({ id: d.sale[14], status: 'canceled', reason: 'Compra devolvida' });
    await foldSalesRollup(t);
    expect(await report(YEAR)).toEqual(changed);
  });

  it("move a store's purchases to its new segment, and back", async () => {
    const a = await report({ ...YEAR, segmentId: d.segment.A });
    const b = await report({ ...YEAR, segmentId: d.segment.B });
    expect(b.summary.count).toBe(3);
    await t.database.db.update(stores).set({ segmentId: d.segment.A }).where(eq(stores.id, d.store.S3));
    const moved = await report({ ...YEAR, segmentId: d.segment.A });
    expect(moved.summary.count).toBe(a.summary.count + 3);
    expect(moved.summary.approvedValue).toBe(
      Math.round((a.summary.approvedValue + b.summary.approvedValue) * 100) / 100,
    );
    expect(moved.decisionTime.decided).toBe(a.decisionTime.decided + b.decisionTime.decided);
    expect(moved.byStore.map((s) => s.storeId).sort()).toEqual([d.store.S1, d.store.S2, d.store.S3].sort());
    expect((await report({ ...YEAR, segmentId: d.segment.B })).summary.count).toBe(0);
    expect((await report(YEAR)).bySegment.map((s) => s.name)).toEqual([NAMES.A, 'Sem segmento']);
    await t.database.db.update(stores).set({ segmentId: d.segment.B }).where(eq(stores.id, d.store.S3));
    expect(await report({ ...YEAR, segmentId: d.segment.A })).toEqual(a);
    expect(await report({ ...YEAR, segmentId: d.segment.B })).toEqual(b);
  });

  it("keep a request's folded part only while nothing is folded, the edge days' changes included", async () => {
    // The window's first and last months are read whole less the days outside: 10 to 14 January
    // and 21 to 31 March are edge days taken off.
    const window = { from: '2022-01-15', to: '2022-03-20' };
    const before = await report(window);
    await t.database.db.update(sales).set({ netCents: 150_100, grossCents: 150_100 }).where(eq(sales.id, d.sale[1]!));
    await t.database.db.insert(sales).values(
      (['2022-03-25', '2022-01-16'] as const).map((saleDate, i) => ({
        type: 'photo' as const,
        saleDate,
        storeId: d.store.S2,
        clientId: d.client.K3,
        campaignId: d.campaign.C1,
        grossCents: 1_000 + i,
        netCents: 1_000 + i,
        createdAt: `${saleDate}T12:00:00Z`,
      })),
    );
    const after = await report(window);
    expect(after.summary).toEqual({
      ...before.summary,
      count: before.summary.count + 1,
      pending: before.summary.pending + 1,
    });
    expect(after.series[0]).toEqual({ ...before.series[0]!, pending: before.series[0]!.pending + 1 });
    await foldSalesRollup(t);
    expect(await report(window)).toEqual(after);
    // A store's new name reaches the groups at once.
    await t.database.db.update(stores).set({ tradeName: 'Beta Casa & Cia' }).where(eq(stores.id, d.store.S2));
    expect((await report(window)).byStore.find((s) => s.storeId === d.store.S2)?.tradeName).toBe('Beta Casa & Cia');
    await t.database.db.update(stores).set({ tradeName: NAMES.S2 }).where(eq(stores.id, d.store.S2));
  });

  it('rebuild to what the triggers kept', async () => {
    const before = await report(YEAR);
    await t.database.db.execute(sql`select sales_report_rebuild()`);
    expect(await report(YEAR)).toEqual(before);
  });
});
