import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, logs } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/app';
import { rowCount } from './support/db';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
});
afterAll(() => t.close());

const body = {
  name: 'Natal Decor',
  description: 'Campanha de fim de ano',
  startDate: '2027-12-01',
  endDate: '2027-12-31',
  conversionRate: 100,
};

async function create(overrides: Record<string, unknown> = {}) {
  const res = await t.request({
    method: 'POST',
    url: '/api/campaigns',
    headers: admin,
    payload: { ...body, ...overrides },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string };
}

const act = (id: string, action: string) =>
  t.request({ method: 'PATCH', url: `/api/campaigns/${id}/${action}`, headers: admin });

describe('campaigns', () => {
  it('shows the active campaign publicly', async () => {
    const res = await t.request({ method: 'GET', url: '/api/campaigns/active' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ name: 'Decore e Ganhe', active: true, isFinished: false, conversionRate: 100 });
    expect(data.redemptionEndDate > data.endDate).toBe(true);
  });

  it('creates an inactive campaign with an audit row', async () => {
    const res = await t.request({ method: 'POST', url: '/api/campaigns', headers: admin, payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Campanha criada com sucesso',
      // Inactive from the start, but never inactivated: no date of an inactivation to show.
      data: { name: 'Natal Decor', active: false, inactivatedAt: null, redemptionEndDate: '2028-01-10' },
    });
    const id = res.json().data.id;
    const audit = await t.database.db
      .select()
      .from(logs)
      .where(and(eq(logs.moduleName, 'Campaign'), eq(logs.entityId, id)));
    expect(audit.map((a) => a.methodName)).toEqual(['create']);
  });

  it.each([
    ['no name', { name: '  ' }, 'Nome é obrigatório'],
    [
      'an end before the start',
      { startDate: '2027-12-31', endDate: '2027-12-01' },
      'A data final deve ser igual ou posterior à data inicial',
    ],
    ['a rate above 100', { conversionRate: 150 }, 'Taxa de conversão deve ser um número de 0 a 100'],
    ['a fractional rate', { conversionRate: 50.5 }, 'Taxa de conversão deve ser um número inteiro'],
    ['an invalid date', { startDate: '2027-02-30' }, 'Data inicial inválida (use AAAA-MM-DD)'],
  ])('refuses %s, writing nothing', async (_l, overrides, message) => {
    const before = await rowCount(t.database.db, campaigns);
    const res = await t.request({
      method: 'POST',
      url: '/api/campaigns',
      headers: admin,
      payload: { ...body, ...overrides },
    });
    expect(res.statusCode).toBe(400);
    const messages = [res.json().message].flat();
    expect(messages).toContain(message);
    expect(await rowCount(t.database.db, campaigns)).toBe(before);
  });

  it('keeps one active campaign at a time', async () => {
    const { id } = await create({ name: 'Segunda' });
    const res = await act(id, 'activate');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Já existe uma campanha ativa (Decore e Ganhe). Inative-a antes de ativar outra.');
    const active = await t.request({ method: 'GET', url: '/api/campaigns/active' });
    expect(active.json().data.name).toBe('Decore e Ganhe');
  });

  it('dates an inactivation only when a running campaign is inactivated', async () => {
    const current = (await t.request({ method: 'GET', url: '/api/campaigns/active' })).json().data;
    expect(current.inactivatedAt).toBeNull();
    const fresh = await create({ name: 'Nunca ativada' });
    // Inactivating one that never ran changes nothing: still no date.
    const idle = await act(fresh.id, 'inactivate');
    expect(idle.json().data).toMatchObject({ active: false, inactivatedAt: null });
    const off = await act(current.id, 'inactivate');
    expect(off.json().data.active).toBe(false);
    expect(Date.now() - Date.parse(off.json().data.inactivatedAt)).toBeLessThan(60_000);
    const on = await act(current.id, 'activate');
    expect(on.json().data).toMatchObject({ active: true, inactivatedAt: null });
    // Finishing is no inactivation either.
    const done = await act(fresh.id, 'finish');
    expect(done.json().data).toMatchObject({ isFinished: true, active: false, inactivatedAt: null });
  });

  it('lets only one of two racing activations win', async () => {
    const current = (await t.request({ method: 'GET', url: '/api/campaigns/active' })).json().data;
    expect((await act(current.id, 'inactivate')).statusCode).toBe(200);
    const a = await create({ name: 'Corrida A' });
    const b = await create({ name: 'Corrida B' });
    const results = await Promise.all([act(a.id, 'activate'), act(b.id, 'activate')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const actives = await t.database.db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.isFinished, false)));
    expect(actives.filter((c) => c.active)).toHaveLength(1);
    // Restore the demo campaign for the other tests.
    const winner = results[0]!.statusCode === 200 ? a : b;
    await act(winner.id, 'inactivate');
    expect((await act(current.id, 'activate')).statusCode).toBe(200);
  });

  it('updates, and refuses a period that ends before it starts', async () => {
    const { id } = await create({ name: 'Editável' });
    const ok = await t.request({
      method: 'PATCH',
      url: `/api/campaigns/${id}`,
      headers: admin,
      payload: { conversionRate: 50 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ message: 'Campanha atualizada com sucesso', data: { conversionRate: 50 } });
    const bad = await t.request({
      method: 'PATCH',
      url: `/api/campaigns/${id}`,
      headers: admin,
      payload: { endDate: '2027-11-01' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('A data final deve ser igual ou posterior à data inicial');
  });

  it('finishes for good: no edit, toggle or delete afterwards', async () => {
    const { id } = await create({ name: 'Final' });
    const fin = await act(id, 'finish');
    expect(fin.statusCode).toBe(200);
    expect(fin.json()).toMatchObject({
      message: 'Campanha finalizada com sucesso',
      data: { isFinished: true, active: false },
    });
    expect((await act(id, 'finish')).json().message).toBe('Campanha já finalizada');
    for (const res of [
      await act(id, 'activate'),
      await act(id, 'inactivate'),
      await t.request({ method: 'PATCH', url: `/api/campaigns/${id}`, headers: admin, payload: { name: 'X' } }),
      await t.request({ method: 'DELETE', url: `/api/campaigns/${id}`, headers: admin }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Campanha finalizada não pode ser alterada, ativada, inativada ou excluída');
    }
    const audit = await t.database.db
      .select()
      .from(logs)
      .where(and(eq(logs.moduleName, 'Campaign'), eq(logs.entityId, id)));
    expect(audit.map((a) => a.methodName).sort()).toEqual(['create', 'finish']);
  });

  it('deletes an unused campaign and refuses one with prizes or sales', async () => {
    const { id } = await create({ name: 'Apagável' });
    const del = await t.request({ method: 'DELETE', url: `/api/campaigns/${id}`, headers: admin });
    expect(del.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/campaigns/${id}`, headers: admin })).json().message).toBe(
      'Campanha não encontrada',
    );
    const demo = (await t.request({ method: 'GET', url: '/api/campaigns/active' })).json().data;
    const used = await t.request({ method: 'DELETE', url: `/api/campaigns/${demo.id}`, headers: admin });
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe('Campanha com vendas, brindes ou resgates não pode ser excluída; inative-a');
  });

  it('lists with search and paging', async () => {
    const res = await t.request({ method: 'GET', url: '/api/campaigns?search=decore&limit=5', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, data: [{ name: 'Decore e Ganhe' }] });
  });

  it.each(['lojista@example.com', 'concierge@example.com', 'cliente@example.com'])(
    'is managed by administrators only (%s refused)',
    async (email) => {
      const h = await t.login(email);
      const before = await rowCount(t.database.db, campaigns);
      expect((await t.request({ method: 'POST', url: '/api/campaigns', headers: h, payload: body })).statusCode).toBe(
        403,
      );
      expect((await t.request({ method: 'GET', url: '/api/campaigns', headers: h })).statusCode).toBe(403);
      expect(await rowCount(t.database.db, campaigns)).toBe(before);
    },
  );
});
