import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, prizes, rescues } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
let active: { id: string; name: string };
let christmas: { id: string; name: string };
let easter: { id: string; name: string };

const options = (headers?: { authorization: string }) =>
  t.request({ method: 'GET', url: '/api/campaigns/options', headers });

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login('admin@example.com');
  const create = async (name: string, startDate: string, endDate: string) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/campaigns',
      headers: admin,
      payload: { name, description: 'Campanha', startDate, endDate, conversionRate: 100 },
    });
    expect(res.statusCode).toBe(201);
    return { id: res.json().data.id as string, name };
  };
  christmas = await create('Natal Decor 2020', '2020-12-01', '2020-12-31');
  easter = await create('Páscoa Decor 2021', '2021-03-01', '2021-04-10');
  const db = t.database.db;
  const activeRes = await t.request({ method: 'GET', url: '/api/campaigns/active' });
  active = { id: activeRes.json().data.id, name: activeRes.json().data.name };
  // The demo customer redeemed (and later canceled) a benefit in the Christmas campaign.
  const [clara] = await db.select().from(clients).where(eq(clients.email, 'cliente@example.com'));
  const [prize] = await db.select().from(prizes).limit(1);
  await db.insert(rescues).values({
    clientId: clara!.id,
    campaignId: christmas.id,
    prizeId: prize!.id,
    points: 1,
    voucher: 'TESTE00001',
    voucherExpiresAt: '2021-01-10T02:59:59.000Z',
    status: 'CANCELADO',
  });
});
afterAll(() => t.close());

describe('GET /campaigns/options', () => {
  it.each(['admin@example.com', 'smart@example.com', 'lojista@example.com', 'concierge@example.com'])(
    'answers %s every campaign, id and name only, newest first',
    async (email) => {
      const res = await options(await t.login(email));
      expect(res.statusCode).toBe(200);
      const data = res.json().data as { id: string; name: string }[];
      expect(data).toContainEqual(active);
      expect(data.indexOf(data.find((c) => c.id === easter.id)!)).toBeLessThan(
        data.indexOf(data.find((c) => c.id === christmas.id)!),
      );
      expect(data).toContainEqual(christmas);
      for (const c of data) expect(Object.keys(c).sort()).toEqual(['id', 'name']);
    },
  );

  it('answers a customer the active campaign and those it has redemptions in', async () => {
    const res = await options(await t.login('cliente@example.com'));
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((c: { id: string }) => c.id);
    expect(ids.sort()).toEqual([active.id, christmas.id].sort());
  });

  it('answers a customer without redemptions only the active campaign', async () => {
    const reg = await t.request({
      method: 'POST',
      url: '/api/clients',
      payload: {
        name: 'Bianca Souza',
        email: 'bianca@example.com',
        cpf: '111.444.777-35',
        address: 'Rua Augusta, 100',
        zipCode: '01305-000',
        phone: '(11) 98888-7777',
        birthdate: '1990-05-20',
        acceptsSMS: false,
        acceptsTerms: true,
        acceptsPrivacy: true,
        user: { email: 'bianca@example.com', password: 'Segura123', name: 'Bianca Souza' },
      },
    });
    expect(reg.statusCode).toBe(201);
    const res = await options(await t.login('bianca@example.com', 'Segura123'));
    expect(res.json().data).toEqual([active]);
  });

  it('is refused to sellers and needs a token', async () => {
    const seller = await options(await t.login('vendedor@example.com'));
    expect(seller.statusCode).toBe(403);
    expect(seller.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Você não tem permissão para esta ação',
    });
    expect((await options()).statusCode).toBe(401);
  });
});
