import type { StorePoints, StorePointsRow } from '@mall/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales, stores } from '../src/db/schema';
import { storePointsExport } from '../src/modules/reports/store-points.service';
import { createReportData, foldSalesRollup, NAMES, type ReportData } from './reports-purchases.data';
import { createTestApp, type TestApp } from './support/app';

/**
 * Pontos por Loja on the data set of reports-purchases.data.ts. Approved purchases only:
 *   S1: 1, 2 (K1, 2022-01-10), 7 (K1, 03-18), 10 (K1, 07-01), 11 (K3, 07-01)
 *   S2: 5 (K2, 02-15), 15 (K2, 08-21)
 *   S3: 12 (K1, 08-20)
 *   S4: 14 (K2, 12-31)
 */

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

async function points(q: Query, headers = h.admin!): Promise<StorePoints> {
  const params = new URLSearchParams(
    Object.entries(q).filter((e): e is [string, string | number] => e[1] !== undefined) as [string, string][],
  );
  const res = await t.request({ method: 'GET', url: `/api/reports/pontos-loja?${params}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const YEAR = { from: '2022-01-01', to: '2022-12-31' };
const A = () => ({ id: d.segment.A, name: NAMES.A });
const row = (
  rank: number,
  store: 'S1' | 'S2' | 'S3' | 'S4',
  purchases: number,
  approvedValue: number,
  pts: number,
  customers: number,
): StorePointsRow => ({
  rank,
  store: { id: d.store[store], tradeName: NAMES[store] },
  segment: store === 'S4' ? null : store === 'S3' ? { id: d.segment.B, name: NAMES.B } : A(),
  purchases,
  approvedValue,
  points: pts,
  customers,
});

describe('GET /reports/pontos-loja', () => {
  it('ranks the stores of 2022 by approved value, with their points and distinct customers', async () => {
    const r = await points(YEAR);
    expect(r.summary).toEqual({ stores: 4, purchases: 9, approvedValue: 11650.51, points: 9, customers: 3 });
    expect(r.table).toEqual({
      rows: [
        row(1, 'S1', 5, 7200, 5, 2),
        row(2, 'S2', 2, 3450.5, 3, 1),
        row(3, 'S3', 1, 1000, 1, 1),
        row(4, 'S4', 1, 0.01, 0, 1),
      ],
      total: 4,
      page: 1,
      limit: 10,
    });
    // The whole history reads the same (nothing else was bought), and pages keep the ranks.
    expect((await points({})).summary).toEqual(r.summary);
    expect((await points({ ...YEAR, page: 2, limit: 3 })).table).toEqual({
      rows: [row(4, 'S4', 1, 0.01, 0, 1)],
      total: 4,
      page: 2,
      limit: 3,
    });
  });

  it('counts a campaign: a customer of several purchases or stores once; ties by trade name', async () => {
    const c1 = await points({ campaignId: d.campaign.C1 });
    expect(c1.summary).toEqual({ stores: 2, purchases: 4, approvedValue: 5650.51, points: 4, customers: 2 });
    expect(c1.table.rows).toEqual([row(1, 'S1', 3, 3200.01, 2, 1), row(2, 'S2', 1, 2450.5, 2, 1)]);
    const c2 = await points({ campaignId: d.campaign.C2 });
    expect(c2.summary).toEqual({ stores: 4, purchases: 5, approvedValue: 6000, points: 5, customers: 3 });
    // S2 and S3 both sold R$ 1.000,00: Beta Casa before Gama Luz.
    expect(c2.table.rows).toEqual([
      row(1, 'S1', 2, 3999.99, 3, 2),
      row(2, 'S2', 1, 1000, 1, 1),
      row(3, 'S3', 1, 1000, 1, 1),
      row(4, 'S4', 1, 0.01, 0, 1),
    ]);
    expect((await points({ ...YEAR, campaignId: d.campaign.C2, storeId: d.store.S1 })).table.rows).toEqual([
      row(1, 'S1', 2, 3999.99, 3, 2),
    ]);
  });

  it('counts the customers of periods cut inside months exactly', async () => {
    // March to July: K1 on 03-18 and 07-01 at S1 (once), K3 on 07-01.
    const spring = await points({ from: '2022-03-01', to: '2022-07-31' });
    expect(spring.summary).toEqual({ stores: 1, purchases: 3, approvedValue: 5200, points: 4, customers: 2 });
    expect(spring.table.rows).toEqual([row(1, 'S1', 3, 5200, 4, 2)]);
    // 15 January to 25 August: K2 at S2 twice (02-15, 08-21) is one customer there; K1 at S1 and S3.
    const long = await points({ from: '2022-01-15', to: '2022-08-25' });
    expect(long.summary).toEqual({ stores: 3, purchases: 6, approvedValue: 9650.5, points: 8, customers: 3 });
    expect(long.table.rows).toEqual([
      row(1, 'S1', 3, 5200, 4, 2),
      row(2, 'S2', 2, 3450.5, 3, 1),
      row(3, 'S3', 1, 1000, 1, 1),
    ]);
    // 11 January to 1 July: the visit of 10 January (K1 at S1) is before it.
    const cut = await points({ from: '2022-01-11', to: '2022-07-01' });
    expect(cut.summary).toEqual({ stores: 2, purchases: 4, approvedValue: 7650.5, points: 6, customers: 3 });
    expect(cut.table.rows).toEqual([row(1, 'S1', 3, 5200, 4, 2), row(2, 'S2', 1, 2450.5, 2, 1)]);
    // From 20 August on (an open end): K1 (S3), K2 (S2, S4).
    const autumn = await points({ from: '2022-08-20' });
    expect(autumn.summary).toEqual({ stores: 3, purchases: 3, approvedValue: 2000.01, points: 2, customers: 2 });
    // Up to 10 January (an open start): K1's two purchases, one customer.
    expect((await points({ to: '2022-01-10' })).summary).toEqual({
      stores: 1,
      purchases: 2,
      approvedValue: 2000,
      points: 1,
      customers: 1,
    });
    const empty = await points({ from: '2022-05-01', to: '2022-06-30' });
    expect(empty).toEqual({
      summary: { stores: 0, purchases: 0, approvedValue: 0, points: 0, customers: 0 },
      table: { rows: [], total: 0, page: 1, limit: 10 },
    });
  });

  it('filters by segment (its customers across its stores) and by store', async () => {
    const a = await points({ ...YEAR, segmentId: d.segment.A });
    expect(a.summary).toEqual({ stores: 2, purchases: 7, approvedValue: 10650.5, points: 8, customers: 3 });
    expect(a.table.rows).toEqual([row(1, 'S1', 5, 7200, 5, 2), row(2, 'S2', 2, 3450.5, 3, 1)]);
    const ac1 = await points({ segmentId: d.segment.A, campaignId: d.campaign.C1 });
    expect(ac1.summary).toEqual({ stores: 2, purchases: 4, approvedValue: 5650.51, points: 4, customers: 2 });
    const s2 = await points({ ...YEAR, storeId: d.store.S2 });
    expect(s2.summary).toEqual({ stores: 1, purchases: 2, approvedValue: 3450.5, points: 3, customers: 1 });
    expect((await points({ ...YEAR, storeId: d.store.S2, segmentId: d.segment.B })).summary.stores).toBe(0);
  });

  it('refuses bad filters with a 400 in Portuguese, and answers the administrators only', async () => {
    for (const [query, message] of [
      ['storeId=1', /Loja inválida/],
      ['campaignId=x', /Campanha inválida/],
      ['segmentId=y', /Segmento inválido/],
      ['from=2022-02-01&to=2022-01-01', /A data inicial deve ser anterior ou igual à data final/],
      ['from=2022-02-30', /Data inicial inválida/],
      ['page=0', /page deve ser pelo menos 1/],
    ] as const) {
      const res = await t.request({ method: 'GET', url: `/api/reports/pontos-loja?${query}`, headers: h.admin! });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
    expect(await points(YEAR, h.smart!)).toEqual(await points(YEAR));
    for (const role of ['concierge', 'lojista', 'vendedor', 'cliente']) {
      const res = await t.request({ method: 'GET', url: '/api/reports/pontos-loja', headers: h[role]! });
      expect(res.statusCode, role).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/reports/pontos-loja' })).statusCode).toBe(401);
  });

  it('exports the ranking the screen pages through, with its columns', async () => {
    for (const q of [
      YEAR,
      { campaignId: d.campaign.C2 },
      { from: '2022-01-15', to: '2022-08-25', segmentId: d.segment.A },
    ] as Query[]) {
      const exported = await storePointsExport(
        t.database.db,
        { page: 1, limit: 10, ...q } as Parameters<typeof storePointsExport>[1],
        t.config.timeZone,
      );
      const rows: StorePointsRow[] = [];
      for await (const batch of exported.batches()) rows.push(...batch);
      const screen = [
        ...(await points({ ...q, limit: 2 })).table.rows,
        ...(await points({ ...q, page: 2, limit: 2 })).table.rows,
      ];
      expect(rows).toEqual(screen);
      expect(exported.total).toBe(screen.length);
    }
    const exported = await storePointsExport(t.database.db, { ...YEAR, page: 1, limit: 10 }, t.config.timeZone);
    expect(exported.columns.map((c) => c.header)).toEqual([
      'Posição',
      'Loja',
      'Segmento',
      'Compras aprovadas',
      'Valor aprovado (R$)',
      'Pontos',
      'Clientes',
    ]);
    const first = row(1, 'S1', 5, 7200, 5, 2);
    expect(exported.columns.map((c) => c.value(first))).toEqual([1, NAMES.S1, NAMES.A, 5, 7200, 5, 2]);
    expect(exported.columns.map((c) => c.kind)).toEqual(['int', 'text', 'text', 'int', 'money', 'int', 'int']);
  });
});

describe('the customers behind the ranking', () => {
  it('follow approvals, cancellations, moves and deletions, before and after a fold', async () => {
    const before = await points(YEAR);
    await foldSalesRollup(t);
    expect(await points(YEAR)).toEqual(before);
    // K2's pending purchase at S1 (2022-01-20) approved: S1 has a third customer.
    await t.database.db
      .update(sales)
      .set({ status: 'approved', invoiceNumber: 'REL-3', points: 0, reviewedAt: '2022-01-20T14:00:00Z' })
      .where(eq(sales.id, d.sale[3]!));
    const approved = await points(YEAR);
    expect(approved.table.rows[0]).toEqual(row(1, 'S1', 6, 8000, 5, 3));
    expect(approved.summary.customers).toBe(3);
    // K1's purchases at S1 canceled on 03-18 and moved from 01-10 (both) to 07-01: K1 is still
    // one customer of S1; in March to July alone K1 and K3 (07-01).
    const cancel = await t.request({
      method: 'PATCH',
      url: `/api/sales/${d.sale[7]}/reject?reason=${encodeURIComponent('Devolvida')}`,
      headers: h.concierge!,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await t.database.db.update(sales).set({ saleDate: '2022-07-01' }).where(eq(sales.id, d.sale[1]!));
    await t.database.db.update(sales).set({ saleDate: '2022-07-01' }).where(eq(sales.id, d.sale[2]!));
    const moved = await points(YEAR);
    expect(moved.table.rows[0]).toEqual(row(1, 'S1', 5, 6799.99, 4, 3));
    expect((await points({ from: '2022-03-01', to: '2022-07-31' })).table.rows).toEqual([
      row(1, 'S1', 4, 5999.99, 4, 2),
    ]);
    expect((await points({ from: '2022-01-01', to: '2022-06-30' })).table.rows).toEqual([
      row(1, 'S2', 1, 2450.5, 2, 1),
      row(2, 'S1', 1, 800, 0, 1),
    ]);
    // K2's purchases deleted everywhere: the mall keeps K1 and K3.
    await t.database.db.delete(sales).where(eq(sales.clientId, d.client.K2));
    const deleted = await points(YEAR);
    expect(deleted.summary).toEqual({ stores: 2, purchases: 5, approvedValue: 6999.99, points: 5, customers: 2 });
    await foldSalesRollup(t);
    expect(await points(YEAR)).toEqual(deleted);
    expect((await points({ from: '2022-03-01', to: '2022-07-31' })).table.rows).toEqual([
      row(1, 'S1', 4, 5999.99, 4, 2),
    ]);
  });

  it('follow a store into its new segment', async () => {
    await t.database.db.update(stores).set({ segmentId: d.segment.A }).where(eq(stores.id, d.store.S3));
    const a = await points({ ...YEAR, segmentId: d.segment.A });
    expect(a.table.rows.map((r) => r.store.id)).toEqual([d.store.S1, d.store.S3]);
    expect(a.table.rows[1]!.segment).toEqual(A());
    expect(a.summary.customers).toBe(2);
    expect((await points({ ...YEAR, segmentId: d.segment.B })).summary.stores).toBe(0);
    await t.database.db.execute(sql`select sales_report_rebuild()`);
    expect(await points({ ...YEAR, segmentId: d.segment.A })).toEqual(a);
  });

  it("keep a request's folded part while nothing is folded: purchases on its edge days and on its boundaries", async () => {
    // 15 June to 25 August: June is read less 1-14 June, August less 26-31 August.
    const window = { from: '2022-06-15', to: '2022-08-25' };
    const before = await points(window);
    const s3 = before.table.rows.find((r) => r.store.id === d.store.S3)!;
    const approvedSale = (saleDate: string, store: string, client: string, n: number) => ({
      type: 'invoice_number' as const,
      invoiceNumber: `REL-JANELA-${n}`,
      saleDate,
      storeId: store,
      clientId: client,
      campaignId: d.campaign.C2,
      grossCents: 5_000,
      netCents: 5_000,
      points: 0,
      status: 'approved' as const,
      reviewedAt: `${saleDate}T15:00:00Z`,
      createdAt: `${saleDate}T12:00:00Z`,
    });
    // K3 at S3 on 27 August (after the window), K1 at S1 on 10 June (before it): nothing changes,
    // though K1's visit of 1 July now follows one of 10 June.
    await t.database.db
      .insert(sales)
      .values([
        approvedSale('2022-08-27', d.store.S3, d.client.K3, 1),
        approvedSale('2022-06-10', d.store.S1, d.client.K1, 2),
      ]);
    expect(await points(window)).toEqual(before);
    // K3 at S3 on 20 June (inside): S3 has a second customer, the mall still two.
    await t.database.db.insert(sales).values(approvedSale('2022-06-20', d.store.S3, d.client.K3, 3));
    const after = await points(window);
    expect(after.summary).toEqual({
      ...before.summary,
      purchases: before.summary.purchases + 1,
      approvedValue: Math.round(before.summary.approvedValue * 100 + 5_000) / 100,
    });
    expect(after.table.rows.find((r) => r.store.id === d.store.S3)).toEqual({
      ...s3,
      purchases: s3.purchases + 1,
      approvedValue: Math.round(s3.approvedValue * 100 + 5_000) / 100,
      customers: 2,
    });
    await foldSalesRollup(t);
    expect(await points(window)).toEqual(after);
  });
});
