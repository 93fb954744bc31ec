import {
  addDays,
  amountDueCents,
  type Dashboard,
  daysBetween,
  lateCutoffs,
  type Sale,
  type SaleStatus,
  startOfDayIn,
} from '@mall/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bills, campaigns, clients, extracts, prizes, rescues, sales, stores, users } from '../src/db/schema';
import { activeCampaign } from '../src/modules/campaigns/campaigns.queries';
import { createTestApp, type TestApp } from './support/app';
import { cpfFrom, demoIds, today } from './support/fixtures';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let campaignId: string;
let campaignEnd: string;
let storeId: string;
const h: Record<string, { authorization: string }> = {};
let invoice = 0;

const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t);
  const db = t.database.db;
  const [campaign] = await db.select().from(campaigns).where(activeCampaign);
  campaignId = campaign!.id;
  campaignEnd = campaign!.endDate;
  // A store of its own for the store owner: its figures are exactly the sales this file writes.
  const [model] = await db.select().from(stores).where(eq(stores.id, ids.storeId));
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = model!;
  const [store] = await db
    .insert(stores)
    .values({ ...fields, tradeName: 'Painel Decor', cnpj: '11222333000181', email: 'painel@example.com' })
    .returning({ id: stores.id });
  storeId = store!.id;
  await db.update(users).set({ storeId }).where(eq(users.email, 'lojista@example.com'));
  for (const role of ['admin', 'smart', 'lojista', 'concierge', 'vendedor', 'cliente']) {
    h[role] = await t.login(`${role}@example.com`);
  }
});
afterAll(() => t.close());

async function dashboard(headers: { authorization: string }): Promise<Dashboard> {
  const res = await t.request({ method: 'GET', url: '/api/dashboard', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function addSale(
  store: string,
  saleDate: string,
  netCents: number,
  status: SaleStatus,
  opts: { createdAt?: Date; type?: 'photo' | 'invoice_number' } = {},
) {
  invoice += 1;
  const [row] = await t.database.db
    .insert(sales)
    .values({
      type: opts.type ?? 'invoice_number',
      invoiceNumber: status === 'pending' ? null : `PAINEL-${invoice}`,
      saleDate,
      storeId: store,
      clientId: ids.clientId,
      campaignId,
      grossCents: netCents,
      discountCents: 0,
      netCents,
      points: status === 'approved' ? Math.floor(netCents / 100_000) : null,
      status,
      reason: status === 'rejected' ? 'Ilegível' : null,
      ...(opts.createdAt ? { createdAt: opts.createdAt.toISOString() } : {}),
    })
    .returning({ id: sales.id, createdAt: sales.createdAt });
  return row!;
}

describe('GET /dashboard', () => {
  it("gives a store owner its store's day and month, its queue, its last statement and bill, and nothing of the mall", async () => {
    const day = today();
    const monthStart = `${day.slice(0, 7)}-01`;
    const lastMonth = addDays(monthStart, -1);
    const now = Date.now();
    await addSale(storeId, day, 10_000, 'approved');
    const late = await addSale(storeId, day, 5_550, 'pending', { createdAt: new Date(now - 80 * HOUR) });
    await addSale(storeId, day, 2_000, 'rejected');
    await addSale(storeId, monthStart, 12_345, 'approved', { type: 'photo' });
    await addSale(storeId, lastMonth, 99_999, 'approved');
    await addSale(storeId, lastMonth, 700, 'pending', { createdAt: new Date(now - HOUR) });
    // Another store's purchases are not the owner's.
    await addSale(ids.storeId, day, 50_000, 'approved');

    // Two statements and their bills: the latest month is the one shown.
    const [y, m] = lastMonth.split('-').map(Number) as [number, number];
    const [older] = await t.database.db
      .insert(extracts)
      .values({
        storeId,
        month: m === 1 ? 12 : m - 1,
        year: m === 1 ? y - 1 : y,
        totalSalesCents: 1_000,
        feeBps: 250,
        amountDueCents: 25,
      })
      .returning({ id: extracts.id });
    const [latest] = await t.database.db
      .insert(extracts)
      .values({
        storeId,
        month: m,
        year: y,
        salesCount: 1,
        totalSalesCents: 99_999,
        feeBps: 250,
        amountDueCents: amountDueCents(99_999, 250),
        status: 'due',
      })
      .returning({ id: extracts.id });
    const monthRef = `${lastMonth.slice(0, 7)}-01`;
    await t.database.db.insert(bills).values({
      storeId,
      extractId: older!.id,
      monthRef: `${addDays(monthRef, -20).slice(0, 8)}01`,
      amountDueCents: 25,
      adminFeeBps: 250,
      status: 'QUITADO',
    });
    const [bill] = await t.database.db
      .insert(bills)
      .values({
        storeId,
        extractId: latest!.id,
        monthRef,
        amountDueCents: amountDueCents(99_999, 250),
        adminFeeBps: 250,
        dueDate: addDays(day, -1),
        status: 'ABERTO',
      })
      .returning({ id: bills.id });

    const d = await dashboard(h.lojista!);
    expect(d.role).toBe('LOJISTA');
    expect(d.today).toBe(day);
    // A store owner's dashboard is its month.
    expect(d.purchases?.today).toBeNull();
    expect(d.purchases?.month).toEqual({ count: 4, approvedCount: 2, approvedValue: 223.45, pending: 1 });
    expect(d.review).toEqual({
      pending: 2,
      overdue: 1,
      oldestCreatedAt: new Date(late.createdAt).toISOString(),
      limitHours: 72,
    });
    expect(d.store).toEqual({
      id: storeId,
      tradeName: 'Painel Decor',
      lastStatement: {
        id: latest!.id,
        month: m,
        year: y,
        totalSales: 999.99,
        amountDue: amountDueCents(99_999, 250) / 100,
        status: 'due',
      },
      lastBill: {
        id: bill!.id,
        month: m,
        year: y,
        amountDue: amountDueCents(99_999, 250) / 100,
        dueDate: addDays(day, -1),
        status: 'ABERTO',
        overdue: true,
      },
    });
    expect(d).toMatchObject({ totals: null, campaign: null, vouchers: null, newClients: null, daily: null });
  });

  it("moves the administrators' figures by exactly what changed in the mall", async () => {
    const before = await dashboard(h.admin!);
    const day = today();
    const now = Date.now();
    await addSale(ids.otherStoreId, day, 30_000, 'approved');
    await addSale(ids.otherStoreId, day, 1_234, 'approved');
    await addSale(ids.otherStoreId, day, 4_000, 'pending', { createdAt: new Date(now - 100 * HOUR) });
    await addSale(ids.otherStoreId, addDays(day, -40), 7_000, 'approved');

    // A new customer this month (and a new account); a voucher to hand over, one expired, one handed over.
    const [user] = await t.database.db
      .insert(users)
      .values({ name: 'Nova Cliente', email: 'nova.painel@example.com', role: 'CLIENTE' })
      .returning({ id: users.id });
    const [client] = await t.database.db
      .insert(clients)
      .values({
        userId: user!.id,
        name: 'Nova Cliente',
        email: 'nova.painel@example.com',
        cpf: cpfFrom('390533447'),
        address: 'Rua A, 1',
        zipCode: '01310100',
        phone: '11999990000',
        birthdate: '1990-01-01',
      })
      .returning({ id: clients.id });
    const [prize] = await t.database.db.select({ id: prizes.id }).from(prizes).limit(1);
    const others = await t.database.db
      .insert(campaigns)
      .values(
        [1, 2].map((n) => ({
          name: `Antiga ${n}`,
          description: 'Encerrada',
          startDate: '2024-01-01',
          endDate: '2024-02-01',
          inactivatedAt: new Date().toISOString(),
        })),
      )
      .returning({ id: campaigns.id });
    const rescue = (
      campaign: string,
      status: 'SOLICITADO' | 'APROVADO' | 'ENTREGUE',
      expiresInHours: number,
      code: string,
    ) => ({
      clientId: client!.id,
      campaignId: campaign,
      prizeId: prize!.id,
      points: 10,
      voucher: code,
      voucherExpiresAt: new Date(now + expiresInHours * HOUR).toISOString(),
      status,
    });
    await t.database.db
      .insert(rescues)
      .values([
        rescue(campaignId, 'APROVADO', 48, 'PAINEL0001'),
        rescue(others[0]!.id, 'SOLICITADO', -1, 'PAINEL0002'),
        rescue(others[1]!.id, 'ENTREGUE', 48, 'PAINEL0003'),
      ]);

    const after = await dashboard(h.admin!);
    expect(after.purchases!.today!).toEqual({
      count: before.purchases!.today!.count + 3,
      approvedCount: before.purchases!.today!.approvedCount + 2,
      approvedValue: Math.round((before.purchases!.today!.approvedValue + 312.34) * 100) / 100,
      pending: before.purchases!.today!.pending + 1,
    });
    expect(after.purchases!.month.count).toBe(before.purchases!.month.count + 3);
    expect(after.review!.pending).toBe(before.review!.pending + 1);
    expect(after.review!.overdue).toBe(before.review!.overdue + 1);
    expect(after.vouchers!.toHandOver).toBe(before.vouchers!.toHandOver + 1);
    expect(after.newClients!.month).toBe(before.newClients!.month + 1);
    expect(after.totals).toEqual({
      users: before.totals!.users + 1,
      stores: before.totals!.stores,
      campaigns: before.totals!.campaigns + 2,
    });
    expect(after.campaign).toMatchObject({ id: campaignId, daysLeft: Math.max(0, daysBetween(day, campaignEnd)) });
    // The chart: 30 days ending today, today's bar the day's figures.
    expect(after.daily).toHaveLength(30);
    expect(after.daily![0]!.day).toBe(addDays(day, -29));
    expect(after.daily!.at(-1)).toEqual({
      day,
      count: after.purchases!.today!.count,
      approvedCount: after.purchases!.today!.approvedCount,
      approvedValue: after.purchases!.today!.approvedValue,
    });
    // The purchase dated 40 days ago is in no bar, and every bar sums to what the table holds.
    const [table] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sales)
      .where(sql`${sales.saleDate} between ${addDays(day, -29)} and ${day}`);
    expect(after.daily!.reduce((n, bar) => n + bar.count, 0)).toBe(table!.n);
    expect(await dashboard(h.smart!)).toEqual({ ...after, role: 'SMART' });
  });

  it('"Compras de hoje" opens GET /sales?day= with the day São Paulo is in: the purchases the figure counts, no other day\'s', async () => {
    const day = today();
    const midnight = startOfDayIn(day, 'America/Sao_Paulo');
    // Dated today: registered as São Paulo's day began (03:00 UTC) and now. Dated yesterday:
    // registered at 23:59 in São Paulo, already today's date in UTC. Dated tomorrow (a clock
    // ahead): none of today's.
    const inside = [
      await addSale(ids.otherStoreId, day, 2_500, 'pending', { createdAt: midnight }),
      await addSale(ids.otherStoreId, day, 2_600, 'approved'),
    ];
    const outside = [
      await addSale(ids.otherStoreId, addDays(day, -1), 2_700, 'approved', {
        createdAt: new Date(midnight.getTime() - 60_000),
      }),
      await addSale(ids.otherStoreId, addDays(day, 1), 2_800, 'pending'),
    ];
    const d = await dashboard(h.admin!);
    expect(d.today).toBe(day);
    const res = await t.request({ method: 'GET', url: `/api/sales?day=${d.today}&pageSize=100`, headers: h.admin! });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as { data: Sale[]; total: number };
    expect(list.total).toBe(d.purchases!.today!.count);
    expect(list.data.every((s) => s.saleDate === day)).toBe(true);
    const listed = list.data.map((s) => s.id);
    for (const sale of inside) expect(listed).toContain(sale.id);
    for (const sale of outside) expect(listed).not.toContain(sale.id);
    // With the statement's other filters; a store owner's day is its store's.
    const approved = await t.request({
      method: 'GET',
      url: `/api/sales?day=${day}&status=approved&store=${ids.otherStoreId}`,
      headers: h.admin!,
    });
    expect(approved.json().data.map((s: Sale) => s.id)).toContain(inside[1]!.id);
    expect(approved.json().data.every((s: Sale) => s.status === 'approved' && s.saleDate === day)).toBe(true);
    const owner = await t.request({ method: 'GET', url: `/api/sales?day=${day}`, headers: h.lojista! });
    expect(owner.json().data.every((s: Sale) => s.storeId === storeId && s.saleDate === day)).toBe(true);

    for (const bad of ['2026-02-30', 'hoje', '10/03/2026', '2026-3-1']) {
      const refused = await t.request({ method: 'GET', url: `/api/sales?day=${bad}`, headers: h.admin! });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().message, bad).toBe('Data inválida (use AAAA-MM-DD)');
    }
    const docs = await t.request({ method: 'GET', url: '/api/docs/json' });
    const param = (
      docs.json().paths['/api/sales'].get.parameters as { name: string; in: string; description?: string }[]
    ).find((p) => p.name === 'day');
    expect(param).toMatchObject({ in: 'query' });
    expect(param?.description).toMatch(/AAAA-MM-DD/);
  });

  it("gives the concierge the review queue and the vouchers to hand over, not the mall's money", async () => {
    const admin = await dashboard(h.admin!);
    const d = await dashboard(h.concierge!);
    expect(d.review).toEqual(admin.review);
    expect(d.vouchers).toEqual(admin.vouchers);
    expect(d.campaign).toEqual(admin.campaign);
    expect(d).toMatchObject({ totals: null, purchases: null, newClients: null, daily: null, store: null });
    // The queue behind the figure: GET /rescues?status=A_ENTREGAR lists exactly those vouchers.
    const list = await t.request({
      method: 'GET',
      url: '/api/rescues?status=A_ENTREGAR&limit=100',
      headers: h.concierge!,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(d.vouchers!.toHandOver);
    for (const r of list.json().data) expect(['SOLICITADO', 'APROVADO']).toContain(r.status);
    expect(list.json().data.map((r: { voucher: string }) => r.voucher)).toContain('PAINEL0001');
    const expired = await t.request({ method: 'GET', url: '/api/rescues?status=EXPIRADO', headers: h.concierge! });
    expect(expired.json().data.map((r: { voucher: string }) => r.voucher)).toContain('PAINEL0002');
  });

  it('counts a purchase late by its own deadline, from its contest when contested, as the review queue does', async () => {
    const queueLate = async (headers: { authorization: string }) => {
      const res = await t.request({ method: 'GET', url: '/api/sales?status=pending&late=true&pageSize=1', headers });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { total: number }).total;
    };
    const admin = await dashboard(h.admin!);
    const owner = await dashboard(h.lojista!);
    const now = Date.now();
    const ago = (hours: number) => new Date(now - hours * HOUR);
    const cut = lateCutoffs(new Date(now), 'America/Sao_Paulo');
    const day = today();
    const add = async (type: 'photo' | 'invoice_number', createdAt: Date, contestedAt?: Date) => {
      const sale = await addSale(storeId, day, 1_000, 'pending', { type, createdAt });
      if (contestedAt) {
        await t.database.db
          .update(sales)
          .set({ contestedAt: contestedAt.toISOString(), contestMessage: 'A nota está legível.' })
          .where(eq(sales.id, sale.id));
      }
    };
    // Late: an invoice number past 72 hours, photos past three business days, and contested
    // purchases whose time since the contest ran out.
    await add('invoice_number', ago(80));
    await add('photo', ago(30 * 24));
    await add('photo', new Date(cut.photo.getTime() - HOUR));
    await add('photo', ago(20 * 24), ago(20 * 24 - 1));
    await add('invoice_number', ago(5 * 24), ago(4 * 24));
    // On time: a photo within its business days (even past 72 hours), a recent invoice number, and
    // an old purchase contested an hour ago.
    await add('photo', new Date(cut.photo.getTime() + HOUR));
    await add('photo', ago(1));
    await add('invoice_number', ago(48));
    await add('invoice_number', ago(10 * 24), ago(1));

    const after = await dashboard(h.admin!);
    expect(after.review!.pending).toBe(admin.review!.pending + 9);
    expect(after.review!.overdue).toBe(admin.review!.overdue + 5);
    const own = await dashboard(h.lojista!);
    expect(own.review!.overdue).toBe(owner.review!.overdue + 5);
    // The figure the dashboard links to the queue agrees with the queue's own late filter.
    expect(after.review!.overdue).toBe(await queueLate(h.concierge!));
    expect(own.review!.overdue).toBe(await queueLate(h.lojista!));
  });

  it('refuses the roles without a dashboard and a caller without a session', async () => {
    for (const role of ['vendedor', 'cliente']) {
      const res = await t.request({ method: 'GET', url: '/api/dashboard', headers: h[role]! });
      expect(res.statusCode, role).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });

  it('answers a status the redemptions list does not know with a 400 naming it', async () => {
    const res = await t.request({ method: 'GET', url: '/api/rescues?status=PERDIDO', headers: h.admin! });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Status inválido/);
  });
});

describe('the purchases per day', () => {
  /**
   * What the totals should hold: the table's purchases grouped, against the folded totals plus
   * the deltas, per day for the mall and per month for each store; then the same after a fold.
   */
  async function rollupMatchesSales() {
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows.map((x) =>
        JSON.stringify(x),
      );
    const daily = () =>
      rows(sql`
      select day, campaign_id, status, type, sum(count)::int as count, sum(net)::bigint as net, sum(points)::bigint as points
      from (
        select day::text as day, campaign_id, status, type, count, net_cents as net, points from sales_daily
        union all
        select day::text, campaign_id, status, type, count, net_cents, points from sales_rollup_delta
      ) as x group by 1, 2, 3, 4 having sum(count) <> 0 or sum(net) <> 0 order by 1, 2, 3, 4`);
    const monthly = () =>
      rows(sql`
      select month, store_id, campaign_id, status, type, sum(count)::int as count, sum(net)::bigint as net, sum(points)::bigint as points
      from (
        select month::text as month, store_id, campaign_id, status, type, count, net_cents as net, points from sales_store_monthly
        union all
        select date_trunc('month', day)::date::text, store_id, campaign_id, status, type, count, net_cents, points
        from sales_rollup_delta
      ) as x group by 1, 2, 3, 4, 5 having sum(count) <> 0 or sum(net) <> 0 order by 1, 2, 3, 4, 5`);
    const salesDaily = await rows(sql`
      select sale_date::text as day, campaign_id, status, type, count(*)::int as count,
        sum(net_cents)::bigint as net, sum(coalesce(points, 0))::bigint as points
      from sales group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
    const salesMonthly = await rows(sql`
      select date_trunc('month', sale_date)::date::text as month, store_id, campaign_id, status, type, count(*)::int as count,
        sum(net_cents)::bigint as net, sum(coalesce(points, 0))::bigint as points
      from sales group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`);
    // The queue per UTC registration date, for the mall and per store.
    const queue = () =>
      rows(sql`
      select store_id, day, sum(n)::int as n from (
        select null::uuid as store_id, day::text as day, count as n from sales_pending_registered
        union all
        select store_id, day::text, count from sales_pending_registered_store
        union all
        select null, created_day::text, count from sales_rollup_delta where status = 'pending'
        union all
        select store_id, created_day::text, count from sales_rollup_delta where status = 'pending'
      ) as x group by 1, 2 having sum(n) <> 0 order by 1, 2`);
    const salesQueue = await rows(sql`
      select store_id, day, n from (
        select null::uuid as store_id, (created_at at time zone 'UTC')::date::text as day, count(*)::int as n
        from sales where status = 'pending' group by 2
        union all
        select store_id, (created_at at time zone 'UTC')::date::text, count(*)::int
        from sales where status = 'pending' group by 1, 2
      ) as x order by 1, 2`);
    expect(salesDaily.length).toBeGreaterThan(0);
    expect(salesQueue.length).toBeGreaterThan(0);
    for (let fold = 0; fold < 2; fold++) {
      expect(await daily()).toEqual(salesDaily);
      expect(await monthly()).toEqual(salesMonthly);
      expect(await queue()).toEqual(salesQueue);
      await t.database.db.execute(sql`select sales_rollup_fold()`);
    }
  }

  it('follow every change of a sale in the same transaction: create, review, edit, move, delete', async () => {
    await rollupMatchesSales();
    const sale = await addSale(ids.storeId, today(), 8_800, 'pending');
    const approve = await t.request({
      method: 'PATCH',
      url: `/api/sales/${sale.id}/approve`,
      headers: h.concierge!,
      payload: { invoiceNumber: 'PAINEL-APROVA' },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    await rollupMatchesSales();
    const other = await addSale(ids.storeId, today(), 1_500, 'pending');
    const reject = await t.request({
      method: 'PATCH',
      url: `/api/sales/${other.id}/reject?reason=${encodeURIComponent('Nota ilegível')}`,
      headers: h.concierge!,
    });
    expect(reject.statusCode, reject.body).toBe(200);
    await t.database.db
      .update(sales)
      .set({ netCents: 9_900, grossCents: 9_900, saleDate: addDays(today(), -1), storeId: ids.otherStoreId })
      .where(eq(sales.id, sale.id));
    await rollupMatchesSales();
    // A change of nothing the sums count (the customer's name copy) leaves them alone.
    await t.database.db.update(sales).set({ reason: 'observação' }).where(eq(sales.id, sale.id));
    await t.database.db.delete(sales).where(eq(sales.id, other.id));
    await rollupMatchesSales();
  });

  it('undo a change whose transaction fails', async () => {
    const before = await dashboard(h.admin!);
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.insert(sales).values({
          type: 'invoice_number',
          invoiceNumber: 'PAINEL-DESFEITA',
          saleDate: today(),
          storeId: ids.storeId,
          clientId: ids.clientId,
          campaignId,
          grossCents: 5_000,
          netCents: 5_000,
          status: 'approved',
        });
        throw new Error('falhou');
      }),
    ).rejects.toThrow('falhou');
    expect((await dashboard(h.admin!)).purchases).toEqual(before.purchases);
  });
});
