import { eq } from 'drizzle-orm';
import { campaigns, sales, stores } from '../../src/db/schema';
import type { TestApp } from './app';
import { demoIds } from './fixtures';

/** The demo stores and customer the statement and bill tests use, and a sale writer for them. */
export async function moneyFixtures(t: TestApp) {
  const ids = await demoIds(t);
  const db = t.database.db;
  const [campaign] = await db.select({ id: campaigns.id }).from(campaigns).limit(1);
  const [third] = await db.select().from(stores).where(eq(stores.tradeName, 'Atelier Vértice'));
  let invoice = 0;
  /** A sale written straight into the table (its month long closed, outside any campaign rule). */
  async function addSale(storeId: string, saleDate: string, netCents: number, status = 'approved') {
    invoice += 1;
    const [row] = await db
      .insert(sales)
      .values({
        type: 'invoice_number',
        invoiceNumber: `BIL-${invoice}`,
        saleDate,
        storeId,
        clientId: ids.clientId,
        campaignId: campaign!.id,
        grossCents: netCents,
        discountCents: 0,
        netCents,
        status: status as 'approved',
      })
      .returning({ id: sales.id });
    return row!.id;
  }
  return { ...ids, thirdStoreId: third!.id, addSale };
}

/** Processes a month's statements through the API; answers them by store name. */
export async function processMonth(
  t: TestApp,
  headers: { authorization: string },
  storeIds: string[],
  month: number,
  year: number,
) {
  const res = await t.request({
    method: 'POST',
    url: '/api/extracts/process',
    headers,
    payload: { storeIds, month, year },
  });
  if (res.statusCode !== 200) throw new Error(`process failed: ${res.statusCode} ${res.body}`);
  const data = res.json().data as { id: string; storeId: string; store: { tradeName: string }; amountDue: number }[];
  return Object.fromEntries(data.map((e) => [e.store.tradeName, e]));
}
