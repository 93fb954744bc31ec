import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, sales, sellers, stores } from '../src/db/schema';
import { DEMO_PASSWORD, storeSellerLogin } from '../src/db/seed';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('records each demo sale as the app does: its creation, and its approval, in its history', async () => {
    const admin = await t.login('admin@example.com');
    const seeded = await t.database.db.select().from(sales);
    expect(seeded.map((s) => s.invoiceNumber).sort()).toEqual(['NF-1001', 'NF-1002', 'NF-1003']);
    for (const sale of seeded) {
      const res = await t.request({ method: 'GET', url: `/api/logs/Sale/${sale.id}`, headers: admin });
      expect(res.statusCode).toBe(200);
      const history = res.json().data as { methodName: string; userName: string; result: { status: string } }[];
      const expected = sale.status === 'approved' ? ['create', 'approve'] : ['create'];
      expect(history.map((h) => h.methodName)).toEqual(expected);
      expect(history[0]).toMatchObject({ userName: 'Vítor Vendedor', result: { status: 'pending' } });
      if (sale.status === 'approved') expect(history[1]).toMatchObject({ userName: 'Carla Concierge' });
    }
    expect(seeded.filter((s) => s.status === 'approved')).toHaveLength(2);
    // The customer heard of each approval, as after a real one.
    const mails = await t.database.db.select().from(outbox);
    expect(mails.filter((m) => m.subject === 'Sua compra foi aprovada')).toHaveLength(2);
  });

  it('gives every store an active seller who logs in with its login or e-mail', async () => {
    const storeRows = await t.database.db.select().from(stores);
    const sellerRows = await t.database.db.select().from(sellers);
    expect(storeRows).toHaveLength(20);
    for (const store of storeRows)
      expect(
        sellerRows.filter((s) => s.storeId === store.id && s.inactivatedAt === null),
        store.tradeName,
      ).not.toHaveLength(0);
    const second = storeRows.find((s) => s.tradeName === 'Lumen Iluminação')!;
    for (const email of [storeSellerLogin(2), `${storeSellerLogin(2)}@example.com`]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, email).toBe(200);
      expect(res.json().data).toMatchObject({ role: 'VENDEDOR', storeId: second.id });
    }
  });
});
