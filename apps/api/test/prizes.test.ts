import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logs, prizes, stores } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/app';
import { rowCount } from './support/db';

let t: TestApp;
let admin: { authorization: string };
let storeId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
  const [store] = await t.database.db.select({ id: stores.id }).from(stores).limit(1);
  storeId = store!.id;
});
afterAll(() => t.close());

const body = () => ({ name: 'Tapete persa', points: 7, type: 'produto', description: 'Tapete 2 x 3 m', storeId });
const post = (payload: object, headers = admin) => t.request({ method: 'POST', url: '/api/prizes', headers, payload });
const patch = (id: string, payload: object) =>
  t.request({ method: 'PATCH', url: `/api/prizes/${id}`, headers: admin, payload });

describe('prizes', () => {
  it('creates a prize in the active campaign, with an audit row', async () => {
    const res = await post(body());
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      name: 'Tapete persa',
      points: 7,
      featured: false,
      active: true,
      stock: null,
      soldOut: false,
      campaign: { name: 'Decore e Ganhe' },
      store: { id: storeId },
    });
    const audit = await t.database.db
      .select()
      .from(logs)
      .where(and(eq(logs.moduleName, 'Prize'), eq(logs.entityId, data.id)));
    expect(audit.map((a) => a.methodName)).toEqual(['create']);
  });

  it.each([
    ['no name', { name: '' }, 'Nome é obrigatório'],
    ['no points', { points: undefined }, 'Pontos é obrigatório'],
    ['no store', { storeId: undefined }, 'Selecione uma loja'],
    ['an unknown store', { storeId: '1b4e28ba-2fa1-11d2-883f-0016d3cca427' }, 'Loja não encontrada'],
    ['a bad type', { type: 'viagem' }, 'Tipo inválido: use produto, servico ou outro'],
    [
      'a foreign image URL',
      { imageUrl: 'https://evil.example.com/x.png' },
      'Imagem inválida: envie a imagem pelo upload',
    ],
    ['a negative stock', { stock: -1 }, 'Estoque não pode ser negativo'],
  ])('refuses %s, writing nothing', async (_l, overrides, message) => {
    const before = await rowCount(t.database.db, prizes);
    const res = await post({ ...body(), ...overrides });
    expect(res.statusCode).toBe(400);
    expect([res.json().message].flat()).toContain(message);
    expect(await rowCount(t.database.db, prizes)).toBe(before);
  });

  it('refuses a fifth featured prize, listing the four', async () => {
    const before = await rowCount(t.database.db, prizes);
    const res = await post({ ...body(), name: 'Quinto destaque', featured: true });
    expect(res.statusCode).toBe(409);
    const json = res.json();
    expect(json.message).toBe('Limite de 4 brindes em destaque atingido. Remova um destaque antes de adicionar outro.');
    expect(json.featuredPrizes).toHaveLength(4);
    expect(json.featuredPrizes.map((p: { name: string }) => p.name)).toContain('Luminária de mesa em latão');
    expect(await rowCount(t.database.db, prizes)).toBe(before);
  });

  it('frees a featured place when a featured prize is inactivated, and takes it back on activation', async () => {
    const featured = (await t.request({ method: 'GET', url: '/api/prizes/featured' })).json().data;
    expect(featured).toHaveLength(4);
    const off = await patch(featured[0].id, { inactivatedAt: new Date().toISOString() });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ message: 'Brinde inativado com sucesso', data: { active: false } });
    const fifth = await post({ ...body(), name: 'Novo destaque', featured: true });
    expect(fifth.statusCode).toBe(201);
    const back = await patch(featured[0].id, { inactivatedAt: null });
    expect(back.statusCode).toBe(409);
    expect(back.json().featuredPrizes).toHaveLength(4);
    await patch(fifth.json().data.id, { featured: false });
    expect((await patch(featured[0].id, { inactivatedAt: null })).statusCode).toBe(200);
  });

  it('edits fields and stock', async () => {
    const created = (await post(body())).json().data;
    const res = await patch(created.id, { points: 9, stock: 0, name: 'Tapete kilim' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ points: 9, stock: 0, soldOut: true, name: 'Tapete kilim' });
  });

  it('lists publicly only active prizes of the active campaign', async () => {
    const created = (await post({ ...body(), name: 'Inativo' })).json().data;
    await patch(created.id, { inactivatedAt: new Date().toISOString() });
    const res = await t.request({ method: 'GET', url: '/api/prizes/active?limit=100' });
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((p: { name: string }) => p.name);
    expect(names).not.toContain('Inativo');
    expect(names).toContain('Kit de velas aromáticas');
    expect(res.json().data.every((p: { active: boolean }) => p.active)).toBe(true);
  });

  it('shows an inactive prize to staff only', async () => {
    const created = (await post({ ...body(), name: 'Oculto' })).json().data;
    await patch(created.id, { inactivatedAt: new Date().toISOString() });
    const client = await t.login('cliente@example.com');
    const hidden = await t.request({ method: 'GET', url: `/api/prizes/${created.id}`, headers: client });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Brinde não encontrado');
    expect((await t.request({ method: 'GET', url: `/api/prizes/${created.id}`, headers: admin })).statusCode).toBe(200);
  });

  it('filters the admin list by campaign and search', async () => {
    const campaign = (await t.request({ method: 'GET', url: '/api/campaigns/active' })).json().data;
    const res = await t.request({
      method: 'GET',
      url: `/api/prizes?campaignId=${campaign.id}&search=vaso`,
      headers: admin,
    });
    expect(res.json()).toMatchObject({ total: 1, data: [{ name: 'Vaso de cerâmica artesanal' }] });
  });

  it('deletes with an audit row', async () => {
    const created = (await post(body())).json().data;
    const res = await t.request({ method: 'DELETE', url: `/api/prizes/${created.id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    const audit = await t.database.db
      .select()
      .from(logs)
      .where(and(eq(logs.moduleName, 'Prize'), eq(logs.entityId, created.id)));
    expect(audit.map((a) => a.methodName).sort()).toEqual(['create', 'delete']);
  });

  it.each(['lojista@example.com', 'concierge@example.com', 'cliente@example.com'])(
    'is refused to %s',
    async (email) => {
      const h = await t.login(email);
      const before = await rowCount(t.database.db, prizes);
      expect((await post(body(), h)).statusCode).toBe(403);
      expect((await t.request({ method: 'GET', url: '/api/prizes', headers: h })).statusCode).toBe(403);
      expect(await rowCount(t.database.db, prizes)).toBe(before);
    },
  );
});
