import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logs, sellers, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/app';
import { rowCount } from './support/db';
import { demoIds } from './support/fixtures';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let admin: { authorization: string };
let lojista: { authorization: string };
let n = 0;
beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t);
  admin = await t.login('admin@example.com');
  lojista = await t.login('lojista@example.com');
});
afterAll(() => t.close());

function create(overrides: Record<string, unknown> = {}, headers = admin) {
  n += 1;
  return t.request({
    method: 'POST',
    url: '/api/sellers',
    headers,
    payload: {
      storeId: ids.storeId,
      name: `Vendedor ${n}`,
      email: `vend${n}@example.com`,
      login: `vend${n}`,
      password: 'Senha1234',
      ...overrides,
    },
  });
}

describe('sellers', () => {
  it('creates a seller who logs in with the login, with an audit row', async () => {
    const res = await create({ login: 'Maria.Loja' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      login: 'maria.loja',
      storeId: ids.storeId,
      store: { tradeName: 'Casa Aurora Móveis' },
      inactivatedAt: null,
    });
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'maria.loja', password: 'Senha1234' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toMatchObject({ role: 'VENDEDOR', storeId: ids.storeId });
    const audit = await t.database.db
      .select()
      .from(logs)
      .where(and(eq(logs.moduleName, 'Seller'), eq(logs.entityId, data.id)));
    expect(audit.map((a) => a.methodName)).toEqual(['create']);
  });

  it('refuses a used login or e-mail and an invalid body, writing nothing', async () => {
    const before = { users: await rowCount(t.database.db, users), sellers: await rowCount(t.database.db, sellers) };
    const dupLogin = await create({ login: 'vendedor' });
    expect(dupLogin.statusCode).toBe(409);
    expect(dupLogin.json().message).toBe('Usuário já em uso');
    const dupEmail = await create({ email: 'admin@example.com' });
    expect(dupEmail.json().message).toBe('E-mail já cadastrado');
    const bad = await create({ name: '', password: '123' });
    expect(bad.statusCode).toBe(400);
    expect(await rowCount(t.database.db, users)).toBe(before.users);
    expect(await rowCount(t.database.db, sellers)).toBe(before.sellers);
  });

  it("lets a store owner manage its store's sellers only", async () => {
    expect((await create({}, lojista)).statusCode).toBe(201);
    const other = await create({ storeId: ids.otherStoreId }, lojista);
    expect(other.statusCode).toBe(404);
    const list = await t.request({ method: 'GET', url: `/api/sellers?storeId=${ids.otherStoreId}`, headers: lojista });
    expect(list.json().data).toEqual([]);
    const mine = await t.request({ method: 'GET', url: '/api/sellers?limit=100', headers: lojista });
    expect(mine.json().data.every((s: { storeId: string }) => s.storeId === ids.storeId)).toBe(true);
    const foreign = (await create({ storeId: ids.otherStoreId })).json().data;
    expect((await t.request({ method: 'GET', url: `/api/sellers/${foreign.id}`, headers: lojista })).statusCode).toBe(
      404,
    );
    const edit = await t.request({
      method: 'PATCH',
      url: `/api/sellers/${foreign.id}`,
      headers: lojista,
      payload: { name: 'X' },
    });
    expect(edit.statusCode).toBe(404);
  });

  it('shows a seller only itself, and refuses the concierge and customers', async () => {
    const vendedor = await t.login('vendedor@example.com');
    const res = await t.request({ method: 'GET', url: '/api/sellers?limit=100', headers: vendedor });
    expect(res.json()).toMatchObject({ total: 1, data: [{ login: 'vendedor', user: { name: 'Vítor Vendedor' } }] });
    expect((await create({}, vendedor)).statusCode).toBe(403);
    const asked = await t.request({
      method: 'GET',
      url: `/api/sellers?storeId=${ids.otherStoreId}&limit=100`,
      headers: vendedor,
    });
    expect(asked.json()).toEqual({ data: [], total: 0 });
    expect((await create({ storeId: ids.otherStoreId }, vendedor)).statusCode).toBe(403);
    for (const email of ['concierge@example.com', 'cliente@example.com']) {
      const h = await t.login(email);
      expect((await t.request({ method: 'GET', url: '/api/sellers', headers: h })).statusCode).toBe(403);
    }
  });

  it('edits name and e-mail, and inactivating stops the login at once', async () => {
    const seller = (await create()).json().data;
    const edit = await t.request({
      method: 'PATCH',
      url: `/api/sellers/${seller.id}`,
      headers: admin,
      payload: { name: 'Novo Nome' },
    });
    expect(edit.json().data).toMatchObject({ name: 'Novo Nome', user: { name: 'Novo Nome' } });
    const token = await t.login(seller.login, 'Senha1234');
    const off = await t.request({
      method: 'PATCH',
      url: `/api/sellers/${seller.id}/status`,
      headers: admin,
      payload: { inactivatedAt: new Date().toISOString() },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.inactivatedAt).toEqual(expect.any(String));
    expect((await t.request({ method: 'GET', url: '/api/sellers', headers: token })).statusCode).toBe(401);
    const on = await t.request({
      method: 'PATCH',
      url: `/api/sellers/${seller.id}/status`,
      headers: admin,
      payload: { inactivatedAt: null },
    });
    expect(on.json().data.inactivatedAt).toBeNull();
    expect((await t.request({ method: 'GET', url: '/api/sellers', headers: token })).statusCode).toBe(200);
  });

  it('deletes a seller without sales and refuses one with sales', async () => {
    const seller = (await create()).json().data;
    expect((await t.request({ method: 'DELETE', url: `/api/sellers/${seller.id}`, headers: admin })).statusCode).toBe(
      200,
    );
    expect((await t.database.db.select().from(users).where(eq(users.id, seller.user.id))).length).toBe(0);
    const withSales = await t.request({ method: 'DELETE', url: `/api/sellers/${ids.sellerId}`, headers: admin });
    expect(withSales.statusCode).toBe(409);
    expect(withSales.json().message).toBe('Vendedor com vendas não pode ser excluído; inative-o');
  });
});
